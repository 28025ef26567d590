CREATE TABLE `content_schedules` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`doc_kind` text NOT NULL,
	`doc_id` integer NOT NULL,
	`locale` text NOT NULL,
	`action` text NOT NULL,
	`due_at` text NOT NULL,
	`time_zone` text NOT NULL,
	`group_id` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`claimed_by` text,
	`claimed_at` text,
	`fired_at` text,
	`revision` integer,
	`failure` text,
	`created_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_schedules_due_idx` ON `content_schedules` (`status`,`due_at`);--> statement-breakpoint
CREATE INDEX `content_schedules_doc_idx` ON `content_schedules` (`doc_kind`,`doc_id`,`status`);--> statement-breakpoint
CREATE INDEX `content_schedules_group_idx` ON `content_schedules` (`group_id`);