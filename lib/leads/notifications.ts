import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import { Webhook } from "standardwebhooks";
import { getDb, skipLocked, type Db } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import type { LeadKind, NotificationChannel, NotificationEvent, NotificationSubject } from "@/db/enums";
import {
  articles,
  cities,
  contactMessages,
  contentEvents,
  contentSchedules,
  contentReviews,
  demoRequests,
  leadEvents,
  leadNotifications,
  staffUsers,
  type ContactMessage,
  type DemoRequest,
  type LeadNotification,
} from "@/db/schema";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { businessMinutesBetween } from "@/lib/leads/business-time";
import { escapeUnprintable } from "@/lib/leads/format";
import { routingSettings } from "@/lib/leads/routing";
import { FIRST_RESPONSE_ACTIONS } from "@/lib/leads/statuses";
import { currentRequestId, logger, requestContext } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { inSpan } from "@/lib/ops/spans";
import { absoluteUrl, siteConfig } from "@/lib/site-config";
import { errorText, staffTranslator, type StaffTranslator } from "@/lib/staff/messages";
import { teamTimeZone } from "@/lib/time-zones";

// Notifications about leads, through an outbox: the rows are written in the lead's own
// transaction and delivered afterwards, so a mail server or CRM that is down never loses or delays a
// stored lead; failures are retried with backoff, and a restart delivers whatever is pending.
// Two channels, each on when configured:
// - email: to sales (SMTP_URL and LEADS_NOTIFY_TO), with a link to the lead's page;
// - webhook: to a CRM or automation tool (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET), signed in
//   the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature).
// Events: lead.created once per lead and channel (a unique index holds it), lead.updated when a
// lead the CRM already has is marked spam or rescued, lead.erased when a lead the CRM received is
// erased on a privacy request; by e-mail only, lead.reminder (once per lead, to its owner, else the
// team address) and lead.escalated (once per lead and administrator) when a new lead waits for a
// first response past the administrators' thresholds in business hours (queueReminders).
// Beside the leads: content.published and content.unpublished, once per content event, to their own
// receiver (CONTENT_WEBHOOK_URL, CONTENT_WEBHOOK_SECRET), queued by the publish (lib/content/events.ts);
// content.schedule_failed, by e-mail (SMTP_URL) to the author of a scheduled publish a gate refused
// (lib/content/schedules.ts), its lead_id the schedule's.
// Staff e-mails go to the lead's owner when it has one (else LEADS_NOTIFY_TO), in the recipient's
// workspace language (the team address: English).

export const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

export type LeadType = LeadKind;
// A notification about a lead (the others are about a content event: lib/content/events.ts queues them).
type LeadNotice = LeadNotification & { leadType: LeadKind };
type LeadRef = { leadType: LeadKind; leadId: number };

export function notificationChannels(): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (process.env.SMTP_URL && process.env.LEADS_NOTIFY_TO) channels.push("email");
  if (process.env.LEADS_WEBHOOK_URL && process.env.LEADS_WEBHOOK_SECRET) channels.push("webhook");
  return channels;
}

// A publish or unpublish is posted, signed the same way, to CONTENT_WEBHOOK_URL with CONTENT_WEBHOOK_SECRET
// (a CDN's purge, a chat channel): its own receiver, not the CRM's.
export const contentWebhookEnabled = () => Boolean(process.env.CONTENT_WEBHOOK_URL && process.env.CONTENT_WEBHOOK_SECRET);

// Review e-mails (lib/content/review.ts) need only SMTP_URL: they go to staff accounts.
export const notificationsEnabled = () => notificationChannels().length > 0 || contentWebhookEnabled() || Boolean(process.env.SMTP_URL);

// ---- Messages of other rooms (the meetings' e-mails, lib/booking/emails.ts) ----
// Each is an e-mail row about a subject of its own (its id in lead_id), built when it is sent from its
// subject's state then, by the builder its room registers at start; null: nothing to send any more.
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  // An invitation (text/calendar; method=REQUEST or CANCEL), as calendars read it in the message.
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}
export type MessageBuilder = (notification: LeadNotification) => Promise<OutboxMail | null>;
const builders = new Map<NotificationSubject, MessageBuilder>();

export function registerMessageBuilder(subject: NotificationSubject, build: MessageBuilder): void {
  builders.set(subject, build);
}

