// The scheduler's timer (lib/content/schedules.ts): how long it waits for the next due time.
import { describe, expect, it } from "vitest";
import { dueInstant, timerDelay } from "@/lib/content/schedules";

describe("the scheduler's timer", () => {
  const now = Date.parse("2026-11-27T12:00:00Z");

  it("waits exactly until a due time within the minute, and not at all for one already due", () => {
    expect(timerDelay(now + 1234, now)).toBe(1234);
    expect(timerDelay(now, now)).toBe(0);
    expect(timerDelay(now - 5000, now)).toBe(0);
  });

  it("looks again within a minute for a time far off, or when nothing waits", () => {
    expect(timerDelay(now + 30 * 86_400_000, now)).toBe(60_000);
    expect(timerDelay(null, now)).toBe(60_000);
  });

  it("never waits past the due time, whatever the gap", () => {
    for (let gap = 0; gap < 200_000; gap += 977) {
      const delay = timerDelay(now + gap, now);
      expect(delay).toBeLessThanOrEqual(gap);
      expect(delay).toBeGreaterThanOrEqual(Math.min(gap, 60_000));
    }
  });
});

describe("an entered time", () => {
  it("is exact with an offset, and read in the zone without one", () => {
    expect(dueInstant("2026-06-01T09:00-04:00", "Europe/Paris")).toBe(Date.parse("2026-06-01T13:00:00Z"));
    expect(dueInstant("2026-06-01T09:00", "America/Vancouver")).toBe(Date.parse("2026-06-01T16:00:00Z"));
    expect(dueInstant("2026-06-01T09:00:30Z", "America/Toronto")).toBe(Date.parse("2026-06-01T09:00:30Z"));
  });

  it("takes a time skipped by spring forward an hour later, and a repeated one at its first occurrence", () => {
    expect(dueInstant("2026-03-08T02:30", "America/Toronto")).toBe(Date.parse("2026-03-08T07:30:00Z"));
    expect(dueInstant("2026-11-01T01:30", "America/Toronto")).toBe(Date.parse("2026-11-01T05:30:00Z"));
  });
});
