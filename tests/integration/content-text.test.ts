// Published text in the XML the site writes (issue 47, M7), on both engines. The attack published an
// excerpt with U+FFFF (the schema let a noncharacter through, the feed's escaper kept it): /blog/feed.xml
// stopped parsing, and the page cache served it so for a year. Now the content schemas refuse the
// characters XML 1.0 forbids and the other noncharacters, and the feeds and sitemaps drop whatever a row
// holds all the same; each is read by a strict XML 1.0 parser.
import { SaxesParser } from "saxes";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { publish } from "@/lib/content/publish";
import { createArticle } from "@/lib/content/store";
import { rssFeed } from "@/lib/seo/feed";
import { imageSitemapXml, sitemapXml } from "@/lib/seo/sitemap";
import { fields } from "../support/content";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));
const articles = await import("@/app/(staff)/staff/api/content/articles/route");
const one = await import("@/app/(staff)/staff/api/content/articles/[id]/route");
const city = await import("@/app/(staff)/staff/api/content/cities/[slug]/route");

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
const call = staffApiCaller<Record<string, any>>(current, "198.51.100.45");
let editor: Awaited<ReturnType<typeof signedInStaff>>;
let editorFr: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  editorFr = await signedInStaff("editor", "fr");
});

// The first error a strict XML 1.0 parser finds, or null.
function xmlError(xml: string): string | null {
  const parser = new SaxesParser();
  let error: string | null = null;
  parser.on("error", (e) => (error ??= e.message));
  parser.write(xml).close();
  return error;
}

describe("text that goes into XML", () => {
  it("refuses a noncharacter in an article's or a city page's text, in the account's language", async () => {
    const created = await call(articles.POST, "POST", "/staff/api/content/articles", editor, { locale: "en", ...fields() });
    expect(created.status).toBe(201);
    const id = String(created.body.id);
    for (const [field, value] of [
      ["excerpt", "Excerpt with a noncharacter \uffff in the middle of it."],
      ["title", "A title \ufdd0 with another"],
      ["body", "## A section\n\nA paragraph with a supplementary noncharacter \u{10ffff}."],
      ["tags", ["attribution", "re\ufffeporting"]],
    ] as const) {
      const refused = await call(one.PATCH, "PATCH", `/staff/api/content/articles/${id}`, editor, { baseRevision: 1, [field]: value }, { id });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.fields)).toContain("Contains characters that are not allowed");
    }
    const french = await call(
      city.PATCH,
      "PATCH",
      "/staff/api/content/cities/regina?locale=fr",
      editorFr,
      { baseRevision: 1, heroTitle: "Régina\uffff" },
      { slug: "regina" },
    );
    expect(french).toMatchObject({ status: 400, body: { fields: { heroTitle: "Contient des caractères non permis" } } });
  });

  it("keeps the feeds and sitemaps well-formed whatever a published row holds", async () => {
    // Through the store itself, past the schemas, as a script or an older row might.
    const input = {
      locale: "en" as const,
      ...fields({ title: "Attribution\uffff that dealers trust\u0007", excerpt: "An excerpt\ufffe with\u0001 noncharacters." }),
    };
    const { id } = await createArticle({ ...editor, ip: null }, input as never);
    await publish("article", id, { actor: { ...editor, ip: null }, base: 1, via: "editor" });
    const feed = await rssFeed("en");
    expect(xmlError(feed)).toBeNull();
    expect(feed).toContain("<title>Attribution that dealers trust</title>");
    expect(feed).toContain("<description>An excerpt with noncharacters.</description>");
    expect(xmlError(await rssFeed("fr"))).toBeNull();
    expect(xmlError(await sitemapXml())).toBeNull();
    expect(xmlError(await imageSitemapXml())).toBeNull();
  });
});
