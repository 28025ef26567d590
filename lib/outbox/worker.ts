import "server-only";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import { createTransport, type Transporter } from "nodemailer";
import { Webhook } from "standardwebhooks";
import { getDb, skipLocked } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { leadNotifications, type LeadNotification } from "@/db/schema";
import { logger, requestContext } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { inSpan } from "@/lib/ops/spans";
import { siteConfig } from "@/lib/site-config";
import { notificationsEnabled } from "./channels";
import type { OutboxMail, OutboxPost } from "./messages";
import { waiting } from "./queue";
import { emailBuilder, webhookBuilder } from "./registry";

// The outbox's worker: delivers the rows queue() wrote, after their transactions committed. Each row is
// claimed for a lease, written by its room's builder (lib/outbox/registry.ts) and sent within a
// deadline: an e-mail through SMTP_URL, a webhook signed in the Standard Webhooks format
// (webhook-id, webhook-timestamp, webhook-signature). A failure is retried with backoff up to
// MAX_ATTEMPTS, and a restart delivers whatever is pending.

export const MAX_ATTEMPTS = 10;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

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

// A POST signed in the Standard Webhooks format (webhook-id, webhook-timestamp, webhook-signature).
async function postSigned(post: OutboxPost, requestId: string | null, signal: AbortSignal) {
  const at = new Date();
  const response = await fetch(post.url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      "User-Agent": `${siteConfig.name.replace(/\s/g, "")}-Webhooks/1`,
      "webhook-id": post.id,
      "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
      "webhook-signature": new Webhook(post.secret).sign(post.id, at, post.body),
      // The receiver's logs can name the request the notification came from, as ours do.
      ...(requestId ? { "X-Request-Id": requestId } : {}),
    },
    body: post.body,
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
      .where(and(waiting(), lte(leadNotifications.nextAttemptAt, at)))
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
          await inSpan("outbox.send", { "outbox.channel": notification.channel, "outbox.event": notification.event, "lead.kind": notification.leadType }, () =>
            withDeadline(
              async (signal) => {
                if (notification.channel === "webhook") {
                  const post = await webhookBuilder(notification.leadType)(notification);
                  if (post) await postSigned(post, notification.requestId, signal);
                } else {
                  const mail: OutboxMail | null = await emailBuilder(notification.leadType)(notification);
                  if (mail) await smtp().sendMail({ from: `${siteConfig.name} <no-reply@torqueanalytics.ca>`, ...mail });
                }
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

// After a change that queued messages is committed: send them soon, without holding up the response.
export function kickOutbox(): void {
  if (!notificationsEnabled()) return;
  setImmediate(() => void processOutbox());
}

const worker: { sweep?: NodeJS.Timeout; stopping: boolean } = { stopping: false };

// Started once per server process (instrumentation.ts): sends what was pending at the last stop,
// then sweeps for due notifications (retries, and claims left by an instance that died), after the
// steps each sweep runs first (the leads' response-time reminders, lib/leads/notifications.ts).
export function startOutboxWorker(beforeEachSweep: (() => Promise<unknown>)[] = []): void {
  if (!notificationsEnabled()) return;
  const sweep = async () => {
    for (const step of beforeEachSweep) await step().catch((error: unknown) => logger.error({ reason: describeDatabaseError(error) }, "a sweep step failed"));
    await processOutbox();
  };
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
