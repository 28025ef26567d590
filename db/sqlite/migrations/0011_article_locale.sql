ALTER TABLE `articles` ADD `locale` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `articles` ADD `translation_of` text;--> statement-breakpoint
CREATE INDEX `articles_locale_idx` ON `articles` (`locale`,`is_published`);