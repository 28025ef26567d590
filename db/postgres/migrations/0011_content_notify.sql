-- Every instance LISTENs on content_changed (lib/content/events.ts): a content event's id is announced
-- when the publish that inserted it commits (NOTIFY is delivered at commit, never for a rollback).
CREATE OR REPLACE FUNCTION content_events_notify() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('content_changed', NEW.id::text);
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER content_events_notify AFTER INSERT ON content_events FOR EACH ROW EXECUTE FUNCTION content_events_notify();
