ALTER TABLE `articles` ADD `seo_title` text;--> statement-breakpoint
ALTER TABLE `articles` ADD `seo_description` text;