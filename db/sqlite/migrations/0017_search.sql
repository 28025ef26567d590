CREATE TABLE `link_checks` (
	`url` text PRIMARY KEY NOT NULL,
	`status` integer,
	`ok` integer NOT NULL,
	`error` text,
	`checked_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `sweep_claims` (
	`name` text PRIMARY KEY NOT NULL,
	`lease_until` text,
	`last_finished` text,
	`instance` text
);
