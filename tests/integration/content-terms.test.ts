// The blog's categories and tags managed in the workspace (issue 50, item 4), on both engines: the
// seed holds the three categories with the names the site shows and the articles' tags with their
// French names; editors add, rename (each language) and merge, and delete what no article uses; a
// rename reaches the live articles and purges their pages; the editor's saves read the table.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { articles, auditLog, contentEvents, terms } from "@/db/schema";
import { getArticle } from "@/lib/content/store";
import { categoryName, tagNames, type TermSummary } from "@/lib/content/terms";
import { fields } from "../support/content";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const list = await import("@/app/(staff)/staff/api/content/terms/route");
const one = await import("@/app/(staff)/staff/api/content/terms/[id]/route");
const merge = await import("@/app/(staff)/staff/api/content/terms/[id]/merge/route");
const articleApi = await import("@/app/(staff)/staff/api/content/articles/route");
const articleOne = await import("@/app/(staff)/staff/api/content/articles/[id]/route");

type Body = TermSummary & { error: string; fields: Record<string, string>; terms: TermSummary[]; id: number; revision: number; deleted: boolean };
const call = staffApiCaller<Body>(current);

let editor: Awaited<ReturnType<typeof signedInStaff>>;
let editorFr: Awaited<ReturnType<typeof signedInStaff>>;

const all = async () => (await call(list.GET, "GET", "/staff/api/content/terms", editor)).body.terms;
const find = async (kind: string, slug: string) => (await all()).find((t) => t.kind === kind && t.slug === slug)!;
const rename = (id: number, names: object, as = editor) => call(one.PATCH, "PATCH", `/staff/api/content/terms/${id}`, as, names, { id: String(id) });
const remove = (id: number, as = editor) => call(one.DELETE, "DELETE", `/staff/api/content/terms/${id}`, as, undefined, { id: String(id) });
const add = (body: object, as = editor) => call(list.POST, "POST", "/staff/api/content/terms", as, body);
const live = async (slug: string) => (await getDb().select().from(articles).where(eq(articles.slug, slug)))[0]!;
const lastAudit = async (action: string) => (await getDb().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1))[0];
const lastEventPaths = async () => (await getDb().select().from(contentEvents).orderBy(desc(contentEvents.id)).limit(1))[0]?.paths ?? [];

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  editorFr = await signedInStaff("editor", "fr");
}, 60_000);

const slow = { timeout: 60_000 };

describe("the seeded terms", slow, () => {
  it("hold the three categories with the names the site shows, first, and each with its article count", async () => {
    const categories = (await all()).filter((t) => t.kind === "category");
    expect(categories.map((c) => [c.slug, c.nameEn, c.nameFr])).toEqual([
      ["Digital Analytics", "Digital Analytics", "Analytique numérique"],
      ["Marketing Reporting", "Marketing Reporting", "Rapports marketing"],
      ["Advertising Dashboard", "Advertising Dashboard", "Tableau de bord publicitaire"],
    ]);
    const rows = await getDb().select({ category: articles.category }).from(articles);
    for (const c of categories) expect(c.articles).toBe(rows.filter((r) => r.category === c.slug).length);
    expect(categories.every((c) => c.articles > 0)).toBe(true);
  });

  it("hold each article's tag with the French adaptation's tag at the same place as its French name", async () => {
    const tag = await find("tag", "autotrader-ca");
    expect(tag).toMatchObject({ nameEn: "autotrader.ca", nameFr: "AutoTrader.ca" });
    // The English article and its French adaptation.
    expect(tag.articles).toBeGreaterThanOrEqual(2);
    expect(await tagNames(["plateformes d'annonces"], "fr", "en")).toEqual(["marketplaces"]);
  });

  it("are for editors and administrators only", async () => {
    const sales = await signedInStaff("sales");
    expect((await call(list.GET, "GET", "/staff/api/content/terms", sales)).status).toBe(403);
    expect((await add({ kind: "tag", nameEn: "leasing", nameFr: "location" }, sales)).status).toBe(403);
  });
});

describe("adding a term", slow, () => {
  it("answers 201 with its slug, and an audit line", async () => {
    const answer = await add({ kind: "tag", nameEn: "Summer sales", nameFr: "Ventes d'été" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ kind: "tag", slug: "summer-sales", nameEn: "Summer sales", nameFr: "Ventes d'été", articles: 0 });
    expect(await lastAudit("term-created")).toMatchObject({ actorEmail: editor.email, target: `term:${answer.body.id}` });
  });

  it("refuses a name another term of its kind has, in either language, naming the field in the account's language", async () => {
    const taken = await add({ kind: "tag", nameEn: "Brand new", nameFr: "ventes d'ÉTÉ" }, editorFr);
    expect(taken.status).toBe(409);
    expect(taken.body.fields.nameFr).toBe("«\u00a0Ventes d'été\u00a0» est déjà utilisé\u00a0: choisissez un autre nom");
    const empty = await add({ kind: "category", nameEn: "  ", nameFr: "x" });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.fields)).toEqual(["nameEn"]);
    expect((await add({ kind: "author", nameEn: "a", nameFr: "b" })).status).toBe(400);
  });
});

