import "server-only";
import ICAL from "ical.js";
import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { staffAvailability } from "@/db/schema";
import { outbound } from "@/lib/http/outbound";
import { logger } from "@/lib/server/log.mjs";
import { isTimeZone, zonedInstant } from "@/lib/time-zones";
import { availabilityOf } from "./availability";
import "./emails";
import { WINDOW_DAYS } from "./slots";

// A rep's own calendar, read from its ICS feed (the "secret address" Google Calendar and Outlook
// give): fetched every few minutes by whichever instance claims it, with a timeout and a size limit,
// parsed with ical.js (RRULE recurrences with EXDATE and moved occurrences, all-day events, time
// zones from the feed's VTIMEZONE or an IANA TZID), and its busy times within the booking window kept
// in the rep's staff_availability row: the last good copy every instance reads. A fetch that fails
// keeps that copy and records why, which the rep's availability page shows.

export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_BYTES = 2 * 1024 * 1024;
const REFRESH_MS = 5 * 60_000;
const SWEEP_MS = 60_000;
const CLAIM_MS = 2 * 60_000;
const MAX_OCCURRENCES = 5_000;

// Why a feed could not be read: a key of the staff catalogue's availability.feedErrors.
export type FeedProblem = "feedAddress" | "feedBlocked" | "feedUnreachable" | "feedStatus" | "feedTooLarge" | "feedInvalid";
export class FeedError extends Error {
  constructor(
    readonly problem: FeedProblem,
    readonly detail = "",
  ) {
    super(`${problem}${detail ? `: ${detail}` : ""}`);
  }
}

// webcal:// is how calendars hand out a subscription; it is fetched over https.
export function feedAddress(text: string): URL {
  let url: URL;
  try {
    url = new URL(text.trim().replace(/^webcals?:\/\//i, "https://"));
  } catch {
    throw new FeedError("feedAddress");
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new FeedError("feedAddress");
  return url;
}

// The feed's text: a public address only (lib/http/outbound.ts: a rep's address must not make the site
// a scanner of its own network), within the time and size limits.
export async function fetchFeed(address: string): Promise<string> {
  const url = feedAddress(address);
  const answer = await outbound(url.href, { timeoutMs: FEED_TIMEOUT_MS, maxBytes: FEED_MAX_BYTES, headers: { accept: "text/calendar, */*;q=0.5" } });
  if ("error" in answer) {
    const { error } = answer;
    throw new FeedError(
      error === "tooLarge" ? "feedTooLarge" : error === "blocked" ? "feedBlocked" : error === "invalid" ? "feedAddress" : "feedUnreachable",
      error,
    );
  }
  if (answer.status < 200 || answer.status >= 300) throw new FeedError("feedStatus", String(answer.status));
  return answer.body.toString("utf8");
}

const pad = (n: number) => String(n).padStart(2, "0");

// The instant an iCalendar time names: UTC, a zone the feed describes (VTIMEZONE) or Intl knows
// (an IANA TZID), else the rep's own zone (a floating time; an all-day date starts at the rep's midnight).
function instantOf(time: ICAL.Time, repZone: string, known: Set<string>): number {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  if (time.isDate) return zonedInstant(date, 0, repZone);
  const tzid = time.zone?.tzid;
  if (tzid === "UTC" || tzid === "Z") return Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const minutes = time.hour * 60 + time.minute + time.second / 60;
  if (tzid && known.has(tzid)) return time.toUnixTime() * 1000;
  if (tzid && isTimeZone(tzid)) return zonedInstant(date, minutes, tzid);
  return zonedInstant(date, minutes, repZone);
}

const busyEvent = (component: ICAL.Component) =>
  String(component.getFirstPropertyValue("transp") ?? "OPAQUE").toUpperCase() !== "TRANSPARENT" &&
  String(component.getFirstPropertyValue("status") ?? "").toUpperCase() !== "CANCELLED";

// The busy times of a feed between `from` and `to`, sorted. Throws FeedError("feedInvalid") for text
// that is not a calendar.
export function busyTimes(text: string, repZone: string, from: number, to: number): [number, number][] {
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new FeedError("feedInvalid", String((error as Error).message ?? error).slice(0, 200));
  }
  if (calendar.name !== "vcalendar") throw new FeedError("feedInvalid");
  const known = new Set<string>();
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    const tz = new ICAL.Timezone(zone);
    ICAL.TimezoneService.register(tz, tz.tzid);
    known.add(tz.tzid);
  }
  const events = calendar.getAllSubcomponents("vevent");
  const masters = new Map<string, ICAL.Event>();
  for (const component of events) {
    if (component.hasProperty("recurrence-id")) continue;
    masters.set(String(component.getFirstPropertyValue("uid") ?? masters.size), new ICAL.Event(component));
  }
  for (const component of events) {
    if (!component.hasProperty("recurrence-id")) continue;
    masters.get(String(component.getFirstPropertyValue("uid")))?.relateException(new ICAL.Event(component));
  }
  const busy: [number, number][] = [];
  const add = (start: ICAL.Time, end: ICAL.Time | null, component: ICAL.Component) => {
    if (!busyEvent(component)) return;
    const a = instantOf(start, repZone, known);
    // An all-day event without an end is one day; a timed one without an end, a moment.
    const b = end ? instantOf(end, repZone, known) : start.isDate ? a + 86_400_000 : a;
    if (b > from && a < to && b > a) busy.push([a, b]);
  };
  for (const event of masters.values()) {
    if (!event.startDate) continue;
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate, event.component);
      continue;
    }
    const iterator = event.iterator();
    for (let i = 0, next = iterator.next(); next && i < MAX_OCCURRENCES; i++, next = iterator.next()) {
      if (instantOf(next, repZone, known) >= to) break;
      const details = event.getOccurrenceDetails(next);
      add(details.startDate, details.endDate, details.item.component);
    }
  }
  return busy.sort((x, y) => x[0] - y[0]);
}

