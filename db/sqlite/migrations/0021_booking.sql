CREATE TABLE `meetings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`uid` text NOT NULL,
	`lead_type` text NOT NULL,
	`lead_id` integer NOT NULL,
	`staff_id` text,
	`starts_at` text NOT NULL,
	`ends_at` text NOT NULL,
	`blocked_until` text NOT NULL,
	`time_zone` text NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`channel` text DEFAULT 'dialog' NOT NULL,
	`cancel_reason` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_uid_unique` ON `meetings` (`uid`);--> statement-breakpoint
CREATE UNIQUE INDEX `meetings_lead_active_idx` ON `meetings` (`lead_type`,`lead_id`) WHERE status = 'booked';--> statement-breakpoint
CREATE INDEX `meetings_lead_idx` ON `meetings` (`lead_type`,`lead_id`);--> statement-breakpoint
CREATE INDEX `meetings_staff_idx` ON `meetings` (`staff_id`,`starts_at`);--> statement-breakpoint
CREATE INDEX `meetings_status_idx` ON `meetings` (`status`,`starts_at`);--> statement-breakpoint
CREATE TABLE `staff_availability` (
	`staff_id` text PRIMARY KEY NOT NULL,
	`time_zone` text,
	`weekly_hours` text,
	`province` text,
	`days_off` text DEFAULT '' NOT NULL,
	`buffer_minutes` integer DEFAULT 0 NOT NULL,
	`notice_minutes` integer DEFAULT 120 NOT NULL,
	`daily_cap` integer DEFAULT 6 NOT NULL,
	`meeting_link` text,
	`feed_url` text,
	`feed_busy` text,
	`feed_fetched_at` text,
	`feed_error` text,
	`feed_error_at` text,
	`feed_claimed_until` text,
	`updated_at` text,
	`updated_by` text,
	FOREIGN KEY (`staff_id`) REFERENCES `staff_users`(`id`) ON UPDATE no action ON DELETE cascade
);
