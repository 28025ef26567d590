import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { compressOnTheFly } from "@/lib/server/compress.mjs";
import { createPageCache } from "@/lib/server/page-cache/index.mjs";

// The page cache in front of a stand-in for Next: an origin whose answers each test chooses, wired
// as server.mjs wires it (serve from memory, else capture what the origin writes).
type Answer = { status?: number; headers?: Record<string, string | string[]>; body: string; delayMs?: number };
let answer: (req: http.IncomingMessage) => Answer;
let originHits: string[] = [];

let refreshed: http.IncomingHttpHeaders[] = [];
const cache = createPageCache({
  maxBytes: 2 * 1024 * 1024,
  hosts: ["127.0.0.1"],
  refresh: (url, headers) =>
    new Promise((resolve) => {
      refreshed.push(headers);
      http.get({ host: "127.0.0.1", port, path: url, headers }, (r) => r.resume().on("end", resolve)).on("error", resolve);
    }),
});
const server = http.createServer(async (req, res) => {
  if (await cache.serve(req, res)) return;
  cache.capture(req, res);
  originHits.push(`${req.method} ${req.url} ${req.headers.rsc ?? ""}`);
  const { status = 200, headers = {}, body, delayMs = 0 } = answer(req);
  // As Next does: its router headers are taken off the request while it renders.
  for (const name of ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch"]) delete req.headers[name];
  if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
  // Node's own Date header is refreshed on a real one-second timer; the tests move the clock.
  res.writeHead(status, { date: new Date().toUTCString(), ...headers });
  // Written in two pieces, as a streamed page is.
  res.write(body.slice(0, 10));
  res.end(req.method === "HEAD" ? undefined : body.slice(10));
});
let port = 0;
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => void server.close());
afterEach(() => {
  originHits = [];
  refreshed = [];
  vi.useRealTimers();
});