// Queues e-mails about a subject in the caller's transaction: each due at its time (a reminder's is
// ahead), to its recipient (a staff account's id, or null: the subject's own person).
export async function queueMessages(
  tx: Db,
  subject: NotificationSubject,
  messages: { id: number; event: NotificationEvent; recipientId: string | null; at: number }[],
): Promise<void> {
  if (messages.length === 0 || !process.env.SMTP_URL) return;
  const requestId = currentRequestId() ?? null;
  await tx.insert(leadNotifications).values(
    messages.map((m) => ({
      leadType: subject,
      leadId: m.id,
      channel: "email" as const,
      event: m.event,
      recipientId: m.recipientId,
      nextAttemptAt: new Date(m.at).toISOString(),
      requestId,
    })),
  );
}

// Drops a subject's messages not sent yet and not being sent (a rescheduled meeting's reminders, an
// erased one's everything), in the caller's transaction; `events` limits it to those.
export async function dropPendingMessages(tx: Db, subject: NotificationSubject, ids: number[], events?: NotificationEvent[]): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .delete(leadNotifications)
    .where(
      and(
        eq(leadNotifications.leadType, subject),
        inArray(leadNotifications.leadId, ids),
        eq(leadNotifications.status, "pending"),
        or(isNull(leadNotifications.claimedUntil), lte(leadNotifications.claimedUntil, new Date().toISOString())),
        events ? inArray(leadNotifications.event, events) : undefined,
      ),
    );
}

// A lead's outbox rows, one per configured channel (a new lead's are written by the lead store, db/leads.ts).
function notificationRows(leadType: LeadType, leadId: number, now: number) {
  const requestId = currentRequestId() ?? null;
  const nextAttemptAt = new Date(now).toISOString();
  return notificationChannels().map((channel) => ({ leadType, leadId, channel, event: "lead.created" as LeadNotification["event"], nextAttemptAt, requestId }));
}

// A lead's spam verdict changed (in the caller's transaction). Rescued from spam: sales and the CRM
// hear of it as of a new lead, unless they already had it; the CRM, which keeps its own copy, is
// told of every later change as lead.updated.
export async function queueSpamChange(tx: Db, leadType: LeadType, leadId: number, rescued: boolean): Promise<void> {
  const created = await tx
    .select({ channel: leadNotifications.channel })
    .from(leadNotifications)
    .where(and(eq(leadNotifications.leadType, leadType), eq(leadNotifications.leadId, leadId), eq(leadNotifications.event, "lead.created")));
  const told = new Set(created.map((r) => r.channel));
  const now = Date.now();
  const rows = notificationRows(leadType, leadId, now).flatMap((row) =>
    !told.has(row.channel) ? (rescued ? [row] : []) : row.channel === "webhook" ? [{ ...row, event: "lead.updated" as const }] : [],
  );
  if (rows.length > 0) await tx.insert(leadNotifications).values(rows).onConflictDoNothing();
}

// Leads about to be erased (in the caller's transaction, before their rows go): the CRM is told
// to erase its copy of each lead it received. Answers how many it will be told of.
export async function queueErasure(tx: Db, leadType: LeadType, leadIds: number[]): Promise<number> {
  if (leadIds.length === 0 || !notificationChannels().includes("webhook")) return 0;
  const received = await tx
    .selectDistinct({ leadId: leadNotifications.leadId })
    .from(leadNotifications)
    .where(
      and(
        eq(leadNotifications.leadType, leadType),
        inArray(leadNotifications.leadId, leadIds),
        eq(leadNotifications.channel, "webhook"),
        eq(leadNotifications.status, "sent"),
      ),
    );
  await tx.delete(leadNotifications).where(and(eq(leadNotifications.leadType, leadType), inArray(leadNotifications.leadId, leadIds)));
  const at = new Date().toISOString();
  if (received.length > 0) {
    await tx.insert(leadNotifications).values(
      received.map((r) => ({
        leadType,
        leadId: r.leadId,
        channel: "webhook" as const,
        event: "lead.erased" as const,
        nextAttemptAt: at,
        requestId: currentRequestId() ?? null,
      })),
    );
  }
  return received.length;
}

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// 30 s, 1 min, 2 min ... up to an hour between attempts (OUTBOX_RETRY_MS sets the first wait).
export function backoffMs(attempts: number): number {
  return Math.min(setting("OUTBOX_RETRY_MS", BACKOFF_BASE_MS) * 2 ** (attempts - 1), BACKOFF_MAX_MS);
}
// A claim covers one notification, and one send can take at most half of it (sendDeadlineMs), so a
// claim is only ever taken over from an instance that died or hung, never from one still working.
const leaseMs = () => setting("OUTBOX_LEASE_MS", 5 * 60_000);
export const sendDeadlineMs = () => Math.min(30_000, Math.floor(leaseMs() / 2));
const sweepMs = () => setting("OUTBOX_SWEEP_MS", 30_000);
// At most this many sends per run; the next run (a kick or the sweep) takes the rest.
const RUN_LIMIT = 50;

