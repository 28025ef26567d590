CREATE TABLE `lead_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_type` text NOT NULL,
	`lead_id` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`last_error` text,
	`sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_notifications_due_idx` ON `lead_notifications` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `cta` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `landing_page` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_utm_term` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `first_utm_content` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_utm_source` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_utm_medium` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_utm_term` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `last_utm_content` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `submitted_from` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `consent_at` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `is_spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `contact_messages` ADD `dedupe_key` text;--> statement-breakpoint
CREATE INDEX `contact_messages_dedupe_idx` ON `contact_messages` (`dedupe_key`,`created_at`);--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `landing_page` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `referrer` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `first_utm_source` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `first_utm_medium` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `first_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `first_utm_term` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `first_utm_content` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `last_utm_source` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `last_utm_medium` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `last_utm_campaign` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `last_utm_term` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `last_utm_content` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `submitted_from` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `consent` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `consent_version` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `consent_at` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `is_spam` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `spam_reason` text;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `dedupe_key` text;--> statement-breakpoint
CREATE INDEX `demo_requests_dedupe_idx` ON `demo_requests` (`dedupe_key`,`created_at`);