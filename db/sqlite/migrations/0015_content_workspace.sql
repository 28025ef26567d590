CREATE TABLE `content_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`doc_kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`paths` text NOT NULL,
	`actor_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_receipts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` integer NOT NULL,
	`instance_id` text NOT NULL,
	`applied_at` text NOT NULL,
	`etag` text,
	FOREIGN KEY (`event_id`) REFERENCES `content_events`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_receipts_event_instance_idx` ON `content_receipts` (`event_id`,`instance_id`);--> statement-breakpoint
CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`locale` text NOT NULL,
	`number` integer NOT NULL,
	`kind` text NOT NULL,
	`author_id` text,
	`author_email` text,
	`base` integer,
	`twin_revision` integer,
	`snapshot` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_revisions_doc_number_idx` ON `content_revisions` (`doc_kind`,`doc_id`,`locale`,`number`);--> statement-breakpoint
CREATE TABLE `site_instances` (
	`id` text PRIMARY KEY NOT NULL,
	`started_at` text NOT NULL,
	`last_seen` text NOT NULL,
	`last_event` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `slug_redirects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`locale` text NOT NULL,
	`from_slug` text NOT NULL,
	`article_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`article_id`) REFERENCES `articles`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `slug_redirects_from_idx` ON `slug_redirects` (`locale`,`from_slug`);--> statement-breakpoint
ALTER TABLE `articles` ADD `featured_image_alt` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `published_at` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `published_revision` integer;--> statement-breakpoint
ALTER TABLE `articles` ADD `edited_at` text;--> statement-breakpoint
ALTER TABLE `cities` ADD `content_fr` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `cities` ADD `revision` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `cities` ADD `published_revision` integer;--> statement-breakpoint
ALTER TABLE `cities` ADD `edited_at` text;