type StoredLead = DemoRequest | ContactMessage;

async function loadLead(notification: LeadNotice): Promise<StoredLead | null> {
  const table = notification.leadType === "demo" ? demoRequests : contactMessages;
  const [lead] = await getDb().select().from(table).where(eq(table.id, notification.leadId)).limit(1);
  return lead ?? null;
}

const leadPageUrl = (notification: LeadRef) => absoluteUrl(`/staff/leads/${notification.leadType}/${notification.leadId}`);

// What the site itself says about the lead, then what the visitor sent, last, under its own heading,
// each line behind "| " (the site's own lines stay under 76 characters, so the e-mail goes as plain
// 7-bit text unless the visitor's does not): a message holding "phone: 555-FAKE" lines or a fake workspace link can
// never pass for the e-mail's own lines.
const SITE_FIELDS = new Set([
  "id",
  "createdAt",
  "dedupeKey",
  "ownerId",
  "status",
  "isSpam",
  "spamReason",
  "consent",
  "consentVersion",
  "consentAt",
  "language",
]);

// What a visitor typed, as a subject shows it: one line (controls, line breaks and invisible
// characters become spaces), quotation marks that could pass for ours made plain, at most 40
// characters, inside the language's quotation marks. A name such as "Olivia {hours} Owner: nobody"
// then reads as the visitor's words, not as the e-mail's own.
const SUBJECT_TEXT_MAX = 40;

function subjectText(t: StaffTranslator, text: string): string {
  const line = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, " ")
    .replace(/[“”„«»]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
  const characters = Array.from(line);
  const short =
    characters.length > SUBJECT_TEXT_MAX
      ? `${characters
          .slice(0, SUBJECT_TEXT_MAX - 1)
          .join("")
          .trimEnd()}…`
      : line;
  return t("email.visitorText", { text: short });
}

// The new-lead e-mail, or a reminder or escalation about a lead still waiting for its first
// response, worded in the recipient's language (the staff catalogue's "email" messages).
export function leadMessage(
  notification: LeadRef & Partial<Pick<LeadNotification, "event">>,
  lead: StoredLead,
  language: Locale = "en",
  waiting: { hours?: number; owner?: string | null } = {},
): { subject: string; text: string } {
  const t = staffTranslator(language);
  const kind = t(`email.kinds.${notification.leadType}`);
  const name =
    "company" in lead && lead.company
      ? t("email.company", { name: subjectText(t, lead.name), company: subjectText(t, lead.company) })
      : subjectText(t, lead.name);
  const stored = t("email.stored", { kind, reference: `${notification.leadType}/${lead.id}`, time: formatDateTime(language, lead.createdAt, teamTimeZone()) });
  const work = t("email.work", { url: leadPageUrl(notification) });
  if (notification.event === "lead.reminder" || notification.event === "lead.escalated") {
    const escalated = notification.event === "lead.escalated";
    return {
      subject: t(escalated ? "email.escalatedSubject" : "email.reminderSubject", { kind, name }),
      text: [
        t(escalated ? "email.escalated" : "email.reminder", { hours: waiting.hours ?? 1 }),
        stored,
        t("email.owner", { name: waiting.owner ?? t("email.unassigned") }),
        work,
        "",
      ].join("\n"),
    };
  }
  const quoted = Object.entries(lead)
    .filter(([key, value]) => !SITE_FIELDS.has(key) && value !== null && value !== "")
    .flatMap(([key, value]) => {
      const lines = escapeUnprintable(String(value), "\n\t\u200c\u200d").split("\n");
      return lines.length === 1 ? [`| ${key}: ${lines[0]}`] : [`| ${key}:`, ...lines.map((line) => `|   ${line}`)];
    });
  return {
    subject: t("email.subject", { kind, name }),
    text: [
      stored,
      work,
      t("email.language", { language: lead.language === "fr" ? t("email.languageFrench") : t("email.languageEnglish") }),
      t("email.consent", { answer: lead.consent ? t("email.consentYes", { version: lead.consentVersion ?? "?" }) : t("email.consentNo") }),
      "",
      t("email.quoted"),
      t("email.quotedNote"),
      ...quoted,
      "",
    ].join("\n"),
  };
}

