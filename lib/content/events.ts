import "server-only";
import { randomBytes } from "node:crypto";
import { hostname } from "node:os";
import { and, asc, desc, eq, gt, gte, isNull, lte, max, sql } from "drizzle-orm";
import { getDb, type Db } from "@/db";
import { contentSignal } from "@/db/content-events";
import type { ContentKind } from "@/db/enums";
import { contentEvents, contentReceipts, siteInstances, type ContentEvent } from "@/db/schema";
import type { ContentActor } from "@/lib/content/document";
// Its outbox messages' builders register as this loads.
import "@/lib/content/notices";
import { queue } from "@/lib/outbox/queue";

// Every instance acts on each content event a publish or an unpublish commits (lib/content/store.ts
// writes it in the publish's transaction): it hears of it (db/content-events.ts: PostgreSQL's NOTIFY,
// and a poll of the events after the last one it applied), has it applied (instrumentation.ts gives the
// server's applier: Next's cache and the page cache purged, the pages asked again,
// lib/server/content-events.mjs), then writes its receipt: when, and the ETag its main page answers
// with now. Events that arrive together are applied together. Each instance keeps its row in
// site_instances fresh, so the editor knows whose receipts to wait for.

const HEARTBEAT_MS = 5_000;
// An instance seen within this long is live: its receipt is awaited.
const LIVE_MS = 30_000;
// An event without a live instance's receipt after this long counts as unacknowledged (the metric).
const ACK_MS = 5_000;
const BATCH = 100;

export interface ContentEventListenerOptions {
  // Purges and refreshes the paths on this instance; answers each main page's new ETag (null: not 200).
  apply: (paths: string[], mainPaths: string[]) => Promise<Record<string, string | null>>;
  // When the build that this instance serves was made: events committed after it are applied at start
  // (its prerendered pages predate them). Null: only events committed from now on.
  builtAt: Date | null;
  onApplied?: (events: number) => void;
  onError?: (error: unknown) => void;
}

export interface ContentEventListener {
  instanceId: string;
  // Resolves once the events committed before the call are applied (tests, and a clean stop).
  settled(): Promise<void>;
  stop(): Promise<void>;
}

// An event's main page, whose ETag the receipt gives: the first of its paths (the store lists the
// article or city page itself first).
const mainPath = (event: ContentEvent) => event.paths[0] ?? "/";

// While this instance fires scheduled publishes due at one time, the events they make wait, and are
// applied after the last in one batch: their pages' renders would otherwise hold up the publishes
// still due on the same two cores (20 due at one instant went out up to 1.5 s late here).
let holds = 0;
let release = () => {};
let held: Promise<void> = Promise.resolve();
export async function holdingContentEvents<T>(fn: () => Promise<T>): Promise<T> {
  if (holds++ === 0) held = new Promise((resolve) => (release = resolve));
  try {
    return await fn();
  } finally {
    if (--holds === 0) release();
  }
}

export function startContentEvents({ apply, builtAt, onApplied = () => {}, onError = () => {} }: ContentEventListenerOptions): ContentEventListener {
  const db = getDb();
  // Which machine and port, for the operator reading a receipt, and new at each start.
  const instanceId = `${hostname()}:${process.env.PORT ?? "3000"}~${randomBytes(4).toString("hex")}`;
  const startedAt = new Date().toISOString();
  let lastApplied: number | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function baseline(): Promise<number> {
    const before = builtAt ? lte(contentEvents.createdAt, builtAt.toISOString()) : undefined;
    const [row] = await db
      .select({ id: max(contentEvents.id) })
      .from(contentEvents)
      .where(before);
    return row?.id ?? 0;
  }

  async function applyPending(): Promise<void> {
    lastApplied ??= await baseline();
    for (;;) {
      await held;
      const events = await db.select().from(contentEvents).where(gt(contentEvents.id, lastApplied)).orderBy(asc(contentEvents.id)).limit(BATCH);
      if (events.length === 0) return;
      const paths = [...new Set(events.flatMap((e) => e.paths))];
      const etags = await apply(paths, [...new Set(events.map(mainPath))]);
      const appliedAt = new Date().toISOString();
      await db
        .insert(contentReceipts)
        .values(events.map((e) => ({ eventId: e.id, instanceId, appliedAt, etag: etags[mainPath(e)] ?? null })))
        .onConflictDoNothing();
      lastApplied = events.at(-1)!.id;
      await db.update(siteInstances).set({ lastEvent: lastApplied, lastSeen: appliedAt }).where(eq(siteInstances.id, instanceId));
      onApplied(events.length);
    }
  }

  // One run at a time; a wake during a run runs once more after it. A failure (the database, the
  // server) is retried at the next wake: lastApplied moves only past receipts written.
  function wake(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = applyPending()
      .catch(onError)
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          void wake();
        }
      });
    return running;
  }

  const heartbeat = async () => {
    const now = new Date().toISOString();
    await db
      .insert(siteInstances)
      .values({ id: instanceId, startedAt, lastSeen: now, lastEvent: lastApplied ?? 0 })
      .onConflictDoUpdate({ target: siteInstances.id, set: { lastSeen: now } });
  };
  const beat = () => void heartbeat().catch(onError);
  const ready = heartbeat().catch(onError);
  const poll = setInterval(() => void wake(), contentSignal.pollMs);
  const beating = setInterval(beat, HEARTBEAT_MS);
  poll.unref();
  beating.unref();
  const unlisten = contentSignal.listen(() => void wake(), onError);
  void ready.then(wake);

  return {
    instanceId,
    async settled() {
      await ready;
      await wake();
      while (running) await running;
    },
    async stop() {
      stopped = true;
      clearInterval(poll);
      clearInterval(beating);
      await unlisten();
      while (running) await running;
      await db.delete(siteInstances).where(eq(siteInstances.id, instanceId));
    },
  };
}

