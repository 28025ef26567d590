import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { Webhook } from "standardwebhooks";
import { getDb, skipLocked } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { contactMessages, demoRequests, leadNotifications, type ContactMessage, type DemoRequest, type LeadNotification } from "@/db/schema";
import { escapeUnprintable } from "@/lib/leads-format";
import { absoluteUrl, siteConfig } from "@/lib/site-config";

// Notifications about each new lead, through an outbox: the rows are written in the lead's own
// transaction and delivered afterwards, so a mail server or CRM that is down never loses or delays a
// stored lead; failures are retried with backoff, and a restart delivers whatever is pending.
// Two channels, each on when configured:
// - email: to sales (SMTP_URL and LEADS_NOTIFY_TO), with a link to the lead's page;
// - webhook: to a CRM or automation tool (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET), signed in
//   the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature).

export const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

export type Channel = "email" | "webhook";

export function notificationChannels(): Channel[] {
  const channels: Channel[] = [];
  if (process.env.SMTP_URL && process.env.LEADS_NOTIFY_TO) channels.push("email");
  if (process.env.LEADS_WEBHOOK_URL && process.env.LEADS_WEBHOOK_SECRET) channels.push("webhook");
  return channels;
}

export const notificationsEnabled = () => notificationChannels().length > 0;

export type LeadType = "demo" | "contact";

// The outbox rows for a new lead (one per configured channel), written in the lead's own transaction.
export function notificationRows(leadType: LeadType, leadId: number, now: number) {
  return notificationChannels().map((channel) => ({ leadType, leadId, channel, nextAttemptAt: new Date(now).toISOString() }));
}

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// 30 s, 1 min, 2 min ... up to an hour between attempts (OUTBOX_RETRY_MS sets the first wait).
export function backoffMs(attempts: number): number {
  return Math.min(setting("OUTBOX_RETRY_MS", BACKOFF_BASE_MS) * 2 ** (attempts - 1), BACKOFF_MAX_MS);
}
// How long a claim holds: longer than any send can take (the SMTP timeouts below), so a row is
// only taken over from an instance that died or hung.
const leaseMs = () => setting("OUTBOX_LEASE_MS", 5 * 60_000);
const sweepMs = () => setting("OUTBOX_SWEEP_MS", 30_000);

type StoredLead = DemoRequest | ContactMessage;

async function loadLead(notification: LeadNotification): Promise<StoredLead | null> {
  const table = notification.leadType === "demo" ? demoRequests : contactMessages;
  const [lead] = await getDb().select().from(table).where(eq(table.id, notification.leadId)).limit(1);
  return lead ?? null;
}

const leadPageUrl = (notification: LeadNotification) => absoluteUrl(`/staff/leads/${notification.leadType}/${notification.leadId}`);

function leadMessage(notification: LeadNotification, lead: StoredLead): { subject: string; text: string } {
  const fields = Object.entries(lead)
    .filter(([key]) => key !== "dedupeKey")
    .map(([key, value]) => `${key}: ${escapeUnprintable(String(value ?? ""), key === "message" ? "\n\t\u200c\u200d" : "")}`)
    .join("\n");
  const kind = notification.leadType === "demo" ? "demo request" : "contact message";
  const company = "company" in lead && lead.company ? ` (${lead.company})` : "";
  return {
    subject: `New ${kind}: ${lead.name}${company}`,
    text: `A new ${kind} was stored at ${lead.createdAt}.\nWork it in the sales workspace: ${leadPageUrl(notification)}\n\n${fields}\n`,
  };
}

// The webhook's body: the lead as the visitor sent it, where it came from and its consent record,
// with a stable message id (one per outbox row, so a receiver can drop a retried duplicate).
async function deliverWebhook(notification: LeadNotification, lead: StoredLead): Promise<void> {
  // The duplicate hash and the owner are the workspace's own business, not the CRM's.
  const fields = Object.fromEntries(Object.entries(lead).filter(([key]) => key !== "dedupeKey" && key !== "ownerId"));
  const body = JSON.stringify({ type: "lead.created", timestamp: new Date().toISOString(), data: { kind: notification.leadType, url: leadPageUrl(notification), ...fields } });
  const id = `msg_lead_${notification.id}`;
  const at = new Date();
  const response = await fetch(process.env.LEADS_WEBHOOK_URL!, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": `${siteConfig.name.replace(/\s/g, "")}-Webhooks/1`,
      "webhook-id": id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(process.env.LEADS_WEBHOOK_SECRET!).sign(id, at, body),
    },
    body,
    redirect: "manual",
    // Well inside the claim's lease: a slow endpoint fails this attempt, and it is retried.
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) throw new Error(`The webhook endpoint answered ${response.status}`);
}

// Claims up to 50 due notifications until now + lease, in one statement: on PostgreSQL rows another
// instance holds are skipped, so with N instances each e-mail has one sender at a time.
async function claimDue(now: number): Promise<LeadNotification[]> {
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
          or(isNull(leadNotifications.claimedUntil), lte(leadNotifications.claimedUntil, at)),
        ),
      )
      .orderBy(asc(leadNotifications.id))
      .limit(50),
  );
  return db
    .update(leadNotifications)
    .set({ claimedUntil: new Date(now + leaseMs()).toISOString() })
    .where(inArray(leadNotifications.id, due))
    .returning();
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
        console.error(`Lead notifications: ${describeDatabaseError(error)}`);
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

async function sendDue(now: number): Promise<number> {
  if (!notificationsEnabled()) return 0;
  const due = await claimDue(now);
  if (due.length === 0) return 0;
  const db = getDb();
  // Opened on the first e-mail; timeouts well inside the lease, so a hung mail server fails the
  // attempt instead of outliving the claim.
  let transport: nodemailer.Transporter | undefined;
  let sent = 0;
  try {
    for (const notification of due) {
      // Only while the claim is still ours: never overwrite a row another instance took over.
      const ours = and(eq(leadNotifications.id, notification.id), eq(leadNotifications.claimedUntil, notification.claimedUntil!));
      try {
        const lead = await loadLead(notification);
        if (lead && notification.channel === "webhook") await deliverWebhook(notification, lead);
        else if (lead) {
          transport ??= nodemailer.createTransport({ url: process.env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never) as nodemailer.Transporter;
          await transport.sendMail({ from: `${siteConfig.name} <no-reply@torqueanalytics.ca>`, to: process.env.LEADS_NOTIFY_TO, ...leadMessage(notification, lead) });
        }
        await db
          .update(leadNotifications)
          .set({ status: "sent", sentAt: new Date().toISOString(), attempts: sql`${leadNotifications.attempts} + 1`, claimedUntil: null })
          .where(ours);
        sent++;
      } catch (error) {
        const attempts = notification.attempts + 1;
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

// Started once per server process (instrumentation.ts): sends what was pending at the last stop,
// then sweeps for due notifications (retries, and claims left by an instance that died).
export function startOutboxWorker(): void {
  if (!notificationsEnabled()) return;
  void processOutbox();
  setInterval(() => void processOutbox(), sweepMs()).unref();
}
