// Business time in Toronto, Mon-Fri 09:00-17:00, closed on Ontario's statutory holidays: across
// evenings, weekends, holidays (and ones moved off a weekend), and the nights the clocks change.
import Holidays from "date-holidays";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBusinessMinutes,
  businessMinutesBetween,
  businessTimeConfig,
  isBusinessTime,
  parseBusinessHours,
  statutoryHolidays,
  type BusinessTimeConfig,
} from "@/lib/leads/business-time";
import { localDate, zonedInstant } from "@/lib/time-zones";

const office: BusinessTimeConfig = { timeZone: "America/Toronto", hours: "Mon-Fri 09:00-17:00", province: "ON" };
const always: BusinessTimeConfig = { timeZone: "America/Toronto", hours: "Mon-Sun 00:00-24:00", province: null };
// Toronto wall-clock times with their offset written out: EST is -05:00, EDT -04:00.
const at = (iso: string) => new Date(iso);
const minutes = (from: string, to: string, config = office) => businessMinutesBetween(at(from), at(to), config);

describe("businessMinutesBetween", () => {
  it("counts the minutes between two times of one working day", () => {
    expect(minutes("2026-11-24T10:00:00-05:00", "2026-11-24T11:30:00-05:00")).toBe(90);
  });

  it("skips the evening and the night", () => {
    // Tuesday 16:30 to Wednesday 09:15: 30 minutes before closing, 15 after opening.
    expect(minutes("2026-11-24T16:30:00-05:00", "2026-11-25T09:15:00-05:00")).toBe(45);
    // Arriving at 20:00 and answered at 08:00 the next morning: no business time at all.
    expect(minutes("2026-11-24T20:00:00-05:00", "2026-11-25T08:00:00-05:00")).toBe(0);
  });

  it("skips the weekend", () => {
    expect(minutes("2026-11-20T16:00:00-05:00", "2026-11-23T10:00:00-05:00")).toBe(120);
    expect(minutes("2026-11-21T10:00:00-05:00", "2026-11-22T18:00:00-05:00")).toBe(0);
    // A whole week is five days of eight hours.
    expect(minutes("2026-11-16T00:00:00-05:00", "2026-11-23T00:00:00-05:00")).toBe(5 * 8 * 60);
  });

  it("skips Ontario's statutory holidays, but not Easter Monday, which is not one", () => {
    // Thursday before Good Friday, 16:00, to Easter Monday 10:00: Friday is closed, Monday open.
    expect(minutes("2026-04-02T16:00:00-04:00", "2026-04-06T10:00:00-04:00")).toBe(120);
    // Family Day (third Monday of February) and Boxing Day.
    expect(minutes("2026-02-13T16:00:00-05:00", "2026-02-17T10:00:00-05:00")).toBe(120);
    expect(minutes("2025-12-24T16:00:00-05:00", "2025-12-29T10:00:00-05:00")).toBe(120);
  });

  it("closes the next working days when Christmas and Boxing Day fall on a weekend", () => {
    // 2027: Christmas is a Saturday, Boxing Day a Sunday; Monday 27 and Tuesday 28 are closed.
    expect(minutes("2027-12-24T16:00:00-05:00", "2027-12-29T10:00:00-05:00")).toBe(120);
    // Canada Day 2028 is a Saturday: Monday 3 July is closed.
    expect(minutes("2028-06-30T16:00:00-04:00", "2028-07-04T10:00:00-04:00")).toBe(120);
  });

  it("counts office hours by the clock on the nights the clocks change", () => {
    // Spring forward (8 March 2026): Friday 16:00 EST to Monday 10:00 EDT is still two office hours.
    expect(minutes("2026-03-06T16:00:00-05:00", "2026-03-09T10:00:00-04:00")).toBe(120);
    // Fall back (1 November 2026).
    expect(minutes("2026-10-30T16:00:00-04:00", "2026-11-02T10:00:00-05:00")).toBe(120);
  });

  it("counts real minutes across a clock change when open around the clock", () => {
    // Saturday noon to Sunday noon is 23 hours in March and 25 hours in November.
    expect(minutes("2026-03-07T12:00:00-05:00", "2026-03-08T12:00:00-04:00", always)).toBe(23 * 60);
    expect(minutes("2026-10-31T12:00:00-04:00", "2026-11-01T12:00:00-05:00", always)).toBe(25 * 60);
  });

  it("is negative when the end comes first, and fractional below a minute", () => {
    expect(minutes("2026-11-24T11:30:00-05:00", "2026-11-24T10:00:00-05:00")).toBe(-90);
    expect(minutes("2026-11-24T10:00:00-05:00", "2026-11-24T10:00:30-05:00")).toBe(0.5);
  });

  it("counts in the team's own zone and province", () => {
    const vancouver: BusinessTimeConfig = { timeZone: "America/Vancouver", hours: "Mon-Fri 09:00-17:00", province: "BC" };
    // 16:00 in Toronto is 14:00 in Vancouver, which keeps Pacific daylight time all year since March 2026 (tzdata
    // 2026c): three hours to closing there.
    expect(minutes("2026-11-24T16:00:00-05:00", "2026-11-24T20:00:00-05:00", vancouver)).toBe(180);
    // National Day for Truth and Reconciliation is a statutory holiday in British Columbia (not in Ontario).
    expect(minutes("2026-09-30T09:00:00-07:00", "2026-09-30T17:00:00-07:00", vancouver)).toBe(0);
    expect(minutes("2026-09-30T09:00:00-04:00", "2026-09-30T17:00:00-04:00")).toBe(480);
    // Quebec's Fête nationale.
    const montreal: BusinessTimeConfig = { timeZone: "America/Toronto", hours: "Mon-Fri 09:00-17:00", province: "QC" };
    expect(minutes("2026-06-24T09:00:00-04:00", "2026-06-24T17:00:00-04:00", montreal)).toBe(0);
  });

  it("counts a stored time before 2000 or after 2100 as that edge, at once instead of day by day", () => {
    const halifax: BusinessTimeConfig = { timeZone: "America/Halifax", hours: "Mon-Fri 09:00-17:00", province: "NS" };
    const started = performance.now();
    // From year 1 as from the range's first instant (31 December 1999, a day of margin): that Friday,
    // not Monday 3 January (New Year's Day moved off the Saturday), then an hour on Tuesday.
    expect(minutes("0001-01-01T00:00:00Z", "2000-01-04T10:00:00-04:00", halifax)).toBe(8 * 60 + 60);
    // Friday 31 December 2100, and nothing after the range.
    const regina: BusinessTimeConfig = { timeZone: "America/Regina", hours: "Mon-Fri 09:00-17:00", province: "SK" };
    expect(minutes("2100-12-31T00:00:00Z", "9999-12-31T00:00:00Z", regina)).toBe(8 * 60);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("handles split days and Saturday hours", () => {
    const split: BusinessTimeConfig = { timeZone: "America/Toronto", hours: "Mon-Fri 09:00-12:00 13:00-17:00; Sat 10:00-14:00", province: "ON" };
    expect(minutes("2026-11-24T11:00:00-05:00", "2026-11-24T14:00:00-05:00", split)).toBe(120);
    expect(minutes("2026-11-20T16:00:00-05:00", "2026-11-23T10:00:00-05:00", split)).toBe(60 + 240 + 60);
  });
});

describe("addBusinessMinutes", () => {
  const due = (from: string, n: number, config = office) => addBusinessMinutes(at(from), n, config).toISOString();

  it("lands inside the same day when there is time left", () => {
    expect(due("2026-11-24T10:00:00-05:00", 90)).toBe(at("2026-11-24T11:30:00-05:00").toISOString());
  });

  it("ends at closing time rather than at the next opening when the time runs out exactly then", () => {
    expect(due("2026-11-24T16:00:00-05:00", 60)).toBe(at("2026-11-24T17:00:00-05:00").toISOString());
  });

  it("carries over the evening, the weekend and holidays", () => {
    expect(due("2026-11-24T20:00:00-05:00", 30)).toBe(at("2026-11-25T09:30:00-05:00").toISOString());
    expect(due("2026-11-20T16:30:00-05:00", 60)).toBe(at("2026-11-23T09:30:00-05:00").toISOString());
    expect(due("2027-12-24T16:30:00-05:00", 60)).toBe(at("2027-12-29T09:30:00-05:00").toISOString());
    expect(due("2026-04-02T16:30:00-04:00", 60)).toBe(at("2026-04-06T09:30:00-04:00").toISOString());
  });

  it("keeps office hours by the clock across a clock change", () => {
    expect(due("2026-03-06T16:30:00-05:00", 60)).toBe(at("2026-03-09T09:30:00-04:00").toISOString());
    expect(due("2026-03-07T12:00:00-05:00", 24 * 60, always)).toBe(at("2026-03-08T13:00:00-04:00").toISOString());
  });

  it("returns the same instant for zero minutes and refuses negative ones", () => {
    expect(due("2026-11-21T10:00:00-05:00", 0)).toBe(at("2026-11-21T10:00:00-05:00").toISOString());
    expect(() => addBusinessMinutes(new Date(), -1, office)).toThrow(RangeError);
  });

  it("is the inverse of businessMinutesBetween", () => {
    const start = Date.parse("2025-12-01T00:00:00Z");
    const end = Date.parse("2028-12-31T00:00:00Z");
    fc.assert(
      fc.property(fc.integer({ min: start, max: end }), fc.integer({ min: 1, max: 20_000 }), (from, n) => {
        const until = addBusinessMinutes(from, n, office);
        expect(businessMinutesBetween(from, until, office)).toBeCloseTo(n, 6);
        // Nothing earlier has that many minutes: a minute before, fewer have passed.
        expect(businessMinutesBetween(from, until.getTime() - 60_000, office)).toBeLessThan(n);
        expect(isBusinessTime(until.getTime() - 1, office)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the configuration", () => {
  it("reads TEAM_TIME_ZONE, BUSINESS_HOURS and BUSINESS_PROVINCE, with Toronto, Mon-Fri 9-5 and Ontario by default", () => {
    expect(businessTimeConfig({}, {})).toMatchObject({ timeZone: "America/Toronto", province: "ON", week: parseBusinessHours("Mon-Fri 09:00-17:00") });
    const set = businessTimeConfig({}, { TEAM_TIME_ZONE: "America/Halifax", BUSINESS_HOURS: "Mon-Sat 08:00-18:00", BUSINESS_PROVINCE: "ns" });
    expect(set).toMatchObject({ timeZone: "America/Halifax", province: "NS" });
    expect(set.week[6]).toEqual([[480, 1080]]);
    expect(businessTimeConfig({}, { BUSINESS_PROVINCE: "none" }).province).toBeNull();
  });

  it("refuses hours, zones and provinces it cannot read", () => {
    expect(() => parseBusinessHours("weekdays 9-5")).toThrow(/BUSINESS_HOURS/);
    expect(() => parseBusinessHours("Mon-Fri 17:00-09:00")).toThrow(/ends before it starts/);
    expect(() => parseBusinessHours("Mon-Fri 09:00-12:00 11:00-17:00")).toThrow(/overlap/);
    expect(() => businessTimeConfig({}, { TEAM_TIME_ZONE: "Mars/Olympus" })).toThrow(/TEAM_TIME_ZONE/);
    expect(() => businessTimeConfig({}, { BUSINESS_PROVINCE: "XX" })).toThrow(/BUSINESS_PROVINCE/);
  });

  it("parses day ranges that wrap around the week", () => {
    const week = parseBusinessHours("Sat-Mon 10:00-14:00");
    expect(week.map((d) => d.length)).toEqual([1, 1, 0, 0, 0, 0, 1]);
  });
});

describe("statutory holidays", () => {
  it("lists Ontario's nine public holidays, without date-holidays' Easter Monday", () => {
    const names = statutoryHolidays("ON", 2026).map((h) => h.name);
    expect(names).toEqual([
      "New Year's Day",
      "Family Day",
      "Good Friday",
      "Victoria Day",
      "Canada Day",
      "Labour Day",
      "Thanksgiving",
      "Christmas Day",
      "Boxing Day",
    ]);
    // The correction is needed: the library's own list for Ontario has Easter Monday as public.
    const raw = new Holidays("CA", "ON")
      .getHolidays(2026)
      .filter((h) => h.type === "public")
      .map((h) => h.name);
    expect(raw).toContain("Easter Monday");
  });

  it("adds Truth and Reconciliation Day where provincial law made it a holiday", () => {
    for (const province of ["BC", "MB", "PE", "NT", "YT"] as const)
      expect(
        statutoryHolidays(province, 2026).map((h) => h.date),
        province,
      ).toContain("2026-09-30");
    expect(statutoryHolidays("ON", 2026).map((h) => h.date)).not.toContain("2026-09-30");
    expect(statutoryHolidays("MB", 2023).map((h) => h.date)).not.toContain("2023-09-30");
  });
});

describe("time zones", () => {
  it("finds local midnight on the nights the clocks change", () => {
    expect(new Date(zonedInstant("2026-03-08", 0, "America/Toronto")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(new Date(zonedInstant("2026-03-09", 0, "America/Toronto")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    // 02:30 does not exist that night: read as 03:30 EDT.
    expect(new Date(zonedInstant("2026-03-08", 150, "America/Toronto")).toISOString()).toBe("2026-03-08T07:30:00.000Z");
    // 01:30 happens twice in November: the first time.
    expect(new Date(zonedInstant("2026-11-01", 90, "America/Toronto")).toISOString()).toBe("2026-11-01T05:30:00.000Z");
    expect(new Date(zonedInstant("2026-10-25", 150, "Europe/Paris")).toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(localDate(Date.parse("2026-11-25T04:59:00Z"), "America/Toronto")).toBe("2026-11-24");
  });
});