// Who a staff e-mail goes to, and in which language: its recipient (a reminder's, an escalation's),
// else the lead's owner for a new lead; an account that is gone or locked, or none, gives the team
// address (LEADS_NOTIFY_TO), in English. With a reminder's wording: the threshold and the owner's name.
async function staffEmail(notification: LeadNotice, lead: StoredLead): Promise<{ to: string; subject: string; text: string }> {
  const db = getDb();
  const account = async (id: string | null) => {
    if (!id) return null;
    const [user] = await db
      .select({ name: staffUsers.name, email: staffUsers.email, language: staffUsers.language, banned: staffUsers.banned })
      .from(staffUsers)
      .where(eq(staffUsers.id, id))
      .limit(1);
    return user ?? null;
  };
  const reminder = notification.event === "lead.reminder" || notification.event === "lead.escalated";
  const recipient = await account(reminder ? notification.recipientId : lead.ownerId);
  const to =
    recipient && !recipient.banned ? { to: recipient.email, language: recipient.language } : { to: process.env.LEADS_NOTIFY_TO!, language: "en" as const };
  if (!reminder) return { to: to.to, ...leadMessage(notification, lead, to.language) };
  const settings = await routingSettings();
  const minutes = notification.event === "lead.escalated" ? settings.escalateAfterMinutes : settings.remindAfterMinutes;
  const owner = lead.ownerId === notification.recipientId ? recipient : await account(lead.ownerId);
  return { to: to.to, ...leadMessage(notification, lead, to.language, { hours: minutes / 60, owner: owner?.name ?? null }) };
}

// The webhook's body: the lead as the visitor sent it, where it came from and its consent record,
// with a stable message id (a receiver drops a retried duplicate): lead.created is one per lead.
async function deliverWebhook(notification: LeadNotice, lead: StoredLead | null, signal: AbortSignal): Promise<void> {
  // The duplicate hash and the owner are the workspace's own business, not the CRM's.
  const fields = lead ? Object.fromEntries(Object.entries(lead).filter(([key]) => key !== "dedupeKey" && key !== "ownerId")) : { id: notification.leadId };
  const data =
    notification.event === "lead.erased"
      ? { kind: notification.leadType, id: notification.leadId }
      : { kind: notification.leadType, url: leadPageUrl(notification), ...fields };
  const body = JSON.stringify({ type: notification.event, timestamp: new Date().toISOString(), data });
  const id =
    notification.event === "lead.created"
      ? `msg_lead_${notification.leadType}_${notification.leadId}`
      : `msg_${notification.event.replace(".", "_")}_${notification.id}`;
  await postSigned(process.env.LEADS_WEBHOOK_URL!, process.env.LEADS_WEBHOOK_SECRET!, { id, body, requestId: notification.requestId }, signal);
}

// content.published / content.unpublished: the event, and the public addresses it changed (the page
// itself first), once per event (its message id).
async function deliverContentWebhook(notification: LeadNotification, signal: AbortSignal): Promise<void> {
  const [event] = await getDb().select().from(contentEvents).where(eq(contentEvents.id, notification.leadId)).limit(1);
  if (!event) return;
  const data = { event: event.id, kind: event.docKind, id: event.docId, at: event.createdAt, urls: event.paths.map((p) => absoluteUrl(p)) };
  const body = JSON.stringify({ type: notification.event, timestamp: new Date().toISOString(), data });
  const signed = { id: `msg_content_${event.id}`, body, requestId: notification.requestId };
  await postSigned(process.env.CONTENT_WEBHOOK_URL!, process.env.CONTENT_WEBHOOK_SECRET!, signed, signal);
}

