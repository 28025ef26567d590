// lib/i18n/format.ts's French forms that Intl does not write itself: « 1er » on the first of the
// month in every date, opening hours in French (« lun.-ven. 9 h-17 h »), the straight apostrophe.
import { describe, expect, it } from "vitest";
import { parseClock } from "@/components/staff/time-input";
import { visitorLanguage } from "@/lib/i18n/visitor-language";
import { formatCalendarDay, formatClock, formatDate, formatDateTime, formatDay, formatTimeZoneName, formatWeeklyHours } from "@/lib/i18n/format";

const zone = "America/Toronto";
// Monday to Friday, 9:00 to 17:00 (minutes after midnight), as lib/leads/business-time.ts parses it.
const weekdays = [[], [[540, 1020]], [[540, 1020]], [[540, 1020]], [[540, 1020]], [[540, 1020]], []] as [number, number][][];

describe("French dates", () => {
  it("write the first of the month « 1er », in every formatter", () => {
    expect(formatDate("fr", "2024-10-01")).toBe("1er octobre 2024");
    expect(formatDay("fr", "2026-12-01T17:00:00Z", zone)).toBe("1er déc. 2026");
    expect(formatDateTime("fr", "2026-12-01T23:32:00Z", zone)).toBe("1er déc. 2026, 18 h 32 HNE");
    expect(formatCalendarDay("fr", "2027-06-01", { weekday: "short", day: "numeric" })).toBe("mar. 1er");
    expect(formatDay("fr", "2027-06-01T16:00:00Z", zone, { dateStyle: "long" })).toBe("1er juin 2027");
  });

  it("leave the other days, and English, as Intl writes them", () => {
    expect(formatDate("fr", "2024-10-11")).toBe("11 octobre 2024");
    expect(formatDate("fr", "2024-10-21")).toBe("21 octobre 2024");
    expect(formatDate("fr", "2024-10-31")).toBe("31 octobre 2024");
    expect(formatDate("en", "2024-10-01")).toBe("October 1, 2024");
  });
});

describe("opening hours", () => {
  it("are written the French way, not as the BUSINESS_HOURS setting", () => {
    expect(formatWeeklyHours("fr", weekdays)).toBe("lun.-ven. 9\u00a0h-17\u00a0h");
    expect(formatWeeklyHours("en", weekdays)).toMatch(/^Mon–Fri 9\sa\.m\.–5\sp\.m\.$/u);
  });

  it("group days with the same hours, with half hours and several intervals", () => {
    const week = [
      [],
      [
        [510, 720],
        [780, 1050],
      ],
      [
        [510, 720],
        [780, 1050],
      ],
      [[540, 1020]],
      [[540, 1020]],
      [[540, 1020]],
      [[600, 840]],
    ] as [number, number][][];
    expect(formatWeeklyHours("fr", week)).toBe(
      "lun.-mar. 8\u00a0h\u00a030-12\u00a0h, 13\u00a0h-17\u00a0h\u00a030\u202f; mer.-ven. 9\u00a0h-17\u00a0h\u202f; sam. 10\u00a0h-14\u00a0h",
    );
    expect(formatClock("fr", 1440)).toBe("24\u00a0h");
  });

  it("name the zone with the straight apostrophe the workspace writes", () => {
    expect(formatTimeZoneName("fr", zone)).toBe("heure de l'Est");
  });
});

describe("times typed in the workspace", () => {
  it("read a time as a person types it in either language, as the HH:MM the server reads", () => {
    for (const [typed, clock] of [
      ["14 h 30", "14:30"],
      ["14\u00a0h\u00a030", "14:30"],
      ["14h30", "14:30"],
      ["9 h", "09:00"],
      ["09:00", "09:00"],
      ["2:30 p.m.", "14:30"],
      ["2 pm", "14:00"],
      ["12 a.m.", "00:00"],
    ] as const)
      expect(parseClock(typed), typed).toBe(clock);
    for (const garbage of ["", "14", "25 h", "14 h 75", "13 p.m.", "midi"]) expect(parseClock(garbage), garbage).toBeNull();
  });
});

describe("the sign-in page's language, before any account is known", () => {
  it("is the one asked for, else the one chosen on the site, else the browser's first, else English", () => {
    expect(visitorLanguage({ asked: "fr", cookie: "en", acceptLanguage: "en-CA" })).toBe("fr");
    expect(visitorLanguage({ asked: "de", cookie: "fr", acceptLanguage: "en-CA" })).toBe("fr");
    expect(visitorLanguage({ acceptLanguage: "fr-CA,fr;q=0.9,en;q=0.8" })).toBe("fr");
    expect(visitorLanguage({ acceptLanguage: "en-CA,fr;q=0.9" })).toBe("en");
    expect(visitorLanguage({})).toBe("en");
  });
});
