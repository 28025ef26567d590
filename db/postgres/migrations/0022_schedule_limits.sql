ALTER TABLE "content_schedules" ADD COLUMN "checked_revision" integer;--> statement-breakpoint
ALTER TABLE "content_schedules" ADD COLUMN "notice_id" integer;--> statement-breakpoint
-- Before the index: pending duplicates (one document and action planned several times) keep their first.
UPDATE "content_schedules" SET "status" = 'cancelled' WHERE "status" = 'pending' AND "id" NOT IN (SELECT min("id") FROM "content_schedules" WHERE "status" = 'pending' GROUP BY "doc_kind", "doc_id", "locale", "action");--> statement-breakpoint
CREATE UNIQUE INDEX "content_schedules_pending_idx" ON "content_schedules" USING btree ("doc_kind","doc_id","locale","action") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "content_schedules_author_idx" ON "content_schedules" USING btree ("created_by","status");--> statement-breakpoint
CREATE INDEX "content_schedules_notice_idx" ON "content_schedules" USING btree ("notice_id");