import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as blog from "@/app/api/blog/route";
import * as article from "@/app/api/blog/[slug]/route";
import * as city from "@/app/api/cities/[city]/route";
import * as unknown from "@/app/api/[...path]/route";
import { getDb } from "@/db";
import { articles } from "@/db/schema";
import { loadArticles } from "@/lib/content/import";
import { get, params } from "../support/requests";

const drafts = loadArticles().filter((a) => !a.row.isPublished);
const published = loadArticles().filter((a) => a.row.isPublished);

describe("GET /api/blog", () => {
  it("lists every published article with the spec's fields", async () => {
    const response = await blog.GET(get("/api/blog"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveLength(published.length);
    expect(Object.keys(body[0]).sort()).toEqual(
      ["category", "content", "excerpt", "featuredImage", "id", "isPublished", "slug", "tags", "title", "updatedAt"].sort(),
    );
    expect(body.every((a: { isPublished: string }) => a.isPublished === "true")).toBe(true);
  });

  it("never lists a draft", async () => {
    expect(drafts.length).toBeGreaterThanOrEqual(2);
    const slugs = (await (await blog.GET(get("/api/blog"))).json()).map((a: { slug: string }) => a.slug);
    for (const draft of drafts) expect(slugs).not.toContain(draft.row.slug);
  });
});

describe("GET /api/blog?lang=fr", () => {
  const frenchPublished = loadArticles("fr").filter((a) => a.row.isPublished);

  it("lists the French articles with the same fields, and the English list stays English", async () => {
    const response = await blog.GET(get("/api/blog?lang=fr"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { slug: string; title: string }[];
    expect(body.map((a) => a.slug).sort()).toEqual(frenchPublished.map((a) => a.row.slug).sort());
    expect(Object.keys(body[0]!).sort()).toEqual(
      ["category", "content", "excerpt", "featuredImage", "id", "isPublished", "slug", "tags", "title", "updatedAt"].sort(),
    );
    const english = (await (await blog.GET(get("/api/blog"))).json()) as { slug: string }[];
    expect(english.map((a) => a.slug).sort()).toEqual(published.map((a) => a.row.slug).sort());
    // Each language's body has its own tag.
    expect(response.headers.get("etag")).not.toBe((await blog.GET(get("/api/blog"))).headers.get("etag"));
  });

  it("answers one French article by its French slug when asked in French, and 400 for an unknown language", async () => {
    const one = frenchPublished[0]!.row;
    const found = await article.GET(get(`/api/blog/${one.slug}?lang=fr`), params({ slug: one.slug }));
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({ slug: one.slug, title: one.title });
    expect((await article.GET(get(`/api/blog/${one.slug}`), params({ slug: one.slug }))).status).toBe(404);
    expect((await blog.GET(get("/api/blog?lang=de"))).status).toBe(400);
  });
});

describe("GET /api/blog, kept in memory per version of the articles", () => {
  const list = (headers: Record<string, string> = {}) => blog.GET(get("/api/blog", headers));
  const slugsOf = async (response: Response) => (await response.json()).map((a: { slug: string }) => a.slug);

  it("sends the list uncompressed with a strong tag, the same body for every request of a version", async () => {
    // Next drops a route handler's Content-Encoding: server.mjs's page cache keeps the compressed
    // forms (tests/e2e/compression.spec.ts and page-cache.spec.ts check what a browser receives).
    const plain = await list({ "accept-encoding": "gzip, deflate, br" });
    const text = await plain.text();
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    const again = await list();
    expect(again.headers.get("etag")).toBe(plain.headers.get("etag"));
    expect(await again.text()).toBe(text);
  });

  it("answers 304 with no body to a client that has the current version, and lets a CDN hold it", async () => {
    const first = await list();
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[\w-]{32}"$/);
    expect(first.headers.get("cache-control")).toMatch(/public.*s-maxage=\d+/);

    const again = await list({ "if-none-match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(again.headers.get("etag")).toBe(etag);
    expect((await list({ "if-none-match": `"something-else", W/${etag}` })).status).toBe(304);
    expect((await list({ "if-none-match": '"something-else"' })).status).toBe(200);
  });

  it("serves an article published, changed or withdrawn in the database from the next request on", async () => {
    const draft = drafts[0]!.row.slug;
    const before = await list();
    expect(await slugsOf(before)).not.toContain(draft);

    await getDb().update(articles).set({ isPublished: true }).where(eq(articles.slug, draft));
    const published = await list({ "if-none-match": before.headers.get("etag")! });
    expect(published.status).toBe(200);
    expect(published.headers.get("etag")).not.toBe(before.headers.get("etag"));
    expect(await slugsOf(published)).toContain(draft);

    await getDb().update(articles).set({ title: "Retitled in the database" }).where(eq(articles.slug, draft));
    const retitled = await (await list()).json();
    expect(retitled.find((a: { slug: string }) => a.slug === draft).title).toBe("Retitled in the database");

    await getDb().delete(articles).where(eq(articles.slug, draft));
    expect(await slugsOf(await list())).not.toContain(draft);
  });

  it("keeps the same ETag when a write changes nothing a client sees (a draft edited)", async () => {
    const etag = (await list()).headers.get("etag");
    await getDb().update(articles).set({ title: "A draft's new working title" }).where(eq(articles.slug, drafts[1]!.row.slug));
    const after = await list({ "if-none-match": etag! });
    expect(after.status).toBe(304);
  });
});

describe("GET /api/blog/{slug}", () => {
  it("returns a published article with its HTML body and tags", async () => {
    const { slug, title } = published[0]!.row;
    const response = await article.GET(get(`/api/blog/${slug}`), params({ slug }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ slug, title, isPublished: "true" });
    expect(body.content).toMatch(/<h2[^>]*>/);
    expect(Array.isArray(body.tags)).toBe(true);
  });

  it("answers 404 with a JSON error for an unknown slug", async () => {
    const response = await article.GET(get("/api/blog/no-such-article"), params({ slug: "no-such-article" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Article not found" });
  });

  it("answers 404 for a draft, as if it did not exist", async () => {
    const slug = drafts[0]!.row.slug;
    const response = await article.GET(get(`/api/blog/${slug}`), params({ slug }));
    expect(response.status).toBe(404);
  });

  it("answers 405 to a POST", async () => {
    expect(article.POST().status).toBe(405);
  });
});

describe("GET /api/cities/{city}", () => {
  it("finds a city by its slug in any case", async () => {
    for (const slug of ["toronto", "TORONTO", "Toronto"]) {
      const response = await city.GET(get(`/api/cities/${slug}`), params({ city: slug }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ cityName: "Toronto", province: "Ontario", population: 2_794_356 });
    }
  });

  it("returns the hero texts as a JSON string in content", async () => {
    const response = await city.GET(get("/api/cities/montreal"), params({ city: "montreal" }));
    const body = await response.json();
    expect(JSON.parse(body.content)).toHaveProperty("hero_title");
  });

  it("answers 404 with a JSON error for an unknown city", async () => {
    const response = await city.GET(get("/api/cities/paris"), params({ city: "paris" }));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "City not found" });
  });
});

describe("unknown API paths", () => {
  it("answer a JSON 404", async () => {
    const response = unknown.GET();
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: "Not found" });
  });
});
