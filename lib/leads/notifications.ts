import "server-only";
import { and, asc, eq, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { LEAD_KINDS, type LeadKind } from "@/db/enums";
import {
  contactMessages,
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
import { routingSettings } from "@/lib/leads/routing";
import { FIRST_RESPONSE_ACTIONS } from "@/lib/leads/statuses";
import { notificationChannels } from "@/lib/outbox/channels";
import type { OutboxMessage, OutboxPost } from "@/lib/outbox/messages";
import { queue } from "@/lib/outbox/queue";
import { registerMessageBuilder, registerWebhookBuilder } from "@/lib/outbox/registry";
import { escapeUnprintable, subjectText } from "@/lib/outbox/text";
import { logger } from "@/lib/server/log.mjs";
import { absoluteUrl } from "@/lib/site-config";
import { staffTranslator } from "@/lib/staff/messages";
import { teamTimeZone } from "@/lib/time-zones";

// Notifications about leads, through the outbox (lib/outbox/): the rows are written in the lead's own
// transaction and delivered afterwards, so a mail server or CRM that is down never loses or delays a
// stored lead. Two channels, each on when configured (lib/outbox/channels.ts): an e-mail to sales, with
// a link to the lead's page; a webhook to a CRM or automation tool, signed in the Standard Webhooks format.
// Events: lead.created once per lead and channel (a unique index holds it), lead.updated when a
// lead the CRM already has is marked spam or rescued, lead.erased when a lead the CRM received is
// erased on a privacy request; by e-mail only, lead.reminder (once per lead, to its owner, else the
// team address) and lead.escalated (once per lead and administrator) when a new lead waits for a
// first response past the administrators' thresholds in business hours (queueReminders).
// Staff e-mails go to the lead's owner when it has one (else LEADS_NOTIFY_TO), in the recipient's
// workspace language (the team address: English). This file writes them when they are sent: the
// builders it registers with the outbox as it loads.

export type LeadType = LeadKind;
// An outbox row about a lead (the others are about a content event or a meeting).
type LeadNotice = LeadNotification & { leadType: LeadKind };
type LeadRef = { leadType: LeadKind; leadId: number };

// A lead's messages, one per configured channel (a new lead's are written by the lead store, db/leads.ts).
const leadMessages = (subject: LeadType, id: number) => notificationChannels().map((channel) => ({ subject, channel, event: "lead.created" as const, id }));

// A lead's spam verdict changed (in the caller's transaction). Rescued from spam: sales and the CRM
// hear of it as of a new lead, unless they already had it; the CRM, which keeps its own copy, is
// told of every later change as lead.updated.
export async function queueSpamChange(tx: Db, leadType: LeadType, leadId: number, rescued: boolean): Promise<void> {
  const created = await tx
    .select({ channel: leadNotifications.channel })
    .from(leadNotifications)
    .where(and(eq(leadNotifications.leadType, leadType), eq(leadNotifications.leadId, leadId), eq(leadNotifications.event, "lead.created")));
  const told = new Set(created.map((r) => r.channel));
  const messages = leadMessages(leadType, leadId).flatMap<OutboxMessage>((m) =>
    !told.has(m.channel) ? (rescued ? [m] : []) : m.channel === "webhook" ? [{ ...m, event: "lead.updated" as const }] : [],
  );
  await queue(tx, messages, { once: true });
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
  await queue(
    tx,
    received.map((r) => ({ subject: leadType, channel: "webhook" as const, event: "lead.erased" as const, id: r.leadId })),
  );
  return received.length;
}

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
function leadWebhook(notification: LeadNotice, lead: StoredLead | null): OutboxPost {
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
  return { url: process.env.LEADS_WEBHOOK_URL!, secret: process.env.LEADS_WEBHOOK_SECRET!, id, body };
}

// What the outbox sends about a lead: its webhook (an erased lead's without it), its e-mail; nothing
// for a lead that is gone.
for (const kind of LEAD_KINDS) {
  registerWebhookBuilder(kind, async (row) => {
    const notice = row as LeadNotice;
    if (notice.event === "lead.erased") return leadWebhook(notice, null);
    const lead = await loadLead(notice);
    return lead ? leadWebhook(notice, lead) : null;
  });
  registerMessageBuilder(kind, async (row) => {
    const notice = row as LeadNotice;
    const lead = await loadLead(notice);
    return lead ? staffEmail(notice, lead) : null;
  });
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
      const messages = due.flatMap((lead) =>
        (event === "lead.reminder" ? [lead.ownerId] : admins.map((a) => a.id)).map((recipientId) => ({
          subject: leadType,
          channel: "email" as const,
          event,
          id: lead.id,
          recipientId,
        })),
      );
      if (messages.length === 0) continue;
      const inserted = await queue(db, messages, { once: true, now });
      queued += inserted.length;
      if (inserted.length > 0) logger.info({ event, kind: leadType, queued: inserted.length }, "response-time reminders queued");
    }
  }
  return queued;
}

// The outbox worker's sweep runs it before each pass (instrumentation.ts).
export const remindersSweepStep = () =>
  queueReminders().catch((error: unknown) => logger.error({ reason: describeDatabaseError(error) }, "could not queue reminders"));
