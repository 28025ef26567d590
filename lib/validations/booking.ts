// One schema per booking call, shared by the picker and the route handlers (app/api/meetings/...):
// messages are keys of the forms' errors (content/messages/*/forms.json), worded in the visitor's
// language by fieldErrorsIn.
import * as z from "zod/mini";
import { optionalMessage } from "./fields";

const instant = z.string({ error: "chooseSlot" }).check(
  z.maxLength(40, "chooseSlot"),
  z.refine((s) => /^\d{4}-\d{2}-\d{2}T/.test(s) && Number.isFinite(Date.parse(s)), "chooseSlot"),
);
const locale = z.optional(z.enum(["en", "fr"], { error: "Language must be en or fr" }));

// POST /api/meetings: the booking token from the demo request's answer, the chosen start, the zone
// the prospect saw it in.
export const bookingSchema = z.object({
  token: z.string({ error: "chooseSlot" }).check(z.maxLength(300, "chooseSlot")),
  start: instant,
  timeZone: z.string({ error: "badTimeZone" }).check(z.minLength(1, "badTimeZone"), z.maxLength(64, "badTimeZone")),
  locale,
  channel: z.optional(z.enum(["dialog", "chat"], { error: "chooseSlot" })),
});
export type BookingInput = z.input<typeof bookingSchema>;

// POST /api/meetings/{token}: the prospect moves the meeting, or cancels it with a reason of their own.
export const manageSchema = z.discriminatedUnion(
  "action",
  [z.object({ action: z.literal("reschedule"), start: instant, locale }), z.object({ action: z.literal("cancel"), reason: optionalMessage(500), locale })],
  { error: "chooseAction" },
);
export type ManageInput = z.input<typeof manageSchema>;
