CREATE TABLE `staff_sign_in_throttle` (
	`key` text PRIMARY KEY NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`window_start` integer NOT NULL,
	`last_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `lead_events` ADD `actor_email` text;--> statement-breakpoint
ALTER TABLE `lead_notifications` ADD `event` text DEFAULT 'lead.created' NOT NULL;--> statement-breakpoint
-- A lead rescued from spam used to queue a second lead.created: those were updates.
UPDATE `lead_notifications` SET `event` = 'lead.updated' WHERE `id` NOT IN (SELECT min(`id`) FROM `lead_notifications` GROUP BY `lead_type`, `lead_id`, `channel`);--> statement-breakpoint
CREATE UNIQUE INDEX `lead_notifications_created_once_idx` ON `lead_notifications` (`lead_type`,`lead_id`,`channel`) WHERE event = 'lead.created';--> statement-breakpoint
ALTER TABLE `staff_two_factors` ADD `last_totp_step` integer;--> statement-breakpoint
CREATE INDEX `staff_two_factors_user_idx` ON `staff_two_factors` (`user_id`);--> statement-breakpoint
ALTER TABLE `staff_sessions` DROP COLUMN `impersonated_by`;--> statement-breakpoint
ALTER TABLE `staff_users` DROP COLUMN `ban_expires`;--> statement-breakpoint
-- The audit log never holds text a visitor or a staff search typed: drop the export filters' free
-- text, and e-mails typed at sign-in that belong to no staff account.
UPDATE `audit_log` SET `detail` = json_remove(`detail`, '$.filter.q', '$.filter.first', '$.filter.last') WHERE `action` = 'export' AND json_valid(`detail`);--> statement-breakpoint
UPDATE `audit_log` SET `actor_email` = NULL WHERE `action` IN ('sign-in-failed', 'sign-in-locked') AND `actor_email` IS NOT NULL AND lower(`actor_email`) NOT IN (SELECT `email` FROM `staff_users`);--> statement-breakpoint
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log` BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log` BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
