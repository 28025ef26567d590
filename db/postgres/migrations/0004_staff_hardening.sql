CREATE TABLE "staff_sign_in_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" bigint NOT NULL,
	"last_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "id" SET MAXVALUE 9223372036854775807;--> statement-breakpoint
ALTER TABLE "lead_events" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "lead_notifications" ADD COLUMN "event" text DEFAULT 'lead.created' NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_two_factors" ADD COLUMN "last_totp_step" bigint;--> statement-breakpoint
-- A lead rescued from spam used to queue a second lead.created: those were updates.
UPDATE "lead_notifications" SET "event" = 'lead.updated' WHERE "id" NOT IN (SELECT min("id") FROM "lead_notifications" GROUP BY "lead_type", "lead_id", "channel");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_notifications_created_once_idx" ON "lead_notifications" USING btree ("lead_type","lead_id","channel") WHERE event = 'lead.created';--> statement-breakpoint
CREATE INDEX "staff_two_factors_user_idx" ON "staff_two_factors" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "staff_sessions" DROP COLUMN "impersonated_by";--> statement-breakpoint
ALTER TABLE "staff_users" DROP COLUMN "ban_expires";--> statement-breakpoint
-- The audit log never holds text a visitor or a staff search typed: drop the export filters' free
-- text, and e-mails typed at sign-in that belong to no staff account.
UPDATE "audit_log" SET "detail" = ("detail"::jsonb #- '{filter,q}' #- '{filter,first}' #- '{filter,last}')::text WHERE "action" = 'export' AND "detail" IS NOT NULL;--> statement-breakpoint
UPDATE "audit_log" SET "actor_email" = NULL WHERE "action" IN ('sign-in-failed', 'sign-in-locked') AND "actor_email" IS NOT NULL AND lower("actor_email") NOT IN (SELECT "email" FROM "staff_users");--> statement-breakpoint
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_log is append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_no_change" BEFORE UPDATE OR DELETE ON "audit_log"
	FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
	FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
