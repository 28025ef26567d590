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

export const scheduleFilterSchema = z.object({
  status: z.optional(z.enum(["pending", "claimed", "done", "failed", "cancelled"], { error: "chooseScheduleStatus" })),
});

export type ScheduleBody = z.output<typeof scheduleSchema>;
