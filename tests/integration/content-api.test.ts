import { describe, expect, it } from "vitest";
import * as blog from "@/app/api/blog/route";
import * as article from "@/app/api/blog/[slug]/route";
import * as city from "@/app/api/cities/[city]/route";
import * as unknown from "@/app/api/[...path]/route";
import { loadArticles } from "@/db/seed";
import { get, params } from "../support/requests";

const drafts = loadArticles().filter((a) => !a.row.isPublished);
const published = loadArticles().filter((a) => a.row.isPublished);

describe("GET /api/blog", () => {
  it("lists every published article with the spec's fields", async () => {
    const response = await blog.GET();
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
    const slugs = (await (await blog.GET()).json()).map((a: { slug: string }) => a.slug);
    for (const draft of drafts) expect(slugs).not.toContain(draft.row.slug);
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
