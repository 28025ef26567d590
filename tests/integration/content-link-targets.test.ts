// The article editor's link picker (issue 50, item 4): GET /staff/api/content/link-targets answers the
// site's pages, published articles and city pages of the article's language with their addresses, found
// without accents; never a draft, never to a sales account or a visitor; a request without a language is
// refused on its field.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createArticle, listArticles } from "@/lib/content/store";
import { BASE } from "../support/requests";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const route = await import("@/app/(staff)/staff/api/content/link-targets/route");

interface Target {
  title: string;
  path: string;
  kind: string;
}

async function get(query: string, cookie = editor.cookie) {
  const request = new Request(`${BASE}/staff/api/content/link-targets?${query}`, { headers: { cookie, "x-forwarded-for": "198.51.100.41" } });
  current.headers = new Headers(request.headers);
  const response = await route.GET(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as { targets?: Target[]; fields?: Record<string, string> } };
}

let editor: { cookie: string; email: string; id: string };

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
});

describe("the link picker's targets", { timeout: 30_000 }, () => {
  it("offers the site's pages at their address in the article's language", async () => {
    const english = await get("q=pricing&locale=en");
    expect(english.status).toBe(200);
    expect(english.body.targets).toContainEqual({ title: "Pricing", path: "/pricing", kind: "page" });
    const french = await get("q=tarifs&locale=fr");
    expect(french.body.targets).toContainEqual({ title: "Tarifs", path: "/fr/tarifs", kind: "page" });
    expect(french.body.targets!.every((target) => target.path.startsWith("/fr"))).toBe(true);
  });

  it("finds a published French article by its title without its accents, at its French address", async () => {
    const [article] = await listArticles({ locale: "fr", status: "published" });
    const accentless = article!.title
      .normalize("NFD")
      .replace(/\p{Diacritic}/gu, "")
      .split(/\s+/)
      .slice(0, 3)
      .join(" ");
    const { body } = await get(`q=${encodeURIComponent(accentless)}&locale=fr`);
    expect(body.targets).toContainEqual({ title: article!.title, path: `/fr/blogue/${article!.slug}`, kind: "article" });
    // The English list does not offer it.
    expect((await get(`q=${encodeURIComponent(accentless)}&locale=en`)).body.targets!.some((t) => t.path.includes(article!.slug))).toBe(false);
  });

  it("never offers a draft, whose address answers 404 to visitors", async () => {
    const slug = `zanzibar-draft-${Date.now()}`;
    const [model] = await listArticles({ locale: "en", status: "published" });
    await createArticle(
      { id: editor.id, email: editor.email },
      {
        slug,
        title: "Zanzibar draft nobody may link to",
        seoTitle: null,
        excerpt: "A draft that is not on the site yet.",
        seoDescription: null,
        category: model!.category,
        tags: ["one", "two"],
        body: "A draft.",
        featuredImage: null,
        featuredImageAlt: null,
        locale: "en",
      },
    );
    const { body } = await get("q=zanzibar&locale=en");
    expect(body.targets!.some((target) => target.path.endsWith(slug))).toBe(false);
  });

  it("offers at most 20 targets, and some for an empty query", async () => {
    const { status, body } = await get("locale=en");
    expect(status).toBe(200);
    expect(body.targets!.length).toBeGreaterThan(0);
    expect(body.targets!.length).toBeLessThanOrEqual(20);
  });

  it("refuses a request without a language on its field, a sales account and a visitor", async () => {
    const missing = await get("q=pricing");
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toHaveProperty("locale");
    const sales = await signedInStaff("sales");
    expect((await get("q=pricing&locale=en", sales.cookie)).status).toBe(403);
    expect((await get("q=pricing&locale=en", "")).status).toBe(401);
  });
});
