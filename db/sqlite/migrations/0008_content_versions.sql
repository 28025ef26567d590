CREATE TABLE `content_versions` (
	`name` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO `content_versions` (`name`, `version`) VALUES ('articles', 0);
--> statement-breakpoint
CREATE TRIGGER `articles_version_insert` AFTER INSERT ON `articles` BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'articles';
END;
--> statement-breakpoint
CREATE TRIGGER `articles_version_update` AFTER UPDATE ON `articles` BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'articles';
END;
--> statement-breakpoint
CREATE TRIGGER `articles_version_delete` AFTER DELETE ON `articles` BEGIN
	UPDATE `content_versions` SET `version` = `version` + 1 WHERE `name` = 'articles';
END;