// The receipt the editor shows for an event: each instance's application of it, and the live instances.
export async function contentEventReceipt(eventId: number) {
  const db = getDb();
  const [event] = await db.select().from(contentEvents).where(eq(contentEvents.id, eventId));
  if (!event) return null;
  const receipts = await db
    .select({ instanceId: contentReceipts.instanceId, appliedAt: contentReceipts.appliedAt, etag: contentReceipts.etag })
    .from(contentReceipts)
    .where(eq(contentReceipts.eventId, eventId))
    .orderBy(asc(contentReceipts.appliedAt));
  const liveSince = new Date(Date.now() - LIVE_MS).toISOString();
  const instances = await db
    .select({ id: siteInstances.id, lastSeen: siteInstances.lastSeen })
    .from(siteInstances)
    .where(gte(siteInstances.lastSeen, liveSince))
    .orderBy(desc(siteInstances.lastSeen));
  return { event, receipts, instances };
}

// Waits (at most timeoutMs) until every live instance has applied the event, for a publish that answers
// with its receipts; answers the receipt as it stands then.
export async function waitForReceipts(eventId: number, timeoutMs = 2_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await contentEventReceipt(eventId);
    const done = receipt && receipt.instances.every((i) => receipt.receipts.some((r) => r.instanceId === i.id));
    if (!receipt || done || Date.now() >= until) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// Events of the last hour older than ACK_MS that an instance live now, and started before them, has
// not acknowledged (the content_events_unacknowledged gauge).
export async function unacknowledgedContentEvents(now = Date.now()): Promise<number> {
  const [row] = await getDb()
    .select({ n: sql<number>`count(distinct ${contentEvents.id})` })
    .from(contentEvents)
    .innerJoin(siteInstances, and(lte(siteInstances.startedAt, contentEvents.createdAt), gte(siteInstances.lastSeen, new Date(now - LIVE_MS).toISOString())))
    .leftJoin(contentReceipts, and(eq(contentReceipts.eventId, contentEvents.id), eq(contentReceipts.instanceId, siteInstances.id)))
    .where(
      and(
        isNull(contentReceipts.id),
        lte(contentEvents.createdAt, new Date(now - ACK_MS).toISOString()),
        gte(contentEvents.createdAt, new Date(now - 3_600_000).toISOString()),
      ),
    );
  return Number(row?.n ?? 0);
}

// Every content_events row is written here, in the transaction of its change: every instance purges
// `paths`. A publish or unpublish also queues the signed webhook (sent once the change is applied); a
// change of a library image (lib/content/media.ts) purges the pages that show it without one: the
// article's words did not change.
export async function recordEvent(
  tx: Db,
  event: { action: ContentEvent["action"]; docKind: ContentKind; docId: number; paths: string[]; actor: ContentActor },
  { webhook = true }: { webhook?: boolean } = {},
): Promise<number> {
  const { action, docKind, docId, paths, actor } = event;
  const [row] = await tx.insert(contentEvents).values({ action, docKind, docId, paths, actorId: actor.id }).returning({ id: contentEvents.id });
  if (webhook) await enqueueContentWebhook(tx, { id: row!.id, action });
  return row!.id;
}

// Queues the signed content.published / content.unpublished webhook in the publish's own transaction
// (tx), when CONTENT_WEBHOOK_URL and its secret are set: the outbox (lib/outbox/, lib/content/notices.ts) posts it
// after the commit, retrying with backoff; each instance's listener kicks the outbox once it has applied
// the event, so the receiver hears of it once the pages are new.
export async function enqueueContentWebhook(tx: Db, event: Pick<ContentEvent, "id" | "action">): Promise<void> {
  if (!process.env.CONTENT_WEBHOOK_URL || !process.env.CONTENT_WEBHOOK_SECRET) return;
  await queue(tx, { subject: "content", channel: "webhook", event: `content.${event.action}`, id: event.id });
}
