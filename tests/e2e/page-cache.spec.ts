// server.mjs's page cache, seen from outside: what it keeps, what it never keeps, and that what it
// sends is what the page is (one tag per coding, one entry per page whatever cache-buster it carries,
// one spelling of each build file).
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { decoded, fetchRaw } from "./support";

const BR = { "accept-encoding": "gzip, deflate, br, zstd" };

// Asks until the cache answers (the first request fills it; it is kept once the answer has finished).
// The cache keeps the plain answer first and compresses it in the background: wait for a hit in the
// encoding asked for (brotli first, as browsers get it), or a plain one for a body too small to
// compress (1 KB or less).
const preferred = (accept = "") => (/\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : undefined);
async function cached(path: string, headers: Record<string, string> = {}) {
  for (let i = 0; i < 50; i++) {
    const r = await fetchRaw(path, headers);
    const small = r.headers["content-encoding"] === undefined && r.body.length <= 1024;
    if (r.headers["x-cache"] === "HIT" && (small || r.headers["content-encoding"] === preferred(headers["accept-encoding"]))) return r;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${path} never came from the cache`);
}

test("the React Server Component requests a browser sends never get the page's HTML, nor the page its RSC payload", async ({ page }) => {
  // The requests a browser really sends when it prefetches a link (hovering the footer's Glossary link).
  const rsc: { url: string; headers: Record<string, string> }[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/glossary" && request.headers()["rsc"]) rsc.push({ url: url.pathname + url.search, headers: request.headers() });
  });
  await page.goto("/privacy");
  await page.locator("footer a[href='/glossary']").hover();
  await expect.poll(() => rsc.length).toBeGreaterThanOrEqual(2);

  // RSC first, then the document, then both again from the cache.
  for (const round of [1, 2]) {
    for (const { url, headers } of rsc) {
      const answer = round === 1 ? await fetchRaw(url, { ...headers, ...BR }) : await cached(url, { ...headers, ...BR });
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toBe("text/x-component");
      expect(decoded(answer)).not.toContain("<!DOCTYPE html>");
    }
    const document = round === 1 ? await fetchRaw("/glossary", BR) : await cached("/glossary", BR);
    expect(document.headers["content-type"]).toMatch(/^text\/html/);
    expect(decoded(document)).toMatch(/^<!DOCTYPE html>/);
    expect(decoded(document)).toContain("Glossary");
  }

  // And the client navigation those requests feed shows the page.
  await page.locator("footer a[href='/glossary']").click();
  await expect(page).toHaveURL(/\/glossary$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The language of dealership marketing");
});

test("a cached page's brotli, gzip and plain answers decode to the same bytes, in both languages", async () => {
  for (const path of ["/pricing", "/fr/tarifs", "/blog/cost-per-sale-by-lead-source", "/automotive-advertising-dashboard/toronto"]) {
    const br = await cached(path, BR);
    const gzip = await cached(path, { "accept-encoding": "gzip" });
    const plain = await cached(path);
    expect(br.headers["content-encoding"], path).toBe("br");
    expect(gzip.headers["content-encoding"], path).toBe("gzip");
    expect(plain.headers["content-encoding"], path).toBeUndefined();
    expect(decoded(br), path).toBe(plain.body.toString());
    expect(decoded(gzip), path).toBe(plain.body.toString());
    // A tag per coding: a client that kept one body never takes a 304 for another.
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    expect(br.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(br.headers.vary).toContain("Accept-Encoding");
  }
});

test("the blog's API has one tag per coding, the plain answer's its own, though its first answer was compressed on the fly", async () => {
  for (const lang of ["en", "fr"]) {
    const path = `/api/blog?lang=${lang}`;
    // Forgotten (POST /purge, from this machine), so the next answer is a miss, compressed on its way out.
    expect((await fetchRaw("/purge", {}, "POST", JSON.stringify({ paths: ["/api/blog"] }))).status).toBe(200);
    const miss = await fetchRaw(path, BR);
    expect(miss.headers["x-cache"]).toBe("MISS");
    const plain = await cached(path);
    const br = await cached(path, BR);
    const gzip = await cached(path, { "accept-encoding": "gzip" });
    expect(plain.headers.etag, path).not.toMatch(/-(br|gzip)"$/);
    expect(br.headers.etag, path).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(gzip.headers.etag, path).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    expect(miss.headers.etag, path).toBe(br.headers.etag);
  }
});

test("a made-up _rsc on a request for the document is the page from memory; an RSC request is its own entry", async () => {
  const page = await cached("/pricing", BR);
  const busted = await fetchRaw(`/pricing?_rsc=made-up-${Date.now()}`, BR);
  expect(busted.headers["x-cache"]).toBe("HIT");
  expect(busted.headers.etag).toBe(page.headers.etag);
  const rsc = await fetchRaw("/pricing?_rsc", { ...BR, rsc: "1" });
  expect(rsc.status).toBe(200);
  expect(rsc.headers["content-type"]).toBe("text/x-component");
});

test("a build file's path with an encoded slash is redirected to its one spelling", async () => {
  const page = decoded(await fetchRaw("/privacy", BR)).toString();
  const script = /src="(\/_next\/static\/chunks\/[^"]+\.js)"/.exec(page)![1]!;
  const [folder, file] = [script.slice(0, script.lastIndexOf("/")), script.slice(script.lastIndexOf("/") + 1)];
  for (const spelling of [`${folder}%2F${file}`, `${folder}/x1/..%2F${file}`, `${folder}%2f.%2F${file}`]) {
    const answer = await fetchRaw(spelling, BR);
    expect(answer.status, spelling).toBe(308);
    expect(answer.headers.location, spelling).toBe(script);
  }
});

test("If-None-Match with the page's tag gets 304 and no body; HEAD gets the headers and no body", async () => {
  const page = await cached("/faq", BR);
  const again = await fetchRaw("/faq", { ...BR, "if-none-match": String(page.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  const head = await fetchRaw("/faq", BR, "HEAD");
  expect(head.status).toBe(200);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-length"]).toBe(page.headers["content-length"]);
  expect(head.headers["x-cache"]).toBe("HIT");
});

test("a HEAD, kept page or not, reports the coding and tag its GET gets", async () => {
  // Likely a miss: no other test asks for the terms without a browser first.
  const head = await fetchRaw("/terms", BR, "HEAD");
  const get = await fetchRaw("/terms", BR);
  expect(head.body.length).toBe(0);
  expect(head.headers["content-encoding"]).toBe("br");
  expect(get.headers["content-encoding"]).toBe("br");
  expect(head.headers.etag).toBe(get.headers.etag);
});

test("the home page and its redirect for a visitor who chose French agree for a shared cache", async () => {
  const home = await fetchRaw("/", BR);
  const chosen = await fetchRaw("/", { ...BR, cookie: "torque-lang=fr" });
  expect(home.status).toBe(200);
  expect(home.headers.vary).toMatch(/\bCookie\b/);
  expect(chosen.status).toBe(307);
  expect(chosen.headers.location).toBe("/fr");
  expect(chosen.headers.vary).toMatch(/\bCookie\b/);
  expect(chosen.headers["cache-control"]).toBe("private, no-store");
});

test("the staff workspace and sign-in are never kept or served from the cache", async () => {
  for (const path of ["/staff/sign-in", "/staff/sign-in", "/api/auth/get-session", "/api/auth/get-session"]) {
    const r = await fetchRaw(path, BR);
    expect(r.headers["x-cache"], path).toBeUndefined();
    expect(r.headers["cache-control"], path).toMatch(/no-store|private/);
  }
});

test("a POST to a cached address reaches the application, never the cache", async () => {
  await cached("/contact", BR);
  const post = await fetchRaw("/contact", { ...BR, "content-type": "text/plain" }, "POST", "hello");
  expect(post.headers["x-cache"]).not.toBe("HIT");
  expect(post.status).toBe(405);
  for (let i = 0; i < 2; i++) {
    const lead = await fetchRaw("/api/demo-requests", { "content-type": "application/json" }, "POST", "{}");
    expect(lead.status).toBe(400);
    expect(lead.headers["x-cache"]).toBeUndefined();
  }
});

test("an unknown slug's 404 is never kept: it stays a 404 from the application, in both languages", async () => {
  for (const path of ["/blog/no-such-article-here", "/fr/blogue/aucun-article-ici", "/automotive-advertising-dashboard/atlantis"]) {
    for (let i = 0; i < 3; i++) {
      const r = await fetchRaw(path, BR);
      expect(r.status, path).toBe(404);
      expect(r.headers["x-cache"], path).toBe("MISS");
    }
  }
});

test("an article published after the build is served at once, then kept", async () => {
  const slug = `cache-published-${Date.now()}`;
  expect((await fetchRaw(`/blog/${slug}`)).status).toBe(404);
  const db = new Database(process.env.DATABASE_PATH!);
  try {
    db.prepare("insert into articles (slug, title, excerpt, category, content, tags, is_published, updated_at) values (?, ?, ?, ?, ?, ?, 1, ?)").run(
      slug,
      "Holiday Sales Event Attribution for Maritime Dealers",
      "How a Moncton store read its December event's leads by source.",
      "Digital Analytics",
      "<p>Published while the site was running.</p>",
      '["events"]',
      "2026-11-24",
    );
    const first = await fetchRaw(`/blog/${slug}`, BR);
    expect(first.status).toBe(200);
    expect(decoded(first)).toContain("Holiday Sales Event Attribution for Maritime Dealers");
    const kept = await cached(`/blog/${slug}`, BR);
    expect(decoded(kept)).toContain("Published while the site was running.");
  } finally {
    db.prepare("delete from articles where slug = ?").run(slug);
    db.close();
  }
});

test("every answer that went through the cache says so (X-Cache)", async () => {
  const first = await fetchRaw(`/pricing?utm_source=newsletter&utm_campaign=cache-${Date.now()}`, BR);
  expect(first.headers["x-cache"]).toMatch(/^(HIT|MISS)$/);
  // Tracking parameters do not make a page new: an ad's thousand links share one entry.
  expect((await cached(`/pricing?gclid=${Date.now()}`, BR)).headers["x-cache"]).toBe("HIT");
  expect((await fetchRaw("/api/blog", BR)).headers["x-cache"]).toMatch(/^(HIT|MISS|STALE)$/);
});