function request(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

// The cache stores an answer once its response has finished: wait for that.
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
let unique = 0;
const path = (name: string) => `/${name}-${++unique}`;
const page = (text: string) => `<!doctype html><title>${text}</title>${"<p>A dealership marketing page.</p>".repeat(100)}`;
const BR = { "accept-encoding": "br" };
const shared = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=31536000", vary: "rsc, next-router-prefetch, Accept-Encoding" };

describe("the page cache", () => {
  it("keeps an answer its headers let a shared cache keep, and answers the next request from memory", async () => {
    answer = () => ({ headers: shared, body: page("Pricing") });
    const url = path("pricing");
    const first = await request(url);
    await settle();
    const second = await request(url);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body.toString()).toBe(first.body.toString());
    expect(second.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(originHits).toHaveLength(1);
  });

  it("never repeats the id of the request that filled it", async () => {
    answer = (req) => ({ headers: { ...shared, "x-request-id": String(req.headers["x-request-id"]) }, body: page("Ids") });
    const url = path("ids");
    await request(url, { "x-request-id": "first-visitor" });
    await settle();
    const second = await request(url, { "x-request-id": "second-visitor" });
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers["x-request-id"]).toBeUndefined();
  });

  it("sends brotli, gzip or identity as accepted, each decoding to the same bytes, with a tag per coding", async () => {
    answer = () => ({ headers: shared, body: page("Encodings") });
    const url = path("encodings");
    await request(url);
    await settle();
    const plain = await request(url);
    const br = await request(url, { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await request(url, { "accept-encoding": "gzip" });
    expect([plain, br, gzip].map((r) => r.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT"]);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(gzip.body.length);
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(new Set([plain, br, gzip].map((r) => r.headers.etag)).size).toBe(3);
    // A client holding the gzip body gets no 304 for the brotli one.
    expect((await request(url, { "accept-encoding": "br", "if-none-match": String(gzip.headers.etag) })).status).toBe(200);
  });

  it("never answers a client that accepts a coding with the identity body, even on the first hit", async () => {
    answer = () => ({ headers: shared, body: page("First hit") });
    const url = path("first-hit");
    await request(url, BR);
    await settle();
    const hit = await request(url, BR);
    expect(hit.headers["x-cache"]).toBe("HIT");
    expect(hit.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(hit.body).toString()).toBe(page("First hit"));
  });

  it("compresses an answer at the best level once it is asked for again", async () => {
    const body = `<!doctype html>${Array.from({ length: 3000 }, (_, i) => `<p>Dealer ${i} sold ${(i * 7919) % 1000} vehicles.</p>`).join("")}`;
    answer = () => ({ headers: shared, body });
    const url = path("popular");
    await request(url, BR);
    await settle();
    const quick = await request(url, BR);
    // The best level is compressed in the background: on a busy machine it takes longer than on a quiet one.
    let best = await request(url, BR);
    for (let waited = 0; best.body.length >= quick.body.length && waited < 10_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      best = await request(url, BR);
    }
    expect(best.body.length).toBeLessThan(quick.body.length);
    expect(zlib.brotliDecompressSync(best.body).toString()).toBe(body);
    expect(best.headers.etag).toBe(quick.headers.etag);
  });

  it("never gives an RSC request the HTML, nor a document request the RSC payload, whichever came first", async () => {
    answer = (req) => ({
      headers: { ...shared, "content-type": req.headers.rsc ? "text/x-component" : "text/html" },
      body: req.headers.rsc ? `0:{"rsc":"payload"}${"x".repeat(2000)}` : page("Document"),
    });
    for (const order of [
      ["rsc", "document"],
      ["document", "rsc"],
    ]) {
      const url = path("vary");
      for (const kind of [...order, ...order]) {
        const r = await request(url, kind === "rsc" ? { rsc: "1" } : {});
        await settle();
        expect(r.body.toString(), `${kind} after ${order.join(" then ")}`).toMatch(kind === "rsc" ? /^0:\{"rsc"/ : /^<!doctype html>/);
        expect(r.headers["content-type"]).toBe(kind === "rsc" ? "text/x-component" : "text/html");
      }
      expect(originHits.filter((h) => h.includes(url))).toHaveLength(2);
    }
  });

  it("answers If-None-Match with 304 and no body, and HEAD with the headers and no body", async () => {
    answer = () => ({ headers: shared, body: page("Conditional") });
    const url = path("conditional");
    await request(url);
    await settle();
    const full = await request(url, { "accept-encoding": "br" });
    const notModified = await request(url, { "if-none-match": String(full.headers.etag), "accept-encoding": "br" });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    expect(notModified.headers["x-cache"]).toBe("HIT");
    const head = await request(url, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
    expect(head.headers["content-length"]).toBe(full.headers["content-length"]);
    expect(head.headers.etag).toBe(full.headers.etag);
  });

  it("uses the answer's own ETag when it has one, so a client that saw it from the origin gets its 304", async () => {
    answer = () => ({ headers: { ...shared, etag: '"origin-tag"' }, body: page("Tagged") });
    const url = path("tagged");
    await request(url);
    await settle();
    const again = await request(url, { "if-none-match": '"origin-tag"' });
    expect(again.status).toBe(304);
    expect((await request(url, { "if-none-match": '"origin-tag-br"', "accept-encoding": "br" })).status).toBe(304);
  });

  const neverKept: [string, Answer, Record<string, string>?, string?][] = [
    ["a private answer", { headers: { ...shared, "cache-control": "private, max-age=600" }, body: "mine" }],
    ["a no-store answer", { headers: { ...shared, "cache-control": "no-store" }, body: "nope" }],
    ["an answer without Cache-Control", { headers: { "content-type": "text/html" }, body: "dynamic" }],
    ["an answer that sets a cookie", { headers: { ...shared, "set-cookie": "torque-lang=fr; Path=/" }, body: "cookie" }],
    ["a 404", { status: 404, headers: shared, body: "Article not found" }],
    ["a 500", { status: 500, headers: shared, body: "broken" }],
    ["Next's own stale copy", { headers: { ...shared, "x-nextjs-cache": "STALE" }, body: "old" }],
    ["an answer to a request with Authorization", { headers: shared, body: "secret" }, { authorization: "Bearer abc" }],
    ["a staff page", { headers: shared, body: "inbox" }, {}, "/staff/leads"],
    ["the workspace's home with a query", { headers: shared, body: "inbox" }, {}, "/staff?status=new"],
    ["an answer for a host that is not the site's", { headers: shared, body: "elsewhere" }, { host: "evil.example" }],
    ["an answer that varies on every header", { headers: { ...shared, vary: "*" }, body: "star" }],
    ["a sign-in answer", { headers: shared, body: "session" }, {}, "/api/auth/get-session"],
    // Immutable for browsers and CDNs; kept here, uploaded images would evict the pages.
    ["an uploaded image", { headers: { ...shared, "content-type": "image/avif" }, body: "avif" }, {}, "/media/0123456789abcdef0123/480.avif"],
  ];
  for (const [name, origin, headers = {}, fixedPath] of neverKept) {
    it(`never serves ${name} from memory`, async () => {
      answer = () => origin;
      const url = fixedPath ?? path("never");
      for (let i = 0; i < 3; i++) {
        const r = await request(url, headers);
        await settle();
        expect(r.headers["x-cache"] ?? "MISS (not looked up)").not.toMatch(/HIT|STALE/);
      }
      expect(originHits).toHaveLength(3);
    });
  }

  it("answers a made-up Host from the site's own entry, without rendering the page again", async () => {
    answer = () => ({ headers: shared, body: page("Same for every host") });
    const url = path("any-host");
    await request(url);
    await settle();
    const elsewhere = await request(url, { host: "h1.evil.example" });
    expect(elsewhere.headers["x-cache"]).toBe("HIT");
    expect(elsewhere.body.toString()).toContain("Same for every host");
    expect(originHits).toHaveLength(1);
  });

  it("renders a page once for a burst of requests: the others wait for the first answer", async () => {
    answer = () => ({ headers: shared, body: page("Launch day"), delayMs: 200 });
    const url = path("burst");
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(url, BR)));
    expect(originHits).toHaveLength(1);
    expect(answers.every((r) => r.status === 200 && r.body.length > 0)).toBe(true);
    expect(answers.filter((r) => r.headers["x-cache"] === "HIT")).toHaveLength(19);
  });

  it("never leaves an address waiting on a visitor who left while waiting for it", async () => {
    answer = () => ({ headers: shared, body: page("Left"), delayMs: 300 });
    const url = path("left-waiting");
    // The first request fetches the page, the second waits for it; both clients leave before the
    // answer, the one waiting first.
    const leave = (afterMs: number) => {
      const req = http.get({ host: "127.0.0.1", port, path: url });
      req.on("error", () => undefined);
      setTimeout(() => req.destroy(), afterMs);
    };
    leave(100);
    await new Promise((resolve) => setTimeout(resolve, 20));
    leave(30);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const started = Date.now();
    const next = await request(url);
    expect(next.status).toBe(200);
    // Rendered for it at once (one origin delay), not after waits of 5 s for a fetch nobody makes.
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it("does not make requests for an address it cannot keep queue behind each other", async () => {
    answer = () => ({ status: 404, headers: shared, body: "Article not found", delayMs: 200 });
    const url = path("missing");
    await request(url);
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(url)));
    expect(answers.every((r) => r.status === 404)).toBe(true);
    expect(originHits).toHaveLength(6);
    // In parallel: about one origin delay, not five.
    expect(Date.now() - started).toBeLessThan(600);
  });

  it("never answers a POST from memory, even at a cached address", async () => {
    answer = () => ({ headers: shared, body: page("Form") });
    const url = path("form");
    await request(url);
    await settle();
    await request(url, {}, "POST");
    expect(originHits).toEqual([`GET ${url} `, `POST ${url} `]);
  });

  it("serves a stale answer while one background request revalidates it, then the new one", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    let version = "First";
    answer = () => ({ headers: { ...shared, "cache-control": "public, max-age=60, s-maxage=300, stale-while-revalidate=86400" }, body: page(version) });
    const url = path("articles");
    await request(url);
    await settle();
    version = "Newly published";
    expect((await request(url)).headers["x-cache"]).toBe("HIT");
    // Five minutes on, within the revalidation window: the old answer at once, and one refresh.
    vi.setSystemTime(Date.now() + 301_000);
    const stale = await Promise.all([request(url), request(url), request(url)]);
    expect(stale.map((r) => r.headers["x-cache"])).toEqual(["STALE", "STALE", "STALE"]);
    expect(stale[0]!.body.toString()).toContain("First");
    await settle();
    const fresh = await request(url);
    expect(fresh.headers["x-cache"]).toBe("HIT");
    expect(fresh.body.toString()).toContain("Newly published");
    expect(originHits).toHaveLength(2);
  });

  it("goes back to the origin once an answer is past its stale-while-revalidate window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    answer = () => ({ headers: { ...shared, "cache-control": "s-maxage=60, stale-while-revalidate=60" }, body: page("Short") });
    const url = path("short");
    await request(url);
    await settle();
    vi.setSystemTime(Date.now() + 200_000);
    expect((await request(url)).headers["x-cache"]).toBe("MISS");
  });

  it("keeps one entry for a page whatever parameters its links carry, apart from those a page reads", async () => {
    answer = (req) => ({ headers: shared, body: page(String(req.url)) });
    const url = path("landing");
    await request(`${url}?utm_source=google&utm_campaign=winter&gclid=abc`);
    await settle();
    const tracked = await request(`${url}?fbclid=xyz&x1=1&x2=2`);
    expect(tracked.headers["x-cache"]).toBe("HIT");
    expect((await request(`${url}?lang=fr`)).headers["x-cache"]).toBe("MISS");
    expect(cache.keyOf("/api/blog?utm_source=x&lang=fr&b=2&_rsc=1", true)).toBe("/api/blog?_rsc=1&lang=fr");
  });

  it("keys `_rsc` for an RSC request only: on a document request, each made-up value is the same page, from memory", async () => {
    answer = (req) => ({
      headers: { ...shared, "content-type": req.headers.rsc ? "text/x-component" : "text/html" },
      body: req.headers.rsc ? `0:{"rsc":"payload"}${"x".repeat(2000)}` : page("Busted"),
    });
    const url = path("cache-buster");
    await request(`${url}?_rsc=first`);
    await settle();
    for (const value of ["second", "third", "fourth"]) expect((await request(`${url}?_rsc=${value}`)).headers["x-cache"]).toBe("HIT");
    const rsc = await request(`${url}?_rsc=first`, { rsc: "1" });
    expect(rsc.headers["x-cache"]).toBe("MISS");
    expect(rsc.body.toString()).toMatch(/^0:\{"rsc"/);
    await settle();
    expect((await request(`${url}?_rsc=first`, { rsc: "1" })).headers["x-cache"]).toBe("HIT");
    expect(originHits.filter((h) => h.includes(url))).toHaveLength(2);
  });

  it("keeps nothing of a visitor's request but the headers its answer varies on, and refreshes without them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    answer = () => ({ headers: { ...shared, "cache-control": "s-maxage=60, stale-while-revalidate=600" }, body: page("Private") });
    const url = path("visitor");
    const junk = "j".repeat(15_000);
    const before = cache.bytes();
    await request(url, { cookie: "session=secret", "x-forwarded-for": "203.0.113.9", "x-request-id": "visitor-1", "x-junk": junk, rsc: "1" });
    await settle();
    // The 15 KB header is not kept: the entry holds the body's copies and a few headers.
    expect(cache.bytes() - before).toBeLessThan(15_000);
    vi.setSystemTime(Date.now() + 120_000);
    expect((await request(url, { rsc: "1" })).headers["x-cache"]).toBe("STALE");
    await settle();
    expect(refreshed).toHaveLength(1);
    expect(Object.keys(refreshed[0]!).sort()).toEqual(["accept-encoding", "host", "rsc", "x-torque-cache-refresh"]);
  });

  it("counts the request headers it keeps against its budget", async () => {
    answer = () => ({ headers: { ...shared, vary: "rsc, next-router-state-tree" }, body: page("Counted") });
    const url = path("counted");
    const before = cache.bytes();
    await request(url, { rsc: "1", "next-router-state-tree": "t".repeat(15_000) });
    await settle();
    expect(cache.bytes() - before).toBeGreaterThan(30_000);
  });

  it("stores a burst of new pages with quick compression only: a few ms of CPU each, not brotli 11's hundreds", async () => {
    const body = (i: number) =>
      `<!doctype html>${Array.from({ length: 4000 }, (_, j) => `<p>Dealer ${i}-${j} sold ${(j * 7919) % 1000} vehicles.</p>`).join("")}`;
    answer = (req) => ({ headers: shared, body: body(Number(new URL(req.url!, "http://x").searchParams.get("lang"))) });
    const url = path("burst-of-new");
    const started = process.cpuUsage();
    await Promise.all(Array.from({ length: 30 }, (_, i) => request(`${url}?lang=${i}`, BR)));
    // And what follows: brotli 11 ran two at a time in the background for seconds after.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const cpu = process.cpuUsage(started);
    // 30 pages of 200 KB: brotli 11 alone took about 9 s of CPU.
    expect((cpu.user + cpu.system) / 1e6).toBeLessThan(1.2);
    expect((await request(`${url}?lang=29`, BR)).headers["x-cache"]).toBe("HIT");
  });

  it("lets no client bypass it with the refresh header", async () => {
    answer = () => ({ headers: shared, body: page("Bypass") });
    const url = path("bypass");
    await request(url);
    await settle();
    const forged = await Promise.all(Array.from({ length: 5 }, () => request(url, { "x-torque-cache-refresh": "1" })));
    expect(forged.map((r) => r.headers["x-cache"])).toEqual(["HIT", "HIT", "HIT", "HIT", "HIT"]);
    expect(originHits).toHaveLength(1);
  });

  it("keeps a bounded number of variants of one address, whatever values a client sends", async () => {
    answer = () => ({ headers: { ...shared, vary: "rsc, next-router-state-tree" }, body: page("Variants") });
    const url = path("variants");
    for (let i = 0; i < 40; i++) await request(url, { rsc: "1", "next-router-state-tree": `tree-${i}` });
    await settle();
    let kept = 0;
    // Newest first: a miss stores its variant and drops the oldest.
    for (let i = 39; i >= 0; i--) if ((await request(url, { rsc: "1", "next-router-state-tree": `tree-${i}` })).headers["x-cache"] === "HIT") kept++;
    expect(kept).toBe(16);
  });

  it("holds no more than its byte budget, dropping the least recently used answers", async () => {
    const small = createPageCache({ maxBytes: 64 * 1024, hosts: ["127.0.0.1"], refresh: () => undefined });
    const tiny = http.createServer(async (req, res) => {
      if (await small.serve(req, res)) return;
      small.capture(req, res);
      res.writeHead(200, shared).end(`${req.url}${"z".repeat(20_000)}`);
    });
    await new Promise<void>((resolve) => tiny.listen(0, "127.0.0.1", resolve));
    const tinyPort = (tiny.address() as AddressInfo).port;
    const get = (p: string) => new Promise((resolve) => http.get({ host: "127.0.0.1", port: tinyPort, path: p }, (r) => r.resume().on("end", resolve)));
    for (let i = 0; i < 40; i++) await get(`/page-${i}`);
    await settle();
    expect(small.bytes()).toBeLessThanOrEqual(64 * 1024);
    expect(small.stats.stored).toBe(40);
    tiny.close();
  });

  describe("purge", () => {
    it("forgets a path's document and RSC answers, and keeps other paths", async () => {
      let version = "old";
      answer = () => ({ headers: shared, body: page(version) });
      const url = path("article");
      const other = path("pricing");
      for (const target of [url, `${url}?_rsc=abc`, other]) await request(target, target.includes("_rsc") ? { rsc: "1" } : {});
      await settle();
      expect(cache.purge([url])).toBe(2);
      version = "new";
      const document = await request(url);
      const rsc = await request(`${url}?_rsc=abc`, { rsc: "1" });
      expect(document.headers["x-cache"]).toBe("MISS");
      expect(document.body.toString()).toContain("<title>new</title>");
      expect(rsc.headers["x-cache"]).toBe("MISS");
      expect((await request(other)).headers["x-cache"]).toBe("HIT");
    });

    it("does not keep an answer whose render began before the purge", async () => {
      let version = "before the publish";
      answer = () => ({ headers: shared, body: page(version), delayMs: version === "before the publish" ? 150 : 0 });
      const url = path("racing");
      const racing = request(url);
      await new Promise((resolve) => setTimeout(resolve, 50));
      cache.purge([url]);
      version = "after the publish";
      expect((await racing).body.toString()).toContain("before the publish");
      await settle();
      const next = await request(url);
      expect(next.headers["x-cache"]).toBe("MISS");
      expect(next.body.toString()).toContain("after the publish");
      await settle();
      expect((await request(url)).body.toString()).toContain("after the publish");
    });
  });
});

describe("the page cache behind compression on the fly, as server.mjs wires them", () => {
  const compress = compressOnTheFly();
  const behind = createPageCache({ maxBytes: 1024 * 1024, hosts: ["127.0.0.1"], refresh: async () => undefined });
  const posts = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ slug: `article-${i}`, title: `Dealer marketing, part ${i}` })));
  const origin = http.createServer(async (req, res) => {
    if (await behind.serve(req, res)) return;
    compress(req, res, () => {
      behind.capture(req, res);
      // As Next answers a route handler (/api/blog): its headers set, sent before the first chunk.
      res.setHeader("content-type", "application/json");
      res.setHeader("cache-control", "s-maxage=300");
      res.setHeader("etag", '"blog-tag"');
      res.flushHeaders();
      res.end(posts);
    });
  });
  let originPort = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => origin.listen(0, "127.0.0.1", resolve));
    originPort = (origin.address() as AddressInfo).port;
  });
  afterAll(() => void origin.close());
  const get = (target: string, headers: Record<string, string>) =>
    new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: "127.0.0.1", port: originPort, path: target, headers }, (r) => resolve(r.resume())).on("error", reject),
    );

  it("keeps an answer compressed on its way out under its own tag: one tag per coding, the plain one the origin's", async () => {
    const first = await get("/api/blog?lang=en", BR);
    expect(first.headers["x-cache"]).toBe("MISS");
    expect(first.headers.etag).toBe('"blog-tag-br"');
    await settle();
    const tags = [];
    for (const accept of ["br", "gzip", "identity"]) {
      const hit = await get("/api/blog?lang=en", { "accept-encoding": accept });
      expect(hit.headers["x-cache"]).toBe("HIT");
      tags.push(hit.headers.etag);
    }
    expect(tags).toEqual(['"blog-tag-br"', '"blog-tag-gzip"', '"blog-tag"']);
  });
});
