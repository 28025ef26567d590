import "server-only";
import type * as z from "zod/mini";
import { describeDatabaseError } from "@/db/connect";
import { handle, jsonError, parseJsonBody } from "@/lib/api";
import { fieldErrorsIn, requestLocale } from "@/lib/i18n/forms";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import { rateLimit, siteWideLeadLimit } from "@/lib/leads/rate-limit";
import { logger } from "@/lib/server/log.mjs";
import { bookingSchema, manageSchema } from "@/lib/validations/booking";
import {
  bookMeeting,
  BookingError,
  cancelByToken,
  manageView,
  meetingOfToken,
  offerForToken,
  publicView,
  rescheduleByToken,
  rescheduleSlots,
  viewOf,
  type Slot,
} from "./booking";
import "./emails";
import { invitationOf } from "./invitations";

// The booking API's HTTP side (app/api/meetings/...: each route file is one line): the same checks as
// the lead forms (the client's rate limit, Origin, JSON and its size, the schema, the site-wide
// ceiling), a refusal in the visitor's language (a field's under `errors`, else `error`; a taken time
// with the fresh `slots`), and never a 500: a database that cannot answer is a 503 to retry.

const NO_STORE = { "Cache-Control": "private, no-store" };
const json = (body: unknown, status = 200) => Response.json(body, { status, headers: NO_STORE });

async function refusal(error: unknown, locale: Locale, fresh: () => Promise<Slot[]>): Promise<Response> {
  if (!(error instanceof BookingError)) {
    logger.error({ reason: describeDatabaseError(error) }, "a booking could not be answered");
    return jsonError(503, "We could not book that time just now: please try again in a moment", { headers: { "Retry-After": "30", ...NO_STORE } });
  }
  if (error.field) return json({ errors: fieldErrorsIn(locale, { [error.field]: { message: error.key } }) }, error.status);
  const errors = messagesOf(locale, "booking").errors;
  const message = Object.hasOwn(errors, error.key) ? errors[error.key as keyof typeof errors] : error.key;
  if (error.status === 409 && error.key === "taken") return json({ error: message, slots: await fresh().catch(() => []) }, 409);
  return json({ error: message }, error.status);
}

const notFound = (locale: Locale) => json({ error: messagesOf(locale, "booking").errors.notFound }, 404);

// GET /api/meetings/slots?token= - the open slots of the token's lead, 14 days ahead.
export const slotsEndpoint = handle(async (request: Request) => {
  const url = new URL(request.url);
  const locale = requestLocale(request, { locale: url.searchParams.get("locale") });
  try {
    const offer = await offerForToken(url.searchParams.get("token"));
    if (!offer) return notFound(locale);
    return json({ slots: offer.slots, rep: offer.rep, booked: offer.booked ? publicView(offer.booked) : null });
  } catch (error) {
    return refusal(error, locale, async () => []);
  }
});

async function guarded<S extends z.ZodMiniType>(request: Request, endpoint: string, schema: S): Promise<Response | { data: z.output<S> }> {
  const limited = await rateLimit(request, endpoint);
  if (limited) return limited;
  const body = await parseJsonBody(request, schema);
  if (!body.ok) return body.response;
  const full = await siteWideLeadLimit();
  if (full) return full;
  return { data: body.data };
}

// POST /api/meetings - book a slot for the token's lead.
export const bookEndpoint = handle(async (request: Request) => {
  let locale: Locale = requestLocale(request);
  try {
    const parsed = await guarded(request, "/api/meetings", bookingSchema);
    if (parsed instanceof Response) return parsed;
    const { data } = parsed;
    locale = requestLocale(request, data);
    try {
      const meeting = await bookMeeting({ token: data.token, start: data.start, timeZone: data.timeZone, locale, channel: data.channel ?? "dialog" });
      return json({ meeting: publicView(meeting) }, 201);
    } catch (error) {
      return refusal(error, locale, async () => (await offerForToken(data.token))?.slots ?? []);
    }
  } catch (error) {
    return refusal(error, locale, async () => []);
  }
});

type TokenRoute = { params: Promise<{ token: string }> };

// GET /api/meetings/{token} - the meeting, and the times it may move to.
export const manageGetEndpoint = handle(async (request: Request, route: TokenRoute) => {
  const locale = requestLocale(request, { locale: new URL(request.url).searchParams.get("locale") });
  try {
    const view = await manageView((await route.params).token);
    return view ? json({ meeting: publicView(view.meeting), slots: view.slots }) : notFound(locale);
  } catch (error) {
    return refusal(error, locale, async () => []);
  }
});

// POST /api/meetings/{token} - reschedule or cancel.
export const managePostEndpoint = handle(async (request: Request, route: TokenRoute) => {
  let locale: Locale = requestLocale(request);
  const { token } = await route.params;
  try {
    const parsed = await guarded(request, "/api/meetings/manage", manageSchema);
    if (parsed instanceof Response) return parsed;
    const { data } = parsed;
    locale = requestLocale(request, data);
    try {
      const meeting = data.action === "reschedule" ? await rescheduleByToken(token, data.start) : await cancelByToken(token, data.reason || null);
      return json({ meeting: publicView(meeting) });
    } catch (error) {
      return refusal(error, locale, async () => {
        const meeting = await meetingOfToken(token);
        return meeting ? rescheduleSlots(meeting) : [];
      });
    }
  } catch (error) {
    return refusal(error, locale, async () => []);
  }
});

// GET /api/meetings/{token}/ics - the invitation as a file, as the e-mails attach it.
export const icsEndpoint = handle(async (request: Request, route: TokenRoute) => {
  const meeting = await meetingOfToken((await route.params).token);
  if (!meeting) return notFound(requestLocale(request));
  const { content } = invitationOf(await viewOf(meeting));
  return new Response(content, {
    headers: { "Content-Type": "text/calendar; charset=utf-8; method=REQUEST", "Content-Disposition": 'attachment; filename="invite.ics"', ...NO_STORE },
  });
});