// content.schedule_failed: to the schedules' author in their workspace language, one e-mail for every
// failure that joined the notice before it went out (lib/content/schedules.ts): for each, when it was
// due, why, each problem the gates found and the article's editor; nothing for an account gone or locked.
async function scheduleFailedEmail(notification: LeadNotification): Promise<{ to: string; subject: string; text: string } | null> {
  const db = getDb();
  const joined = await db.select().from(contentSchedules).where(eq(contentSchedules.noticeId, notification.id)).orderBy(asc(contentSchedules.dueAt));
  // A notice queued before notices were shared names its one schedule.
  const schedules = joined.length > 0 ? joined : await db.select().from(contentSchedules).where(eq(contentSchedules.id, notification.leadId)).limit(1);
  const [author] = await db
    .select({ email: staffUsers.email, language: staffUsers.language, banned: staffUsers.banned, timeZone: staffUsers.timeZone })
    .from(staffUsers)
    .where(eq(staffUsers.id, notification.recipientId ?? ""))
    .limit(1);
  if (schedules.length === 0 || !author || author.banned) return null;
  const titles = new Map(
    (
      await db
        .select({ id: articles.id, title: articles.title })
        .from(articles)
        .where(
          inArray(
            articles.id,
            schedules.map((s) => s.docId),
          ),
        )
    ).map((a) => [a.id, a.title]),
  );
  const t = staffTranslator(author.language);
  const title = (schedule: (typeof schedules)[number]) => subjectText(t, titles.get(schedule.docId) ?? `#${schedule.docId}`);
  // A French rule's advice comes in both languages (lib/content/gates.ts): the author's.
  const params = (p: { params?: Record<string, string | number> }) => ({ ...p.params, advice: p.params?.[`advice.${author.language}`] ?? "" });
  const failure = (schedule: (typeof schedules)[number]) => [
    t(`email.scheduleFailed.${schedule.action}`, { time: formatDateTime(author.language, schedule.dueAt, author.timeZone ?? schedule.timeZone) }),
    errorText(t, schedule.failure?.reason ?? "publishRefused"),
    ...(schedule.failure?.problems ?? []).map((p) => `- ${t(`gates.${p.code}` as Parameters<StaffTranslator>[0], params(p) as never)}`),
    "",
    t("email.scheduleFailedFix", { url: absoluteUrl(`/staff/content/articles/${schedule.docId}`) }),
    "",
  ];
  const [only] = schedules;
  if (schedules.length === 1)
    return { to: author.email, subject: t(`email.scheduleFailedSubject.${only!.action}`, { title: title(only!) }), text: failure(only!).join("\n") };
  return {
    to: author.email,
    subject: t("email.scheduleFailedManySubject", { count: schedules.length }),
    text: [t("email.scheduleFailedMany", { count: schedules.length }), "", ...schedules.flatMap((schedule) => [title(schedule), ...failure(schedule)])].join(
      "\n",
    ),
  };
}

// content.review_*: a review's e-mail (lib/content/review.ts queues it) to its recipient, in their
// language: a submission to an administrator, a decision to the author. Null when either is gone.
async function reviewEmail(notification: LeadNotification): Promise<{ to: string; subject: string; text: string } | null> {
  const db = getDb();
  const [review] = await db.select().from(contentReviews).where(eq(contentReviews.id, notification.leadId)).limit(1);
  const people = review
    ? await db
        .select()
        .from(staffUsers)
        .where(
          inArray(
            staffUsers.id,
            [notification.recipientId, review.submittedBy, review.decidedBy].filter((id): id is string => id !== null),
          ),
        )
    : [];
  const recipient = people.find((p) => p.id === notification.recipientId);
  if (!review || !recipient || recipient.banned) return null;
  const doc = await reviewedDocument(review);
  const name = (id: string | null) => people.find((p) => p.id === id)?.name ?? "—";
  const kind = notification.event === "content.review_submitted" ? "submitted" : notification.event === "content.review_approved" ? "approved" : "returned";
  const values = {
    title: doc?.title ?? `#${review.docId}`,
    revision: review.revision,
    author: name(review.submittedBy),
    reviewer: name(review.decidedBy),
    url: absoluteUrl(kind === "submitted" || !doc ? "/staff/content/reviews" : doc.path),
  };
  const t = staffTranslator(recipient.language);
  // The reviewer's comment is their own words: quoted under a heading, each line behind "| ", as a
  // visitor's are in a lead's e-mail, so a comment can never pass for the e-mail's own lines.
  const comment =
    kind === "returned" && review.comment
      ? [
          "",
          t("content.review.mail.comment"),
          ...escapeUnprintable(review.comment, "\n\t\u200c\u200d")
            .split("\n")
            .map((line) => `| ${line}`),
        ]
      : [];
  return {
    to: recipient.email,
    subject: t(`content.review.mail.${kind}Subject`, values),
    text: [t(`content.review.mail.${kind}`, values), ...comment, "", values.url, ""].join("\n"),
  };
}

