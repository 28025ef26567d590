// The schedule API's bodies (issue 40): POST /staff/api/content/articles/{id}/schedule and the list's
// query. Messages are keys of the staff catalogue's errors; the time itself (its form, its range, not
// in the past) and the zone are checked by lib/content/schedules.ts, which reads them in the zone.
import * as z from "zod/mini";

export const scheduleSchema = z.object({
  action: z.enum(["publish", "unpublish"], { error: "chooseScheduleAction" }),
  at: z.string({ error: "badScheduleTime" }).check(z.maxLength(40, "badScheduleTime")),
  timeZone: z.optional(z.string({ error: "chooseTimeZone" }).check(z.maxLength(64, "chooseTimeZone"))),
  withTwin: z.optional(z.boolean({ error: "badWithTwin" })),
});

// The list's filter, a page at a time: at most `limit` (default 100), those after the schedule `after`.
const count = (max: number) => z.coerce.number({ error: "badNumber" }).check(z.int("badNumber"), z.positive("badNumber"), z.lte(max, "tooMany"));
export const scheduleFilterSchema = z.object({
  status: z.optional(z.enum(["pending", "claimed", "done", "failed", "cancelled"], { error: "chooseScheduleStatus" })),
  limit: z.optional(count(500)),
  after: z.optional(count(Number.MAX_SAFE_INTEGER)),
});
export const SCHEDULES_PAGE = 100;

export type ScheduleBody = z.output<typeof scheduleSchema>;
