import "server-only";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { getDb, skipLocked } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { contactMessages, demoRequests, leadNotifications, type LeadNotification } from "@/db/schema";
import { escapeUnprintable } from "@/lib/leads-format";
import { siteConfig } from "@/lib/site-config";

// E-mail to sales about each new lead, through an outbox: the notification row is written in the
// lead's own transaction, and sent afterwards. A mail server that is down never loses or delays a
// stored lead; failed sends are retried with backoff, and a restart sends whatever is pending.
// On when SMTP_URL and LEADS_NOTIFY_TO are both set.

export const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

export function notificationsEnabled(): boolean {
  return Boolean(process.env.SMTP_URL && process.env.LEADS_NOTIFY_TO);
}

export type LeadType = "demo" | "contact";

// The outbox row for a new lead, written in the lead's own transaction.
export function notificationRow(leadType: LeadType, leadId: number, now: number) {
  return { leadType, leadId, nextAttemptAt: new Date(now).toISOString() };
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempts - 1), BACKOFF_MAX_MS);
}

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};
// How long a claim holds: longer than any send can take (the SMTP timeouts below), so a row is
// only taken over from an instance that died or hung.
const leaseMs = () => setting("OUTBOX_LEASE_MS", 5 * 60_000);
const sweepMs = () => setting("OUTBOX_SWEEP_MS", 30_000);

async function leadMessage(notification: LeadNotification): Promise<{ subject: string; text: string } | null> {
  const table = notification.leadType === "demo" ? demoRequests : contactMessages;
  const [lead] = await getDb().select().from(table).where(eq(table.id, notification.leadId)).limit(1);
  if (!lead) return null;
  const fields = Object.entries(lead)
    .filter(([key]) => key !== "dedupeKey")
    .map(([key, value]) => `${key}: ${escapeUnprintable(String(value ?? ""), key === "message" ? "\n\t\u200c\u200d" : "")}`)
    .join("\n");
  const kind = notification.leadType === "demo" ? "demo request" : "contact message";
  const company = "company" in lead && lead.company ? ` (${lead.company})` : "";
  return { subject: `New ${kind}: ${lead.name}${company}`, text: `A new ${kind} was stored at ${lead.createdAt}.\n\n${fields}\n` };
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

// Sends every due notification once; returns how many were sent. Never throws.
export function processOutbox(now = Date.now()): Promise<number> {
  running ??= sendDue(now)
    .catch((error: unknown) => {
      console.error(`Lead notifications: ${describeDatabaseError(error)}`);
      return 0;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

async function sendDue(now: number): Promise<number> {
  if (!notificationsEnabled()) return 0;
  const due = await claimDue(now);
  if (due.length === 0) return 0;
  const db = getDb();
  // Timeouts well inside the lease: a hung mail server fails the attempt instead of outliving the claim.
  const transport = nodemailer.createTransport({ url: process.env.SMTP_URL, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
  let sent = 0;
  try {
    for (const notification of due) {
      // Only while the claim is still ours: never overwrite a row another instance took over.
      const ours = and(eq(leadNotifications.id, notification.id), eq(leadNotifications.claimedUntil, notification.claimedUntil!));
      try {
        const message = await leadMessage(notification);
        if (message) {
          await transport.sendMail({ from: `${siteConfig.name} <no-reply@torqueanalytics.ca>`, to: process.env.LEADS_NOTIFY_TO, ...message });
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
    transport.close();
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