// A review's document as its e-mails name it: an article's title, or a city page's city in its language.
async function reviewedDocument(review: typeof contentReviews.$inferSelect): Promise<{ title: string; path: string } | null> {
  const db = getDb();
  if (review.docKind === "article") {
    const [article] = await db.select({ title: articles.title }).from(articles).where(eq(articles.id, review.docId)).limit(1);
    return article ? { title: article.title, path: `/staff/content/articles/${review.docId}` } : null;
  }
  const [city] = await db.select().from(cities).where(eq(cities.id, review.docId)).limit(1);
  if (!city) return null;
  // The French page's name of the city is in its French words (Montréal), else the English one.
  let french: unknown = null;
  try {
    if (review.locale === "fr") french = (JSON.parse(city.contentFr) as { cityName?: unknown }).cityName;
  } catch {
    // not JSON: the English name
  }
  return { title: typeof french === "string" && french ? french : city.cityName, path: `/staff/content/cities/${city.slug}` };
}

// A POST signed in the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature).
async function postSigned(url: string, secret: string, message: { id: string; body: string; requestId: string | null }, signal: AbortSignal) {
  const at = new Date();
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": `${siteConfig.name.replace(/\s/g, "")}-Webhooks/1`,
      "webhook-id": message.id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(secret).sign(message.id, at, message.body),
      // The receiver's logs can name the request the notification came from, as ours do.
      ...(message.requestId ? { "X-Request-Id": message.requestId } : {}),
    },
    body: message.body,
    redirect: "manual",
    signal,
  });
  if (!response.ok) throw new Error(`The webhook endpoint answered ${response.status}`);
}

// Claims the next due notification (a lead's before any content's, then the oldest) until now + lease,
// in one statement: on PostgreSQL a row another instance holds is skipped, so with N instances each
// notification has one sender at a time.
async function claimNext(now: number): Promise<LeadNotification | null> {
  const db = getDb();
  const at = new Date(now).toISOString();
  const due = skipLocked(
    db
      .select({ id: leadNotifications.id })
      .from(leadNotifications)
      .where(
        and(
          eq(leadNotifications.status, "pending"),
          lte(leadNotifications.nextAttemptAt, at),
          or(isNull(leadNotifications.claimedUntil), lte(leadNotifications.claimedUntil, new Date().toISOString())),
        ),
      )
      // Lead notifications first: a new lead's e-mail never waits behind the workspace's content mail
      // (a thousand refused schedules once held a demo request's e-mail back 34 s).
      .orderBy(sql`case when ${leadNotifications.leadType} = 'content' then 1 else 0 end`, asc(leadNotifications.id))
      .limit(1),
  );
  const [claimed] = await db
    .update(leadNotifications)
    .set({ claimedUntil: new Date(Date.now() + leaseMs()).toISOString() })
    .where(inArray(leadNotifications.id, due))
    .returning();
  return claimed ?? null;
}

let running: Promise<number> | null = null;
let queued: Promise<number> | null = null;

// Delivers every due notification once; resolves with how many went out. Never throws. A call while
// a run is in flight queues one more run after it (rows committed meanwhile are not left for the
// next sweep); any number of such calls share that one queued run.
export function processOutbox(now?: number): Promise<number> {
  if (!running) {
    running = sendDue(now ?? Date.now())
      .catch((error: unknown) => {
        logger.error({ reason: describeDatabaseError(error) }, "the outbox could not run");
        return 0;
      })
      .finally(() => {
        running = null;
      });
    return running;
  }
  queued ??= running.then(() => {
    queued = null;
    return processOutbox(now);
  });
  return queued;
}

