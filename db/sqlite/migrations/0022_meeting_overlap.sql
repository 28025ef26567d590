-- One rep's booked meetings never overlap by their blocked time [starts_at, blocked_until), as
-- PostgreSQL's exclusion constraint holds it: checked inside the writer's transaction (SQLite has
-- one writer at a time), on insert and on every change of time, rep or status. Times are ISO-8601 UTC
-- text of one width, so they compare as strings.
CREATE TRIGGER meetings_no_overlap_insert BEFORE INSERT ON meetings
WHEN NEW.status = 'booked' AND NEW.staff_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'meetings_no_overlap') WHERE EXISTS (
    SELECT 1 FROM meetings m WHERE m.staff_id = NEW.staff_id AND m.status = 'booked'
      AND m.starts_at < NEW.blocked_until AND NEW.starts_at < m.blocked_until
  );
END;
--> statement-breakpoint
CREATE TRIGGER meetings_no_overlap_update BEFORE UPDATE OF starts_at, blocked_until, staff_id, status ON meetings
WHEN NEW.status = 'booked' AND NEW.staff_id IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'meetings_no_overlap') WHERE EXISTS (
    SELECT 1 FROM meetings m WHERE m.id <> NEW.id AND m.staff_id = NEW.staff_id AND m.status = 'booked'
      AND m.starts_at < NEW.blocked_until AND NEW.starts_at < m.blocked_until
  );
END;
