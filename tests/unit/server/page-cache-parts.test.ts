import type http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { applies, keyOf, siteHosts, varyKey, varyNames } from "@/lib/server/page-cache/keys.mjs";
import { send } from "@/lib/server/page-cache/serve.mjs";
import { MAX_VARIANTS, createStore } from "@/lib/server/page-cache/store.mjs";
import { keepable, makeVariant, sizeOf, verdict } from "@/lib/server/page-cache/variant.mjs";

// The page cache's pure parts, entered without a server: what an entry is kept under, whether an answer
// may be kept and as what, the verdict on a kept one, and the memory that holds them
// (tests/unit/server/page-cache.test.ts drives the whole cache through HTTP).
const request = (url: string, headers: http.IncomingHttpHeaders = {}, method = "GET") => ({ url, method, headers }) as http.IncomingMessage;
const page = `<!doctype html><title>Pricing</title>${"<p>A dealership marketing page.</p>".repeat(100)}`;
const shared = { "content-type": "text/html; charset=utf-8", "cache-control": "s-maxage=60, stale-while-revalidate=60", vary: "rsc, Accept-Encoding" };

afterEach(() => void vi.useRealTimers());

describe("the page cache's keys", () => {
  it("keys a document on its path and `lang`, an RSC request on `_rsc` too, whatever else a link carries", () => {
    expect(keyOf("/pricing?utm_source=mail&_rsc=abc")).toBe("/pricing");
    expect(keyOf("/pricing?utm_source=mail&_rsc=abc", true)).toBe("/pricing?_rsc=abc");
    expect(keyOf("/api/blog?lang=fr&b=2")).toBe("/api/blog?lang=fr");
    expect(keyOf("/api/blog?lang=fr&_rsc=1", true)).toBe(keyOf("/api/blog?_rsc=1&lang=fr", true));
  });

  it("never varies on Accept-Encoding or Cookie, and tells a missing header from an empty one", () => {
    expect(varyNames("RSC, Accept-Encoding, Next-Router-Prefetch, cookie")).toEqual(["rsc", "next-router-prefetch"]);
    expect(varyNames(undefined)).toEqual([]);
    expect(varyKey(["rsc"], {}, "site.test")).not.toBe(varyKey(["rsc"], { rsc: "" }, "site.test"));
    expect(varyKey(["rsc"], { rsc: "1" }, "site.test")).not.toBe(varyKey(["rsc"], { rsc: "1" }, "www.site.test"));
  });

  it("concerns only public GETs and HEADs without credentials, and no uploaded image", () => {
    expect(applies(request("/pricing"))).toBe(true);
    expect(applies(request("/pricing", {}, "HEAD"))).toBe(true);
    expect(applies(request("/pricing", {}, "POST"))).toBe(false);
    expect(applies(request("/pricing", { authorization: "Bearer x" }))).toBe(false);
    expect(applies(request("/staff/leads"))).toBe(false);
    expect(applies(request("/api/auth/session"))).toBe(false);
    expect(applies(request("/media/abc/640.avif"))).toBe(false);
  });

  it("knows the site's own hosts whatever their case or port, and no other", () => {
    const { siteHost, mainHost } = siteHosts(["Site.test", "www.site.test"]);
    expect(mainHost).toBe("site.test");
    expect(siteHost({ host: "SITE.test:3000" })).toBe("site.test");
    expect(siteHost({ host: "www.site.test" })).toBe("www.site.test");
    expect(siteHost({ host: "evil.test" })).toBeNull();
    expect(siteHost({})).toBeNull();
  });
});