// Rejects when work has not finished by the deadline (the SMTP connection is then dropped).
function withDeadline<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      onTimeout();
      reject(new Error(`No answer within ${Math.round(ms / 1000)} s`));
    }, ms);
  });
  return Promise.race([work(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

async function sendDue(now: number): Promise<number> {
  if (!notificationsEnabled()) return 0;
  const db = getDb();
  // Opened on the first e-mail of the run, dropped if a send outlives its deadline.
  let transport: Transporter | undefined;
  const smtp = () => (transport ??= createTransport({ url: process.env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }));
  let sent = 0;
  try {
    for (let i = 0; i < RUN_LIMIT && !worker.stopping; i++) {
      const notification = await claimNext(now);
      if (!notification) break;
      // Logged under the id of the request that queued it (not of whichever request kicked this run).
      const inItsRequest = <T>(work: () => Promise<T>) =>
        notification.requestId ? requestContext.run({ requestId: notification.requestId }, work) : requestContext.exit(work);
      await inItsRequest(async () => {
        const about = {
          notificationId: notification.id,
          channel: notification.channel,
          event: notification.event,
          kind: notification.leadType,
          leadId: notification.leadId,
        };
        // Only while the claim is still ours: never overwrite a row another instance took over.
        const ours = and(eq(leadNotifications.id, notification.id), eq(leadNotifications.claimedUntil, notification.claimedUntil!));
        try {
          const builder = builders.get(notification.leadType);
          const notice = notification.leadType === "content" || builder ? null : (notification as LeadNotice);
          const lead = !notice || notification.event === "lead.erased" ? null : await loadLead(notice);
          await inSpan("outbox.send", { "outbox.channel": notification.channel, "outbox.event": notification.event, "lead.kind": notification.leadType }, () =>
            withDeadline(
              async (signal) => {
                const mail = (message: OutboxMail) => smtp().sendMail({ from: `${siteConfig.name} <no-reply@torqueanalytics.ca>`, ...message });
                if (builder) {
                  const message = await builder(notification);
                  if (message) await mail(message);
                } else if (notification.event === "content.schedule_failed" || notification.event.startsWith("content.review_")) {
                  const message = await (notification.event === "content.schedule_failed" ? scheduleFailedEmail : reviewEmail)(notification);
                  if (message) await mail(message);
                } else if (!notice) await deliverContentWebhook(notification, signal);
                else if (notification.channel === "webhook") {
                  if (lead || notification.event === "lead.erased") await deliverWebhook(notice, lead, signal);
                } else if (lead) await mail(await staffEmail(notice, lead));
              },
              sendDeadlineMs(),
              () => {
                transport?.close();
                transport = undefined;
              },
            ),
          );
          await db
            .update(leadNotifications)
            .set({ status: "sent", sentAt: new Date().toISOString(), attempts: sql`${leadNotifications.attempts} + 1`, claimedUntil: null })
            .where(ours);
          sent++;
          metrics.outboxSends.inc({ channel: notification.channel, result: "sent" });
          logger.info({ ...about, attempts: notification.attempts + 1 }, "notification sent");
        } catch (error) {
          const attempts = notification.attempts + 1;
          metrics.outboxSends.inc({ channel: notification.channel, result: "failed" });
          logger.warn({ ...about, attempts, reason: String((error as Error).message ?? error), givenUp: attempts >= MAX_ATTEMPTS }, "notification failed");
          await db
            .update(leadNotifications)
            .set({
              attempts,
              status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
              nextAttemptAt: new Date(now + backoffMs(attempts)).toISOString(),
              claimedUntil: null,
              lastError: String((error as Error).message ?? error).slice(0, 500),
            })
            .where(ours);
        }
      });
    }
  } finally {
    transport?.close();
  }
  return sent;
}

// After a lead is committed: send its notification soon, without holding up the response.
export function kickOutbox(): void {
  if (!notificationsEnabled()) return;
  setImmediate(() => void processOutbox());
}

// How far back the reminders look: a lead unanswered for two weeks is the dashboard's business, not
// an e-mail's. At most REMINDER_BATCH leads of a kind per event and sweep; the next sweep takes the rest.
const REMINDER_WINDOW_MS = 14 * 86_400_000;
const REMINDER_BATCH = 100;
const REMINDER_EVENTS = ["lead.reminder", "lead.escalated"] as const;

// New, non-spam leads of the last two weeks with no first response (a status change or note by a
// person) and no row of this event yet, that arrived at least `minutes` ago, oldest first: the
// status index gives the range, lead_events_lead_idx and the event's unique index the two checks.
function unanswered(leadType: LeadType, event: (typeof REMINDER_EVENTS)[number], now: number, minutes: number) {
  const t = leadType === "demo" ? demoRequests : contactMessages;
  // Literal, so the planner can use the event's partial unique index.
  const eventLiteral = sql.raw(`'${event}'`);
  return getDb()
    .select({ id: t.id, createdAt: t.createdAt, ownerId: t.ownerId })
    .from(t)
    .where(
      and(
        eq(t.status, "new"),
        gte(t.createdAt, new Date(now - REMINDER_WINDOW_MS).toISOString()),
        lte(t.createdAt, new Date(now - minutes * 60_000).toISOString()),
        eq(t.isSpam, false),
        sql`not exists (select 1 from ${leadEvents} where ${leadEvents.leadType} = ${leadType} and ${leadEvents.leadId} = ${t.id} and ${inArray(leadEvents.action, [...FIRST_RESPONSE_ACTIONS])} and ${leadEvents.actorId} is not null)`,
        sql`not exists (select 1 from ${leadNotifications} where ${leadNotifications.leadType} = ${leadType} and ${leadNotifications.leadId} = ${t.id} and ${leadNotifications.event} = ${eventLiteral})`,
      ),
    )
    .orderBy(asc(t.createdAt))
    .limit(REMINDER_BATCH);
}

// The response-time reminders (the outbox worker's sweep runs it): a lead waiting for its first
// response for the administrators' first threshold in business hours (the team's zone, hours and
// holidays: lib/leads/business-time.ts) reminds its owner, or the team address when it has none;
// past the second, every active administrator. Each once: the unique indexes drop a row another
// instance queued first. E-mail only. Answers how many rows it queued.
export async function queueReminders(now = Date.now()): Promise<number> {
  if (!notificationChannels().includes("email")) return 0;
  const settings = await routingSettings();
  const db = getDb();
  let queued = 0;
  for (const event of REMINDER_EVENTS) {
    const minutes = event === "lead.reminder" ? settings.remindAfterMinutes : settings.escalateAfterMinutes;
    const admins =
      event === "lead.escalated"
        ? await db
            .select({ id: staffUsers.id })
            .from(staffUsers)
            .where(and(eq(staffUsers.role, "admin"), or(isNull(staffUsers.banned), ne(staffUsers.banned, true))))
        : [];
    if (event === "lead.escalated" && admins.length === 0) continue;
    for (const leadType of ["demo", "contact"] as const) {
      const candidates = await unanswered(leadType, event, now, minutes);
      // Oldest first: once one has not waited long enough in business hours, no later one has.
      const stop = candidates.findIndex((lead) => businessMinutesBetween(Date.parse(lead.createdAt), now) < minutes);
      const due = stop < 0 ? candidates : candidates.slice(0, stop);
      const at = new Date(now).toISOString();
      const rows = due.flatMap((lead) =>
        (event === "lead.reminder" ? [lead.ownerId] : admins.map((a) => a.id)).map((recipientId) => ({
          leadType,
          leadId: lead.id,
          channel: "email" as const,
          event,
          recipientId,
          nextAttemptAt: at,
        })),
      );
      if (rows.length === 0) continue;
      const inserted = await db.insert(leadNotifications).values(rows).onConflictDoNothing().returning({ id: leadNotifications.id });
      queued += inserted.length;
      if (inserted.length > 0) logger.info({ event, kind: leadType, queued: inserted.length }, "response-time reminders queued");
    }
  }
  return queued;
}

// The worker's periodic pass: reminders due, then every due notification.
async function sweep(): Promise<void> {
  await queueReminders().catch((error: unknown) => logger.error({ reason: describeDatabaseError(error) }, "could not queue reminders"));
  await processOutbox();
}

const worker: { sweep?: NodeJS.Timeout; stopping: boolean } = { stopping: false };

// Started once per server process (instrumentation.ts): sends what was pending at the last stop,
// then sweeps for due notifications (retries, and claims left by an instance that died) and
// response-time reminders.
export function startOutboxWorker(): void {
  if (!notificationsEnabled()) return;
  void sweep();
  worker.sweep = setInterval(() => void sweep(), sweepMs());
  worker.sweep.unref();
}

// On shutdown: claim nothing more, and let the send in progress finish. A send cut short by the
// process exiting keeps its claim until the lease runs out, then another instance (or this one,
// restarted) sends it: at least once, never lost.
export async function stopOutboxWorker(): Promise<void> {
  worker.stopping = true;
  clearInterval(worker.sweep);
  await running;
  await queued;
}

// What /metrics reports about the outbox: how many notifications wait, how old the oldest is, and
// how many were given up on.
export async function outboxState(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const [row] = await getDb()
    .select({
      pending: sql<number>`count(*) filter (where ${leadNotifications.status} = 'pending')`,
      failed: sql<number>`count(*) filter (where ${leadNotifications.status} = 'failed')`,
      oldest: sql<string | null>`min(case when ${leadNotifications.status} = 'pending' then ${leadNotifications.createdAt} end)`,
    })
    .from(leadNotifications)
    .where(inArray(leadNotifications.status, ["pending", "failed"]));
  const oldest = row?.oldest ? Date.parse(row.oldest) : null;
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), oldestPendingSeconds: oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0 };
}
