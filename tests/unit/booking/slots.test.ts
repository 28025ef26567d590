// The open demo slots (lib/booking/slots.ts): a rep's hours in their own zone, their province's
// holidays, days off, buffers, minimum notice, the daily cap, busy time, across clock changes.
import { describe, expect, it } from "vitest";
import { parseBusinessHours } from "@/lib/leads/business-time";
import { openSlots, repSlots, slotProblem, type RepCalendar } from "@/lib/booking/slots";
import { localParts, zonedInstant } from "@/lib/time-zones";

const rep = (over: Partial<RepCalendar> = {}): RepCalendar => ({
  id: "rep",
  timeZone: "America/Toronto",
  week: parseBusinessHours("Mon-Fri 09:00-17:00"),
  province: "ON",
  daysOff: new Set(),
  bufferMinutes: 0,
  noticeMinutes: 120,
  dailyCap: 6,
  busy: [],
  meetings: [],
  ...over,
});

const free = (r: RepCalendar, now: number) =>
  repSlots(r, now)
    .filter((s) => !s.refusal)
    .map((s) => s.start);
const at = (date: string, hhmm: string, zone = "America/Toronto") => zonedInstant(date, Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3)), zone);
const onDay = (starts: number[], date: string, zone = "America/Toronto") =>
  starts.filter((t) => {
    const p = localParts(t, zone);
    return `${p.year}-${String(p.month).padStart(2, "0")}-${String(p.day).padStart(2, "0")}` === date;
  });

// Monday 2026-11-16, 07:00 in Toronto.
const monday = at("2026-11-16", "07:00");