describe("renaming", slow, () => {
  it("a tag's French name rewrites the live French articles that carry it and purges their pages", async () => {
    const tag = await find("tag", "autotrader-ca");
    const answer = await rename(tag.id, { nameFr: "AutoTrader Canada" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ nameEn: "autotrader.ca", nameFr: "AutoTrader Canada", articles: tag.articles });
    expect((await live("autotrader-ca-rapports-par-vehicule")).tags[0]).toBe("AutoTrader Canada");
    expect((await live("autotrader-ca-vehicle-level-reporting")).tags[0]).toBe("autotrader.ca");
    // The editor opens the head revision: it names the tag as it is now called.
    expect((await getArticle((await live("autotrader-ca-rapports-par-vehicule")).id)).draft.tags[0]).toBe("AutoTrader Canada");
    expect(await lastEventPaths()).toEqual(expect.arrayContaining(["/fr/blogue/autotrader-ca-rapports-par-vehicule", "/fr/blogue", "/blog"]));
    expect((await lastAudit("term-renamed"))?.detail).toContain("AutoTrader Canada");
  });

  it("a category's French name shows on the French pages; its id, which the articles hold, stays", async () => {
    const category = await find("category", "Marketing Reporting");
    const answer = await rename(category.id, { nameFr: "Rapports de marketing" });
    expect(answer.status).toBe(200);
    expect(await categoryName("fr", "Marketing Reporting")).toBe("Rapports de marketing");
    expect(await categoryName("en", "Marketing Reporting")).toBe("Marketing Reporting");
    expect((await find("category", "Marketing Reporting")).articles).toBe(category.articles);
    expect(await lastEventPaths()).toEqual(expect.arrayContaining(["/fr/blogue", "/fr/blogue/feed.xml"]));
  });

  it("refuses no name, an unknown id and a name taken", async () => {
    const tag = await find("tag", "summer-sales");
    expect((await rename(tag.id, {})).status).toBe(400);
    expect((await rename(999_999, { nameEn: "x" })).status).toBe(404);
    const other = await find("tag", "autotrader-ca");
    const taken = await rename(tag.id, { nameEn: "AUTOTRADER.CA" });
    expect(taken.status).toBe(409);
    expect(Object.keys(taken.body.fields)).toEqual(["nameEn"]);
    expect((await find("tag", "summer-sales")).nameEn).toBe("Summer sales");
    expect(other.nameEn).toBe("autotrader.ca");
  });
});

describe("merging tags", slow, () => {
  it("moves every article of one tag to the other, once, and deletes the first", async () => {
    const from = await find("tag", "used-inventory");
    const into = await find("tag", "aged-inventory");
    const carrying = (await getDb().select().from(articles)).filter((a) => a.locale === "en" && a.tags.includes("used inventory"));
    expect(carrying.length).toBeGreaterThan(0);
    const answer = await call(merge.POST, "POST", `/staff/api/content/terms/${from.id}/merge`, editor, { into: into.id }, { id: String(from.id) });
    expect(answer.status).toBe(200);
    expect(answer.body.slug).toBe("aged-inventory");
    for (const article of carrying) {
      const tags = (await live(article.slug)).tags;
      expect(tags).not.toContain("used inventory");
      expect(tags.filter((t) => t === "aged inventory")).toHaveLength(1);
    }
    expect((await live("autotrader-ca-rapports-par-vehicule")).tags).toEqual(["AutoTrader Canada", "plateformes d'annonces", "inventaire vieillissant"]);
    expect(await getDb().select().from(terms).where(eq(terms.id, from.id))).toEqual([]);
    expect(await lastAudit("term-merged")).toMatchObject({ target: `term:${from.id}` });
  });

  it("refuses a category, the tag itself and no target", async () => {
    const tag = await find("tag", "summer-sales");
    const category = await find("category", "Digital Analytics");
    const post = (id: number, into: unknown) => call(merge.POST, "POST", `/staff/api/content/terms/${id}/merge`, editor, { into }, { id: String(id) });
    expect((await post(tag.id, tag.id)).body.fields).toHaveProperty("into");
    expect((await post(tag.id, category.id)).status).toBe(400);
    expect((await post(tag.id, "x")).status).toBe(400);
  });
});

describe("deleting", slow, () => {
  it("refuses a category in use, in words, and deletes a tag no article uses", async () => {
    const category = await find("category", "Digital Analytics");
    const refused = await remove(category.id, editorFr);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Cette catégorie est utilisée par \d+ articles\u00a0: elle ne peut pas être supprimée\./);
    expect(await find("category", "Digital Analytics")).toBeTruthy();
    const tag = await find("tag", "summer-sales");
    expect((await remove(tag.id)).body).toEqual({ deleted: true });
    expect(await find("tag", "summer-sales")).toBeUndefined();
    expect(await lastAudit("term-deleted")).toMatchObject({ target: `term:${tag.id}` });
    expect((await remove(tag.id)).status).toBe(404);
  });
});

describe("the editor's saves", slow, () => {
  it("take a category the table holds, refuse one it lacks, and add a new tag typed", async () => {
    const category = await add({ kind: "category", nameEn: "Fixed Ops", nameFr: "Service après-vente" });
    const created = await call(articleApi.POST, "POST", "/staff/api/content/articles", editor, {
      ...fields({ category: category.body.slug, tags: ["attribution", "Tire storage"] }),
      locale: "en",
    });
    expect(created.status).toBe(201);
    expect(await find("tag", "tire-storage")).toMatchObject({ nameEn: "Tire storage", articles: 1 });
    expect((await find("category", "fixed-ops")).articles).toBe(1);
    const id = created.body.id;
    const refused = await call(
      articleOne.PATCH,
      "PATCH",
      `/staff/api/content/articles/${id}`,
      editor,
      { category: "News", baseRevision: 1 },
      { id: String(id) },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toHaveProperty("category");
    const rows = await getDb()
      .select()
      .from(terms)
      .where(and(eq(terms.kind, "tag"), eq(terms.slug, "attribution")));
    expect(rows).toHaveLength(1);
  });
});
