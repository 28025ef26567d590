CREATE TABLE "lead_routing" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rule" text DEFAULT 'none' NOT NULL,
	"fallback" text DEFAULT 'round-robin' NOT NULL,
	"turn" integer DEFAULT 0 NOT NULL,
	"remind_after_minutes" integer DEFAULT 60 NOT NULL,
	"escalate_after_minutes" integer DEFAULT 240 NOT NULL,
	"updated_at" text,
	"updated_by" text
);
--> statement-breakpoint
CREATE TABLE "staff_territories" (
	"staff_id" text PRIMARY KEY NOT NULL,
	"provinces" text DEFAULT '' NOT NULL,
	"languages" text DEFAULT 'en,fr' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD COLUMN "recipient_id" text;--> statement-breakpoint
ALTER TABLE "staff_territories" ADD CONSTRAINT "staff_territories_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lead_notifications_reminder_once_idx" ON "lead_notifications" USING btree ("lead_type","lead_id") WHERE event = 'lead.reminder';--> statement-breakpoint
CREATE UNIQUE INDEX "lead_notifications_escalated_once_idx" ON "lead_notifications" USING btree ("lead_type","lead_id","recipient_id") WHERE event = 'lead.escalated';--> statement-breakpoint
-- The one routing row: no automatic assignment until an administrator chooses a rule.
INSERT INTO "lead_routing" ("id") VALUES (1);
