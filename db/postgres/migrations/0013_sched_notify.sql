-- Every instance LISTENs on content_schedules_changed (db/postgres/content-schedules.ts) and re-reads
-- its next due time when a schedule is added, cancelled, claimed or done on any instance (delivered
-- at commit, never for a rollback).
CREATE OR REPLACE FUNCTION content_schedules_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_schedules_changed', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER content_schedules_notify AFTER INSERT OR UPDATE OF status, due_at ON content_schedules FOR EACH ROW EXECUTE FUNCTION content_schedules_notify();
