// The dates the workspace takes, and the dashboard's periods over them: any query string, in any of
// the team's zones, gives a period of a bounded number of bars or a field error, and wall-clock
// arithmetic holds for every year, 0000-0099 included (Date.UTC once read them as 1900-1999, and the
// dashboard's loop over bars never reached its end).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DASHBOARD_FIELDS, dashboardPeriod, MAX_BUCKETS, parseDashboardQuery } from "@/lib/leads/dashboard";
import { inboxFilterSchema } from "@/lib/leads/workspace";
import { issueText, isStaffErrorKey, staffTranslator } from "@/lib/staff/messages";
import { addDays, localDate, localParts, zonedInstant } from "@/lib/time-zones";
import { calendarDayProblem, FIRST_DAY, LAST_DAY } from "@/lib/validations/calendar-day";

const ZONES = ["America/Toronto", "America/St_Johns", "America/Vancouver", "UTC", "Pacific/Chatham"] as const;
const zone = fc.constantFrom(...ZONES);
const pad = (n: number, width = 2) => String(n).padStart(width, "0");
// Any day of years 0000-9999 as YYYY-MM-DD (the 28th at most, so every one is a real day).
const anyDay = fc
  .record({ year: fc.integer({ min: 0, max: 9999 }), month: fc.integer({ min: 1, max: 12 }), day: fc.integer({ min: 1, max: 28 }) })
  .map((d) => `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`);
const rangeDay = fc.integer({ min: 0, max: 36_889 }).map((n) => addDays(FIRST_DAY, n));
const instantInRange = fc.integer({ min: Date.parse(`${FIRST_DAY}T00:00:00Z`), max: Date.parse(`${LAST_DAY}T23:59:59Z`) });

describe("a calendar day", () => {
  it(`is taken from ${FIRST_DAY} to ${LAST_DAY}, and refused outside with its own message`, () => {
    expect([FIRST_DAY, "2026-11-25", LAST_DAY].map(calendarDayProblem)).toEqual([null, null, null]);
    expect(["0000-01-01", "1999-12-31", "2101-01-01", "9999-12-31"].map(calendarDayProblem)).toEqual(Array(4).fill("dateOutOfRange"));
    expect(["2026-02-30", "2026-13-01", "26-11-25", "+002026-11-25", "2026-11-25T00:00"].map(calendarDayProblem)).toEqual(Array(5).fill("badDate"));
  });

  it("is refused by the inbox's filters, which the CSV export parses too, and worded with the range in French", () => {
    const issue = inboxFilterSchema.safeParse({ from: "0000-01-01" }).error!.issues[0]!;
    expect(issue.path).toEqual(["from"]);
    expect(issueText(staffTranslator("fr"), issue as never)).toBe("Choisissez une date du 2000-01-01 au 2100-12-31");
    expect(issueText(staffTranslator("en"), issue as never)).toBe("Use a date from 2000-01-01 to 2100-12-31");
  });
});

describe("wall-clock arithmetic", () => {
  it("finds local midnight in years 0000-0099 as in any other", () => {
    expect(zonedInstant("0050-06-01", 0, "UTC")).toBe(Date.parse("0050-06-01T00:00:00Z"));
    // Before time zones, Toronto kept its local mean time, 5:17:32 behind Greenwich.
    expect(new Date(zonedInstant("0000-01-01", 0, "America/Toronto")).toISOString()).toBe("0000-01-01T05:17:32.000Z");
  });

  it("goes from a day to its local midnight and back in every zone, whatever the year", () => {
    fc.assert(
      fc.property(anyDay, zone, (day, z) => {
        expect(localDate(zonedInstant(day, 0, z), z)).toBe(day);
      }),
      { numRuns: 500 },
    );
  });

  it("shows the asked wall time in the accepted years, or the same time an hour on across a spring-forward gap", () => {
    fc.assert(
      fc.property(rangeDay, fc.integer({ min: 0, max: 1439 }), zone, (day, minutes, z) => {
        const p = localParts(zonedInstant(day, minutes, z), z);
        expect(`${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`).toBe(day);
        expect([0, 60]).toContain(p.hour * 60 + p.minute - minutes);
      }),
      { numRuns: 500 },
    );
  });
});

describe("the dashboard's query", () => {
  // Query strings as anyone can type them: periods from the list and not, days of any year,
  // in-range ranges of up to 400 days, text that is no date, or nothing.
  const query = fc
    .record({
      period: fc.option(fc.constantFrom("week", "4weeks", "quarter", "custom", "decade"), { nil: undefined }),
      from: fc.option(fc.oneof(anyDay, rangeDay, fc.string({ maxLength: 12 })), { nil: undefined }),
      span: fc.option(fc.oneof(fc.integer({ min: -5, max: 400 }), anyDay, fc.string({ maxLength: 12 })), { nil: undefined }),
    })
    .map(({ period, from, span }) => {
      const to = typeof span === "number" ? (from && calendarDayProblem(from) === null ? addDays(from, span) : undefined) : span;
      return Object.fromEntries(Object.entries({ period, from, to }).filter(([, v]) => v !== undefined)) as Record<string, string>;
    });

  it("gives a period of at most MAX_BUCKETS bars that tile it, or this week and a field error, never a throw", () => {
    fc.assert(
      fc.property(query, zone, instantInRange, (q, z, now) => {
        const { filter, problems } = parseDashboardQuery(q, z, now);
        if (problems.length > 0) {
          expect(filter).toEqual({ period: "week" });
          for (const problem of problems) {
            expect(DASHBOARD_FIELDS).toContain(problem.field);
            expect(isStaffErrorKey(problem.message)).toBe(true);
          }
        }
        const period = dashboardPeriod(filter, now, z);
        expect(period.buckets.length).toBeGreaterThan(0);
        expect(period.buckets.length).toBeLessThanOrEqual(MAX_BUCKETS);
        expect(period.buckets[0]!.start).toBe(period.start);
        expect(period.buckets.at(-1)!.end).toBe(period.end);
        period.buckets.slice(1).forEach((b, i) => expect(b.start).toBe(period.buckets[i]!.end));
      }),
      { numRuns: 400 },
    );
  });

  it("answers the year-0000 request with a field error on each date", () => {
    const { filter, problems } = parseDashboardQuery(
      { period: "custom", from: "0000-01-01", to: "0000-01-02" },
      "America/Toronto",
      Date.parse("2026-11-25T17:00:00Z"),
    );
    expect(filter).toEqual({ period: "week" });
    expect(problems.map((p) => [p.field, p.message])).toEqual([
      ["from", "dateOutOfRange"],
      ["to", "dateOutOfRange"],
    ]);
  });
});