describe("a kept answer", () => {
  const keep = (status: number, headers: Record<string, string>, requestHeaders: http.IncomingHttpHeaders = {}) =>
    keepable("/pricing", "site.test", requestHeaders, status, headers);

  it("is kept only when its own headers let a shared cache keep it", () => {
    expect(keep(200, shared)).not.toBeNull();
    expect(keep(200, { "cache-control": "public, max-age=60" })).not.toBeNull();
    expect(keep(404, shared)).toBeNull();
    expect(keep(200, { ...shared, "set-cookie": "a=1" })).toBeNull();
    expect(keep(200, { ...shared, vary: "*" })).toBeNull();
    expect(keep(200, { ...shared, "x-nextjs-cache": "STALE" })).toBeNull();
    expect(keep(200, { "cache-control": "private, max-age=60" })).toBeNull();
    expect(keep(200, { "cache-control": "s-maxage=0" })).toBeNull();
    expect(keep(200, { "content-type": "text/html" })).toBeNull();
  });

  it("remembers of the visitor's request its host and the headers its answer varies on, nothing else", () => {
    const answer = keep(200, shared, { rsc: "1", cookie: "session=secret", "x-request-id": "r1", "accept-encoding": "br" });
    expect(answer?.request).toEqual({ url: "/pricing", method: "GET", headers: { host: "site.test", rsc: "1" } });
    expect(answer?.vary).toBe(varyKey(["rsc"], { rsc: "1" }, "site.test"));
  });

  it("holds its body compressed with a tag per coding, its own strong ETag kept and a weak one replaced", async () => {
    const answer = keep(200, shared)!;
    const own = await makeVariant(answer, '"v1"', Buffer.from(page));
    expect(own.tags).toEqual({ identity: '"v1"', br: '"v1-br"', gzip: '"v1-gzip"' });
    expect(own.best).toBe(false);
    expect(own.bodies.identity).toBeUndefined();
    expect(zlib.brotliDecompressSync(own.bodies.br!).toString()).toBe(page);
    expect(zlib.gunzipSync(own.bodies.gzip!).toString()).toBe(page);
    expect(own.length).toBe(Buffer.byteLength(page));
    expect(own.bytes).toBe(sizeOf(own));
    expect(own.bytes).toBeLessThan(Buffer.byteLength(page));
    const weak = await makeVariant(answer, 'W/"v1"', Buffer.from(page));
    expect(weak.tags.identity).toMatch(/^"[\w-]{32}"$/);
  });

  it("keeps a small or binary body as it is, already at its best", async () => {
    const small = await makeVariant(keep(200, shared)!, null, Buffer.from("<p>short</p>"));
    expect(small.bodies).toEqual({ identity: Buffer.from("<p>short</p>") });
    expect(small.best).toBe(true);
    const image = await makeVariant(keep(200, { ...shared, "content-type": "image/png" })!, null, Buffer.alloc(4096, 7));
    expect(Object.keys(image.bodies)).toEqual(["identity"]);
  });

  it("is fresh, then stale within its stale-while-revalidate window, then unusable; the cache's own headers dropped", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-05T12:00:00Z") });
    const variant = await makeVariant(
      keep(200, { ...shared, date: new Date().toUTCString(), "content-length": "9", "x-request-id": "r1", etag: '"v1"' })!,
      '"v1"',
      Buffer.from(page),
    );
    const fresh = verdict(variant);
    expect(fresh.stale).toBe(false);
    const names = fresh.headers!.map(([name]) => name.toLowerCase());
    expect(names).toContain("cache-control");
    expect(names).not.toContain("content-length");
    expect(names).not.toContain("x-request-id");
    expect(names).not.toContain("etag");
    expect(fresh.headers).toContainEqual(["X-Cache", "HIT"]);
    vi.setSystemTime(Date.now() + 90_000);
    expect(verdict(variant)).toMatchObject({ stale: true, headers: expect.arrayContaining([["X-Cache", "STALE"]]) });
    vi.setSystemTime(Date.now() + 60_000);
    expect(verdict(variant).headers).toBeNull();
  });

  it("is judged at most once a second", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-05T12:00:00Z") });
    const variant = await makeVariant(keep(200, { ...shared, date: new Date().toUTCString() })!, null, Buffer.from(page));
    const first = verdict(variant);
    vi.setSystemTime(Date.now() + 500);
    expect(verdict(variant)).toBe(first);
    vi.setSystemTime(Date.now() + 600);
    expect(verdict(variant)).not.toBe(first);
  });
});

