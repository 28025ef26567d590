// A calendar day as the workspace takes one in a filter or a schedule ("2026-11-25"): a real day
// (2026-02-30 is refused, not rolled over) from FIRST_DAY to LAST_DAY. The site's date arithmetic
// is made and tested for that range; a day past either end is a typo or a probe, never a lead, and
// year 0000 once sent the dashboard into a loop that ended with the process out of memory.
import * as z from "zod/mini";

export const FIRST_DAY = "2000-01-01";
export const LAST_DAY = "2100-12-31";

// Why a text is not a day the workspace takes, as a key of the staff catalogue's "errors", or null.
export function calendarDayProblem(value: string): "badDate" | "dateOutOfRange" | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return "badDate";
  const day = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(day.getTime()) || !day.toISOString().startsWith(value)) return "badDate";
  // Days of this one shape order as text.
  return value < FIRST_DAY || value > LAST_DAY ? "dateOutOfRange" : null;
}

// The field: one issue at most, carrying the range for the message that words it.
export const calendarDay = () =>
  z.string().check(
    z.superRefine((value, ctx) => {
      const problem = calendarDayProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem, input: value, params: { first: FIRST_DAY, last: LAST_DAY } });
    }),
  );