// Fetches a rep's feed now and keeps what it read, or the failure beside the last good copy. Answers
// the failure, if any.
export async function refreshFeed(staffId: string, now = Date.now()): Promise<FeedError | null> {
  const db = getDb();
  const rep = await availabilityOf(staffId);
  if (!rep?.feedUrl) return null;
  const at = new Date(now).toISOString();
  try {
    const busy = busyTimes(await fetchFeed(rep.feedUrl), rep.timeZone, now - 86_400_000, now + (WINDOW_DAYS + 2) * 86_400_000);
    await db
      .update(staffAvailability)
      .set({ feedBusy: JSON.stringify(busy), feedFetchedAt: at, feedError: null, feedErrorAt: null, feedClaimedUntil: null })
      .where(eq(staffAvailability.staffId, staffId));
    return null;
  } catch (error) {
    const failure = error instanceof FeedError ? error : new FeedError("feedInvalid", String((error as Error).message ?? error).slice(0, 200));
    await db
      .update(staffAvailability)
      .set({ feedError: failure.message.slice(0, 300), feedErrorAt: at, feedClaimedUntil: null })
      .where(eq(staffAvailability.staffId, staffId));
    logger.warn({ staffId, reason: failure.message }, "a calendar feed could not be read");
    return failure;
  }
}

// One feed due for a refresh (none fetched or failed in the last REFRESH_MS), claimed for this
// instance by a conditional update, so two instances never fetch it together.
async function claimDueFeed(now: number): Promise<string | null> {
  const before = new Date(now - REFRESH_MS).toISOString();
  const [row] = await getDb()
    .update(staffAvailability)
    .set({ feedClaimedUntil: new Date(now + CLAIM_MS).toISOString() })
    .where(
      and(
        sql`${staffAvailability.staffId} = (select s.staff_id from staff_availability s where s.feed_url is not null
          and coalesce(s.feed_fetched_at, '') < ${before} and coalesce(s.feed_error_at, '') < ${before}
          and coalesce(s.feed_claimed_until, '') < ${new Date(now).toISOString()} limit 1)`,
        isNotNull(staffAvailability.feedUrl),
        or(isNull(staffAvailability.feedClaimedUntil), lt(staffAvailability.feedClaimedUntil, new Date(now).toISOString())),
      ),
    )
    .returning({ staffId: staffAvailability.staffId });
  return row?.staffId ?? null;
}

let timer: NodeJS.Timeout | undefined;
let stopping = false;

export async function refreshDueFeeds(now = Date.now()): Promise<number> {
  let done = 0;
  for (let id = await claimDueFeed(now); id && !stopping && done < 50; id = await claimDueFeed(now)) {
    await refreshFeed(id, now);
    done++;
  }
  return done;
}

export function startFeedRefresh(onError: (error: unknown) => void): void {
  const sweep = () => void refreshDueFeeds().catch(onError);
  sweep();
  timer = setInterval(sweep, SWEEP_MS);
  timer.unref();
}

export function stopFeedRefresh(): void {
  stopping = true;
  clearInterval(timer);
}
