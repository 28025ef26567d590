-- analytics_events, partitioned by month (issue 51): a month's raw events are one table, dropped whole
-- once all of it is past the 90 days raw events are kept (lib/analytics/sweep.ts), instead of deleting
-- millions of rows one by one. drizzle-kit made the table plain (0023_analytics.sql); it is empty here,
-- so it is made again, the same columns, as a partitioned table. "at" (ISO-8601 UTC text) is compared
-- byte by byte ("C"), as the partitions' bounds are: a locale's collation may order it otherwise.
DROP TABLE "analytics_events";
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"at" text COLLATE "C" NOT NULL,
	"visitor" text NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"path" text NOT NULL,
	"template" text NOT NULL,
	"language" text NOT NULL,
	"browser_language" text,
	"referrer" text,
	"utm_source" text,
	"utm_medium" text,
	"utm_campaign" text,
	"device" text NOT NULL,
	"value" double precision,
	"rating" text,
	"target" text
) PARTITION BY RANGE ("at");
--> statement-breakpoint
CREATE INDEX "analytics_events_at_idx" ON "analytics_events" USING btree ("at");
--> statement-breakpoint
CREATE INDEX "analytics_events_kind_idx" ON "analytics_events" USING btree ("kind","at");
--> statement-breakpoint
-- Whatever no month's partition holds (a month the sweep did not prepare in time): kept, never refused.
CREATE TABLE "analytics_events_default" PARTITION OF "analytics_events" DEFAULT;
--> statement-breakpoint
-- The partition of the month holding `day`, made if missing: analytics_events_2026_11 holds
-- ['2026-11-01', '2026-12-01'). The sweep makes this month's and the next one's. Rows of that month
-- the default partition took meanwhile are moved into it (a partition cannot be added over them).
CREATE OR REPLACE FUNCTION analytics_events_partition(day date) RETURNS text AS $$
DECLARE
  first date := date_trunc('month', day)::date;
  name text := 'analytics_events_' || to_char(first, 'YYYY_MM');
  low text := to_char(first, 'YYYY-MM-DD');
  high text := to_char(first + interval '1 month', 'YYYY-MM-DD');
BEGIN
  IF to_regclass(name) IS NULL THEN
    EXECUTE format('CREATE TABLE %I (LIKE analytics_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)', name);
    EXECUTE format('WITH moved AS (DELETE FROM analytics_events_default WHERE at >= %L AND at < %L RETURNING *) INSERT INTO %I SELECT * FROM moved', low, high, name);
    EXECUTE format('ALTER TABLE analytics_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', name, low, high);
  END IF;
  RETURN name;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT analytics_events_partition(current_date);
--> statement-breakpoint
SELECT analytics_events_partition((current_date + interval '1 month')::date);
