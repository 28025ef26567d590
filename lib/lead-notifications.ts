import "server-only";
import { and, asc, eq, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { getDb, type Db } from "@/db";
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

export function enqueueNotification(tx: Pick<Db, "insert">, leadType: "demo" | "contact", leadId: number, now: number): void {
  tx.insert(leadNotifications).values({ leadType, leadId, nextAttemptAt: new Date(now).toISOString() }).run();
}

export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempts - 1), BACKOFF_MAX_MS);
}

function leadMessage(notification: LeadNotification): { subject: string; text: string } | null {
  const db = getDb();
  const table = notification.leadType === "demo" ? demoRequests : contactMessages;
  const lead = db.select().from(table).where(eq(table.id, notification.leadId)).get();
  if (!lead) return null;
  const fields = Object.entries(lead)
    .filter(([key]) => key !== "dedupeKey")
    .map(([key, value]) => `${key}: ${escapeUnprintable(String(value ?? ""), key === "message" ? "\n\t\u200c\u200d" : "")}`)
    .join("\n");
  const kind = notification.leadType === "demo" ? "demo request" : "contact message";
  const company = "company" in lead && lead.company ? ` (${lead.company})` : "";
  return { subject: `New ${kind}: ${lead.name}${company}`, text: `A new ${kind} was stored at ${lead.createdAt}.\n\n${fields}\n` };
}

let running: Promise<number> | null = null;

// Sends every due notification once; returns how many were sent. Never throws.
export function processOutbox(now = Date.now()): Promise<number> {
  running ??= sendDue(now).finally(() => {
    running = null;
  });
  return running;
}

async function sendDue(now: number): Promise<number> {
  if (!notificationsEnabled()) return 0;
  const db = getDb();
  const due = db
    .select()
    .from(leadNotifications)
    .where(and(eq(leadNotifications.status, "pending"), lte(leadNotifications.nextAttemptAt, new Date(now).toISOString())))
    .orderBy(asc(leadNotifications.id))
    .limit(50)
    .all();
  if (due.length === 0) return 0;
  const transport = nodemailer.createTransport(process.env.SMTP_URL!);
  let sent = 0;
  try {
    for (const notification of due) {
      const message = leadMessage(notification);
      try {
        if (message) {
          await transport.sendMail({ from: `${siteConfig.name} <no-reply@torqueanalytics.ca>`, to: process.env.LEADS_NOTIFY_TO, ...message });
        }
        db.update(leadNotifications)
          .set({ status: "sent", sentAt: new Date().toISOString(), attempts: sql`${leadNotifications.attempts} + 1` })
          .where(eq(leadNotifications.id, notification.id))
          .run();
        sent++;
      } catch (error) {
        const attempts = notification.attempts + 1;
        db.update(leadNotifications)
          .set({
            attempts,
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
            nextAttemptAt: new Date(now + backoffMs(attempts)).toISOString(),
            lastError: String((error as Error).message ?? error).slice(0, 500),
          })
          .where(eq(leadNotifications.id, notification.id))
          .run();
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

const SWEEP_MS = 30_000;

// Started once per server process (instrumentation.ts): sends what was pending at the last stop,
// then retries due notifications every 30 seconds.
export function startOutboxWorker(): void {
  if (!notificationsEnabled()) return;
  void processOutbox();
  setInterval(() => void processOutbox(), SWEEP_MS).unref();
}
