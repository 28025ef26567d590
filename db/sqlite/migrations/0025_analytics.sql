CREATE TABLE `analytics_events` (
	`at` text NOT NULL,
	`visitor` text NOT NULL,
	`kind` text NOT NULL,
	`name` text,
	`path` text NOT NULL,
	`template` text NOT NULL,
	`language` text NOT NULL,
	`browser_language` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`device` text NOT NULL,
	`value` real,
	`rating` text,
	`target` text
);
--> statement-breakpoint
CREATE INDEX `analytics_events_at_idx` ON `analytics_events` (`at`);--> statement-breakpoint
CREATE INDEX `analytics_events_kind_idx` ON `analytics_events` (`kind`,`at`);--> statement-breakpoint
CREATE TABLE `analytics_rollups` (
	`period` text NOT NULL,
	`start` text NOT NULL,
	`dimension` text NOT NULL,
	`value` text DEFAULT '' NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	`events` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `analytics_rollups_key_idx` ON `analytics_rollups` (`period`,`start`,`dimension`,`value`);--> statement-breakpoint
CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
