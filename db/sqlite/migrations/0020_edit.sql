CREATE TABLE `content_drafts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`locale` text NOT NULL,
	`author_id` text NOT NULL,
	`fields` text NOT NULL,
	`base_revision` integer NOT NULL,
	`saved_at` text NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_drafts_doc_author_idx` ON `content_drafts` (`doc_kind`,`doc_id`,`locale`,`author_id`);--> statement-breakpoint
CREATE TABLE `content_locks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`locale` text NOT NULL,
	`holder_id` text NOT NULL,
	`holder_name` text NOT NULL,
	`since` text NOT NULL,
	`last_active_at` text NOT NULL,
	FOREIGN KEY (`holder_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_locks_doc_idx` ON `content_locks` (`doc_kind`,`doc_id`,`locale`);--> statement-breakpoint
CREATE TABLE `content_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`locale` text NOT NULL,
	`revision` integer NOT NULL,
	`submitted_by` text,
	`submitted_at` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`decided_by` text,
	`decided_at` text,
	`comment` text,
	FOREIGN KEY (`submitted_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`decided_by`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `content_reviews_status_idx` ON `content_reviews` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `content_reviews_doc_idx` ON `content_reviews` (`doc_kind`,`doc_id`,`locale`);--> statement-breakpoint
CREATE TABLE `site_settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_by` text,
	`updated_at` text NOT NULL
);
