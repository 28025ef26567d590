// A publish's content event reaches every instance (issue 39, item 9), on both engines: a content_events
// row committed as the store's publish commits it (the live row changed in the same transaction) is
// heard by each instance's listener, which purges its page cache, asks the page again and writes its
// receipt with the ETag it now answers; a PostgreSQL listener whose connection is cut reconnects and
// applies what it missed.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as revalidate } from "@/app/api/internal/revalidate/route";
import { engine, getDb, getPool, transaction } from "@/db";
import { articles, contentEvents, contentReceipts, leadNotifications, siteInstances } from "@/db/schema";
import {
  contentEventReceipt,
  enqueueContentWebhook,
  holdingContentEvents,
  startContentEvents,
  unacknowledgedContentEvents,
  waitForReceipts,
} from "@/lib/content/events";
import { processOutbox } from "@/lib/outbox/worker";
import { createPageCache } from "@/lib/server/page-cache/index.mjs";
import { REVALIDATE_HEADER } from "@/lib/server/content-events.mjs";

const [article] = await getDb().select().from(articles).where(eq(articles.locale, "en")).limit(1);
const PAGE = `/blog/${article!.slug}`;

// One instance: a page cache in front of an origin that renders the article's title from the database,
// as server.mjs keeps Next's answers (with their ETag, as Next gives), and an applier like server.mjs's (purge, then ask the page again).
async function instance() {
  let renders = 0;
  const cache = createPageCache({ maxBytes: 1024 * 1024, hosts: ["127.0.0.1"], refresh: () => undefined });
  const server = http.createServer(async (req, res) => {
    if (await cache.serve(req, res)) return;
    cache.capture(req, res);
    renders++;
    const [row] = await getDb().select({ title: articles.title }).from(articles).where(eq(articles.id, article!.id));
    const body = `<h1>${row!.title}</h1>`;
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    res.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=3600", etag }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const get = (path: string) =>
    new Promise<{ body: string; etag: string; cache: string }>((resolve, reject) =>
      http
        .get({ host: "127.0.0.1", port, path }, (res) => {
          let body = "";
          res.on("data", (c) => (body += c)).on("end", () => resolve({ body, etag: String(res.headers.etag), cache: String(res.headers["x-cache"]) }));
        })
        .on("error", reject),
    );
  const listener = startContentEvents({
    builtAt: null,
    apply: async (paths, mains) => {
      cache.purge(paths);
      return Object.fromEntries(await Promise.all(mains.map(async (main) => [main, (await get(main)).etag] as const)));
    },
  });
  return { get, listener, renders: () => renders, close: () => Promise.all([listener.stop(), new Promise((resolve) => server.close(resolve))]) };
}

// The store's publish, reduced to what the listeners and the webhook see: the live row, its event and
// the webhook's outbox row, one transaction.
async function publish(title: string, action: "published" | "unpublished" = "published") {
  return transaction(async (tx) => {
    await tx.update(articles).set({ title }).where(eq(articles.id, article!.id));
    const [event] = await tx
      .insert(contentEvents)
      .values({ action, docKind: "article", docId: article!.id, paths: [PAGE, "/blog", "/sitemap.xml"] })
      .returning();
    await enqueueContentWebhook(tx, event!);
    return event!;
  });
}

const receiptsOf = (eventId: number) => getDb().select().from(contentReceipts).where(eq(contentReceipts.eventId, eventId));
async function receiptsFor(eventId: number, count: number, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await receiptsOf(eventId);
    if (rows.length >= count || Date.now() > until) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const running: { close: () => Promise<unknown> }[] = [];
afterAll(() => Promise.all(running.map((i) => i.close())));

describe("content events", () => {
  it("purges every instance's page cache and records each instance's receipt with the ETag it now serves", async () => {
    const a = await instance();
    const b = await instance();
    running.push(a, b);
    await Promise.all([a.listener.settled(), b.listener.settled()]);
    const before = await a.get(PAGE);
    expect((await a.get(PAGE)).cache).toBe("HIT");
    await b.get(PAGE);

    const event = await publish("A title published from the workspace");
    const receipts = await receiptsFor(event.id, 2);

    expect(receipts.map((r) => r.instanceId).sort()).toEqual([a.listener.instanceId, b.listener.instanceId].sort());
    for (const node of [a, b]) {
      const now = await node.get(PAGE);
      expect(now.body).toBe("<h1>A title published from the workspace</h1>");
      expect(now.cache).toBe("HIT");
      expect(receipts.find((r) => r.instanceId === node.listener.instanceId)!.etag).toBe(now.etag);
    }
    expect(receipts[0]!.etag).not.toBe(before.etag);
    const [row] = await getDb().select().from(siteInstances).where(eq(siteInstances.id, a.listener.instanceId));
    expect(row!.lastEvent).toBe(event.id);
  });

  it("gives the editor the receipt: each live instance and when it applied the event", async () => {
    const event = await publish("A second title");
    const receipt = await waitForReceipts(event.id, 5_000);
    expect(receipt!.event.id).toBe(event.id);
    expect(receipt!.instances.length).toBeGreaterThanOrEqual(2);
    for (const instance of receipt!.instances) expect(receipt!.receipts.map((r) => r.instanceId)).toContain(instance.id);
    expect(await unacknowledgedContentEvents(Date.now() + 10_000)).toBe(0);
    expect(await contentEventReceipt(999_999)).toBeNull();
  });

  it("applies, at its start, the events committed since its build, and no older ones", async () => {
    const event = await publish("A title published before this instance started");
    await receiptsFor(event.id, running.length);
    const late = await instance();
    running.push(late);
    await late.listener.settled();
    expect((await receiptsOf(event.id)).map((r) => r.instanceId)).not.toContain(late.listener.instanceId);

    const since = startContentEvents({ builtAt: new Date(Date.parse(event.createdAt) - 1), apply: async () => ({}) });
    running.push({ close: since.stop });
    await since.settled();
    expect((await receiptsOf(event.id)).map((r) => r.instanceId)).toContain(since.instanceId);
  });

  it("holds the events of publishes fired together until the last, then applies them in one batch", async () => {
    let batches = 0;
    const node = startContentEvents({ builtAt: null, apply: async () => ((batches += 1), {}) });
    running.push({ close: node.stop });
    await node.settled();
    batches = 0;
    const [first, second] = await holdingContentEvents(async () => {
      const fired = [await publish("Fired first"), await publish("Fired second")];
      // Longer than SQLite's poll: every instance of this process has heard of them by now.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await receiptsOf(fired[0]!.id)).toEqual([]);
      return fired;
    });
    const receipts = (await receiptsFor(second!.id, running.length)).filter((r) => r.instanceId === node.instanceId);
    expect(batches).toBe(1);
    expect((await receiptsOf(first!.id)).find((r) => r.instanceId === node.instanceId)!.appliedAt).toBe(receipts[0]!.appliedAt);
  });

  // PostgreSQL only: SQLite's signal is its poll, with no connection to lose.
  if (engine() === "postgres")
    it("hears an event published while its connection was cut, once it is back", async () => {
      const node = await instance();
      running.push(node);
      await node.listener.settled();
      await getPool().query("select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'torque-site-content-events'");
      const event = await publish("A title published during an outage");
      const receipts = await receiptsFor(event.id, running.length);
      expect(receipts.map((r) => r.instanceId)).toContain(node.listener.instanceId);
      expect((await node.get(PAGE)).body).toBe("<h1>A title published during an outage</h1>");
    });

  it("answers the internal revalidation route to no one without the process's secret", async () => {
    const request = new Request("http://localhost/api/internal/revalidate", {
      method: "POST",
      headers: { [REVALIDATE_HEADER]: "guessed", "x-forwarded-for": "127.0.0.1", "content-type": "application/json" },
      body: JSON.stringify({ paths: ["/blog"] }),
    });
    expect((await revalidate(request)).status).toBe(404);
  });
});

describe("the content webhook", () => {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let receiver: http.Server;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    process.env.CONTENT_WEBHOOK_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/content`;
    process.env.CONTENT_WEBHOOK_SECRET = secret;
  });
  afterAll(async () => {
    delete process.env.CONTENT_WEBHOOK_URL;
    delete process.env.CONTENT_WEBHOOK_SECRET;
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("posts content.published and content.unpublished once each, signed, with the addresses that changed", async () => {
    const published = await publish("A title announced to the CDN");
    const unpublished = await publish("A title withdrawn", "unpublished");
    await processOutbox();
    const payloads = received.map(
      (r) => new Webhook(secret).verify(r.body, r.headers as Record<string, string>) as { type: string; data: Record<string, unknown> },
    );
    expect(payloads.map((p) => [p.type, p.data.event])).toEqual([
      ["content.published", published.id],
      ["content.unpublished", unpublished.id],
    ]);
    expect(payloads[0]!.data).toMatchObject({ kind: "article", id: article!.id });
    expect((payloads[0]!.data.urls as string[])[0]).toMatch(new RegExp(`^https?://[^/]+${PAGE}$`));
    expect(received[0]!.headers["webhook-id"]).toBe(`msg_content_${published.id}`);
    const rows = await getDb().select().from(leadNotifications).where(eq(leadNotifications.leadType, "content"));
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
    await processOutbox();
    expect(received).toHaveLength(2);
  });

  it("queues nothing when no content webhook is configured", async () => {
    delete process.env.CONTENT_WEBHOOK_URL;
    const event = await publish("A title nobody is told of");
    const rows = await getDb().select().from(leadNotifications).where(eq(leadNotifications.leadId, event.id));
    expect(rows.filter((r) => r.leadType === "content")).toHaveLength(0);
  });
});
