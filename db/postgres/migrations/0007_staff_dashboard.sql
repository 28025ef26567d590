DROP INDEX "lead_events_lead_idx";--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "to_status" text;--> statement-breakpoint
-- Status changes made before the column: their new status, from the detail JSON.
UPDATE "lead_events" SET "to_status" = ("detail"::jsonb ->> 'to') WHERE "action" = 'status' AND "detail" LIKE '{%}';--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "time_zone" text;--> statement-breakpoint
CREATE INDEX "contact_messages_owner_idx" ON "contact_messages" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "contact_messages_name_idx" ON "contact_messages" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "demo_requests_owner_idx" ON "demo_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_status_idx" ON "demo_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "demo_requests_name_idx" ON "demo_requests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "lead_events_lead_idx" ON "lead_events" USING btree ("lead_type","lead_id","action","created_at","actor_id","to_status");