describe("a rep's open slots", () => {
  it("are 30 minutes apart in the rep's hours, 16 a day, weekdays only, within 14 days", () => {
    const starts = free(rep(), monday);
    expect(onDay(starts, "2026-11-16")).toHaveLength(16);
    expect(onDay(starts, "2026-11-16")[0]).toBe(at("2026-11-16", "09:00"));
    expect(onDay(starts, "2026-11-16").at(-1)).toBe(at("2026-11-16", "16:30"));
    expect(onDay(starts, "2026-11-21")).toEqual([]);
    expect(Math.max(...starts)).toBeLessThan(monday + 14 * 86_400_000);
    expect(starts).toHaveLength(10 * 16);
  });

  it("show a Vancouver prospect the Toronto rep's 09:00 as 06:00, and nothing before it", () => {
    const june = at("2026-06-15", "07:00");
    const first = onDay(free(rep(), june), "2026-06-16")[0]!;
    expect(localParts(first, "America/Vancouver")).toMatchObject({ hour: 6, minute: 0 });
    expect(localParts(first, "America/Halifax")).toMatchObject({ hour: 10, minute: 0 });
    // British Columbia keeps UTC-7 all year from November 2026 (tz data 2026c): in winter the
    // Toronto rep's 09:00 is 07:00 in Vancouver.
    expect(localParts(onDay(free(rep(), monday), "2026-11-17")[0]!, "America/Vancouver")).toMatchObject({ hour: 7, minute: 0 });
  });

  it("keep the minimum notice", () => {
    const tenFifteen = at("2026-11-16", "10:15");
    expect(onDay(free(rep({ noticeMinutes: 120 }), tenFifteen), "2026-11-16")[0]).toBe(at("2026-11-16", "12:30"));
    expect(onDay(free(rep({ noticeMinutes: 0 }), tenFifteen), "2026-11-16")[0]).toBe(at("2026-11-16", "10:30"));
  });

  it("close the rep's province's statutory holidays, and not another province's", () => {
    // Remembrance Day, Wednesday 2026-11-11: a holiday in British Columbia, not in Ontario.
    const before = at("2026-11-09", "07:00");
    expect(onDay(free(rep({ province: "ON" }), before), "2026-11-11")).toHaveLength(16);
    expect(onDay(free(rep({ province: "BC", timeZone: "America/Vancouver" }), before), "2026-11-11", "America/Vancouver")).toEqual([]);
    // Christmas on a Friday (2026-12-25) and Boxing Day on the Saturday, closed Monday the 28th in Ontario.
    const christmasWeek = at("2026-12-21", "07:00");
    const starts = free(rep(), christmasWeek);
    expect(onDay(starts, "2026-12-25")).toEqual([]);
    expect(onDay(starts, "2026-12-28")).toEqual([]);
    expect(onDay(starts, "2026-12-24")).toHaveLength(16);
  });

  it("close the rep's days off", () => {
    expect(onDay(free(rep({ daysOff: new Set(["2026-11-18"]) }), monday), "2026-11-18")).toEqual([]);
  });

  it("leave out booked meetings with the buffer on both sides, and busy time from the feed", () => {
    const meeting = { start: at("2026-11-17", "10:00"), blockedUntil: at("2026-11-17", "10:45") };
    const day = onDay(free(rep({ bufferMinutes: 15, meetings: [meeting] }), monday), "2026-11-17").map((t) => localParts(t, "America/Toronto"));
    const times = day.map((p) => `${p.hour}:${String(p.minute).padStart(2, "0")}`);
    expect(times).not.toContain("9:30");
    expect(times).not.toContain("10:00");
    expect(times).not.toContain("10:30");
    expect(times).toContain("9:00");
    expect(times).toContain("11:00");
    const busy: [number, number][] = [[at("2026-11-17", "13:00"), at("2026-11-17", "14:00")]];
    const withBusy = onDay(free(rep({ busy }), monday), "2026-11-17");
    expect(withBusy).not.toContain(at("2026-11-17", "13:00"));
    expect(withBusy).not.toContain(at("2026-11-17", "13:30"));
    expect(withBusy).toContain(at("2026-11-17", "14:00"));
  });

  it("stop at the daily cap", () => {
    const meetings = ["09:00", "10:00"].map((t) => ({ start: at("2026-11-17", t), blockedUntil: at("2026-11-17", t) + 30 * 60_000 }));
    expect(onDay(free(rep({ dailyCap: 2, meetings }), monday), "2026-11-17")).toEqual([]);
    expect(onDay(free(rep({ dailyCap: 3, meetings }), monday), "2026-11-17")).toHaveLength(14);
  });

  it("count real time across the clocks' changes", () => {
    // Overnight hours on the night clocks spring forward (2027-03-14): 02:00-03:00 does not exist.
    const night = rep({ week: parseBusinessHours("Sun 00:00-05:00"), province: null, noticeMinutes: 0 });
    const starts = onDay(free(night, at("2027-03-13", "12:00")), "2027-03-14");
    expect(starts).toHaveLength(8);
    for (let i = 1; i < starts.length; i++) expect(starts[i]! - starts[i - 1]!).toBe(30 * 60_000);
    // And fall back (2026-11-01): 01:00-02:00 happens twice, so the night holds 12 slots.
    const autumn = onDay(free(night, at("2026-10-31", "12:00")), "2026-11-01");
    expect(autumn).toHaveLength(12);
  });
});

describe("several reps", () => {
  it("offer a time any of them has free, with who is free", () => {
    const a = rep({ id: "a" });
    const b = rep({ id: "b", meetings: [{ start: at("2026-11-17", "10:00"), blockedUntil: at("2026-11-17", "10:30") }] });
    const ten = openSlots([a, b], monday).find((s) => s.start === at("2026-11-17", "10:00"));
    expect(ten?.reps).toEqual(["a"]);
  });

  it("say why a time is not free: past, too far, closed or taken", () => {
    const b = rep({ meetings: [{ start: at("2026-11-17", "10:00"), blockedUntil: at("2026-11-17", "10:30") }] });
    expect(slotProblem([b], monday - 1, monday)).toBe("past");
    expect(slotProblem([b], monday + 15 * 86_400_000, monday)).toBe("far");
    expect(slotProblem([b], at("2026-11-17", "03:00"), monday)).toBe("closed");
    expect(slotProblem([b], at("2026-11-17", "10:00"), monday)).toBe("taken");
    expect(slotProblem([b], at("2026-11-17", "10:30"), monday)).toBeNull();
  });
});