describe("the page cache's memory", () => {
  const variant = async (url: string, rsc: string, body = page) => {
    const answer = keepable(url, "site.test", { rsc }, 200, shared)!;
    return makeVariant(answer, null, Buffer.from(body));
  };

  it("replaces the variant with the same Vary values, and keeps at most MAX_VARIANTS of one address", async () => {
    const store = createStore(8 * 1024 * 1024);
    const first = await variant("/pricing", "1");
    store.put(first);
    const again = await variant("/pricing", "1");
    store.put(again);
    expect(store.get("/pricing")).toEqual([again]);
    for (let i = 0; i < MAX_VARIANTS + 5; i++) store.put(await variant("/pricing", `v${i}`));
    const kept = store.get("/pricing")!;
    expect(kept).toHaveLength(MAX_VARIANTS);
    expect(kept.at(-1)?.request.headers.rsc).toBe(`v${MAX_VARIANTS + 4}`);
    expect(store.bytes()).toBe(kept.reduce((n, v) => n + v.bytes, 0));
  });

  it("purges a path with every query of it, and counts the purge so a render begun before it is known", async () => {
    const store = createStore(8 * 1024 * 1024);
    const pricing = await variant("/pricing", "");
    const rsc = await variant("/pricing?_rsc=1", "1");
    const other = await variant("/pricing-plus", "");
    for (const v of [pricing, rsc, other]) store.put(v);
    store.setPass("/pricing", true);
    const before = store.generationOf("/pricing?_rsc=1");
    expect(store.purge(["/pricing"])).toBe(2);
    expect(store.get("/pricing")).toBeUndefined();
    expect(store.get("/pricing?_rsc=1")).toBeUndefined();
    expect(store.get("/pricing-plus")).toEqual([other]);
    expect(store.passes("/pricing")).toBe(false);
    expect(store.generationOf("/pricing?_rsc=1")).toBe(before + 1);
    expect(store.generationOf("/pricing-plus")).toBe(0);
  });

  it("counts a variant's new bodies while it is kept, and never brings back one that was dropped", async () => {
    const store = createStore(8 * 1024 * 1024);
    const kept = await variant("/pricing", "");
    store.put(kept);
    kept.bodies = { ...kept.bodies, identity: Buffer.from(page) };
    store.recount(kept);
    expect(store.bytes()).toBe(sizeOf(kept));
    store.purge(["/pricing"]);
    store.recount(kept);
    expect(store.get("/pricing")).toBeUndefined();
    expect(store.bytes()).toBe(0);
  });

  it("holds no more than its byte budget, dropping the least recently used address", async () => {
    const one = await variant("/one", "");
    const store = createStore(Math.floor(one.bytes * 2.5));
    store.put(one);
    store.put(await variant("/two", ""));
    store.get("/one");
    store.put(await variant("/three", ""));
    expect(store.get("/two")).toBeUndefined();
    expect(store.get("/one")).toBeDefined();
    expect(store.bytes()).toBeLessThanOrEqual(Math.floor(one.bytes * 2.5));
  });
});

describe("sending a kept answer", () => {
  // What a response was given: its headers, status and body.
  const response = () => {
    const sent = { headers: {} as Record<string, unknown>, status: 0, body: undefined as Buffer | undefined };
    const res = {
      setHeader: (name: string, value: unknown) => void (sent.headers[name.toLowerCase()] = value),
      writeHead: (status: number) => ((sent.status = status), { end: (body?: Buffer) => void (sent.body = body) }),
    } as unknown as http.ServerResponse;
    return { res, sent };
  };
  const kept = async () => {
    const variant = await makeVariant(keepable("/pricing", "site.test", {}, 200, shared)!, '"v1"', Buffer.from(page));
    return { variant, headers: verdict(variant).headers! };
  };

  it("sends the coding the client prefers with that coding's tag and length", async () => {
    const { variant, headers } = await kept();
    const { res, sent } = response();
    send(request("/pricing", { "accept-encoding": "gzip, br" }), res, variant, headers, () => undefined);
    expect(sent).toMatchObject({ status: 200, headers: { etag: '"v1-br"', "content-encoding": "br", "x-cache": "HIT" } });
    expect(sent.headers["content-length"]).toBe(variant.bodies.br!.length);
    expect(zlib.brotliDecompressSync(sent.body!).toString()).toBe(page);
  });

  it("answers 304 and no body to a client that has that coding's tag, and headers only to a HEAD", async () => {
    const { variant, headers } = await kept();
    const conditional = response();
    send(request("/pricing", { "accept-encoding": "gzip", "if-none-match": '"v1-gzip"' }), conditional.res, variant, headers, () => undefined);
    expect(conditional.sent).toMatchObject({ status: 304, body: undefined, headers: { etag: '"v1-gzip"' } });
    const head = response();
    send(request("/pricing", { "accept-encoding": "gzip" }, "HEAD"), head.res, variant, headers, () => undefined);
    expect(head.sent).toMatchObject({ status: 200, body: undefined, headers: { "content-encoding": "gzip" } });
  });

  it("unzips the plain body once for a client that accepts no coding, and hands it over to be counted", async () => {
    const { variant, headers } = await kept();
    const counted: unknown[] = [];
    for (let i = 0; i < 2; i++) {
      const { res, sent } = response();
      send(request("/pricing"), res, variant, headers, (v) => counted.push(v));
      expect(sent.headers).toMatchObject({ etag: '"v1"', "content-length": Buffer.byteLength(page) });
      expect(sent.headers["content-encoding"]).toBeUndefined();
      expect(sent.body?.toString()).toBe(page);
    }
    expect(counted).toEqual([variant]);
  });
});
