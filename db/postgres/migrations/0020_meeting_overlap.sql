-- One rep's booked meetings never overlap by their blocked time [starts_at, blocked_until): the
-- database refuses it whichever instance writes (lib/booking/booking.ts answers 409). Times are ISO-8601
-- UTC text ("...Z"), so reading them as timestamptz never depends on a session setting: the wrapper
-- may say IMMUTABLE, as an index expression needs.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE FUNCTION meeting_span(starts_at text, blocked_until text) RETURNS tstzrange
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT tstzrange(starts_at::timestamptz, blocked_until::timestamptz, '[)') $$;
--> statement-breakpoint
ALTER TABLE meetings ADD CONSTRAINT meetings_no_overlap
  EXCLUDE USING gist (staff_id WITH =, meeting_span(starts_at, blocked_until) WITH &&) WHERE (status = 'booked');
