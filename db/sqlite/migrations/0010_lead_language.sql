ALTER TABLE `contact_messages` ADD `language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `demo_requests` ADD `language` text DEFAULT 'en' NOT NULL;