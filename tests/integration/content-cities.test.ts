// City pages in the workspace (issue 40), on both engines: each language of each city is in the
// search (imported text found with or without its accents, an edit found at once, the list's
// filters), the content list names cities and provinces in each language, and the editor has the
// articles' editing room (one working copy per author, the edit lock refusing someone else's save,
// taking over, the preview of the working copy).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import type { ContentKind } from "@/db/enums";
import { auditLog, cities, contentDrafts, contentLocks } from "@/db/schema";
import { cityPreview, getCityPage, listCities } from "@/lib/content/city-store";
import { cityDoc, getWorkingCopy, releaseLock } from "@/lib/content/editing";
import { fireDueSchedules, listSchedules } from "@/lib/content/schedules";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const search = await import("@/app/(staff)/staff/api/content/search/route");
const one = await import("@/app/(staff)/staff/api/content/cities/[slug]/route");
const workingCopy = await import("@/app/(staff)/staff/api/content/cities/[slug]/working-copy/route");
const lock = await import("@/app/(staff)/staff/api/content/cities/[slug]/lock/route");
const restoreRoute = await import("@/app/(staff)/staff/api/content/cities/[slug]/restore/route");
const scheduleRoute = await import("@/app/(staff)/staff/api/content/cities/[slug]/schedule/route");

type Account = { cookie: string; email: string; id: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
type Body = Record<string, any>;

const call = staffApiCaller<Body>(current, "198.51.100.41");

interface Result {
  kind: ContentKind;
  id: number;
  locale: "en" | "fr";
  title: string;
  slug: string;
  status: string;
  href: string;
  snippet: string;
}

let editor: Account;
let other: Account;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  other = await signedInStaff("editor");
});

const found = async (query: string) => {
  const answer = await call(search.GET, "GET", `/staff/api/content/search?${query}`, editor);
  expect(answer.status).toBe(200);
  return answer.body.results as Result[];
};
const cityPages = (results: Result[]) => results.filter((r) => r.kind === "city").map((r) => `${r.slug}/${r.locale}`);

const path = (slug: string, tail = "", locale = "fr") => `/staff/api/content/cities/${slug}${tail}?locale=${locale}`;
const save = async (slug: string, as: Account, changes: object, locale: "en" | "fr" = "fr") =>
  call(one.PATCH, "PATCH", path(slug, "", locale), as, { baseRevision: (await getCityPage(slug, locale)).revision, ...changes }, { slug });
const takeLock = (slug: string, as: Account, takeOver?: boolean) =>
  call(lock.POST, "POST", path(slug, "/lock"), as, takeOver === undefined ? {} : { takeOver }, { slug });
const autosave = (slug: string, as: Account, heroTitle: string) =>
  call(workingCopy.PUT, "PUT", path(slug, "/working-copy"), as, { baseRevision: 1, fields: { heroTitle } }, { slug });

const slow = { timeout: 30_000 };

describe("city pages in the workspace's search", slow, () => {
  it("finds a French city page's imported words with or without their accents, linked to its editor", async () => {
    for (const query of ["marché bilingue", "marche bilingue", "MARCHE BILINGUE"]) {
      expect(cityPages(await found(`q=${encodeURIComponent(query)}`)), query).toContain("montreal/fr");
    }
    const [hit] = (await found("q=march%C3%A9+bilingue&locale=fr")).filter((r) => r.kind === "city");
    expect(hit).toMatchObject({ slug: "montreal", locale: "fr", title: "Montréal", status: "published", href: "/staff/content/cities/montreal#city-fr-title" });
    expect(hit!.snippet).toMatch(/<mark>bilingue<\/mark>/);
    // The French page is in French's index only.
    expect(cityPages(await found("q=marche+bilingue&locale=en"))).not.toContain("montreal/fr");
  });

  it("finds a city page's edit as soon as it is saved, and its live words meanwhile", async () => {
    expect(cityPages(await found("q=%C3%A9blouissante"))).toEqual([]);
    expect((await save("winnipeg", editor, { heroTitle: "Une vitrine éblouissante pour les concessionnaires de Winnipeg" })).status).toBe(200);
    expect(cityPages(await found("q=eblouissante"))).toEqual(["winnipeg/fr"]);
    expect(cityPages(await found("q=%C3%A9blouissante"))).toEqual(["winnipeg/fr"]);
    // The public page still shows the published hero: its words find the page too.
    expect(cityPages(await found(`q=${encodeURIComponent("Faites fructifier chaque dollar")}`))).toContain("winnipeg/fr");
  });

  it("applies the list's filters that a city page has: status and language; a category or a stale twin shows none", async () => {
    expect((await save("regina", editor, { heroSubtitle: "Les concessionnaires zygomorphes de Regina vendent partout." })).status).toBe(200);
    expect(cityPages(await found("q=zygomorphes&status=changed"))).toEqual(["regina/fr"]);
    expect(cityPages(await found("q=zygomorphes&status=published"))).toEqual([]);
    expect(cityPages(await found("q=zygomorphes&status=draft"))).toEqual([]);
    expect(cityPages(await found("q=zygomorphes&locale=en"))).toEqual([]);
    expect(cityPages(await found("q=zygomorphes&locale=fr"))).toEqual(["regina/fr"]);
    expect(cityPages(await found("q=zygomorphes&stale=1"))).toEqual([]);
    expect(cityPages(await found("q=zygomorphes&category=Digital+Analytics"))).toEqual([]);
  });
});

describe("the content list's cities", () => {
  it("names each city and province in each language, the French from the city's French words", async () => {
    const bySlug = new Map((await listCities()).map((city) => [city.slug, city]));
    expect(bySlug.get("vancouver")).toMatchObject({ provinces: { en: "British Columbia", fr: "Colombie-Britannique" } });
    expect(bySlug.get("montreal")).toMatchObject({ names: { en: "Montreal", fr: "Montréal" }, provinces: { en: "Quebec", fr: "Québec" } });
    expect(bySlug.get("toronto")).toMatchObject({ provinces: { en: "Ontario", fr: "Ontario" } });
  });
});

describe("the city editor's editing room", slow, () => {
  it("keeps one working copy per author and language, which a save clears", async () => {
    await takeLock("calgary", editor);
    expect((await autosave("calgary", editor, "Premiers mots")).status).toBe(200);
    const second = await autosave("calgary", editor, "Premiers mots, puis d’autres");
    expect(second.status).toBe(200);
    const rows = await getDb()
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.docKind, "city"), eq(contentDrafts.authorId, editor.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ locale: "fr", baseRevision: 1, fields: { heroTitle: "Premiers mots, puis d’autres" } });
    const kept = await call(workingCopy.GET, "GET", path("calgary", "/working-copy"), editor, undefined, { slug: "calgary" });
    expect(kept.body.workingCopy).toMatchObject({ fields: { heroTitle: "Premiers mots, puis d’autres" }, savedAt: second.body.savedAt });
    // The English page is another document: no working copy there.
    const english = await call(workingCopy.GET, "GET", path("calgary", "/working-copy", "en"), editor, undefined, { slug: "calgary" });
    expect(english.body.workingCopy).toBeNull();

    expect((await save("calgary", editor, { heroTitle: "Premiers mots, puis d’autres" })).status).toBe(200);
    expect((await call(workingCopy.GET, "GET", path("calgary", "/working-copy"), editor, undefined, { slug: "calgary" })).body.workingCopy).toBeNull();
    expect((await call(workingCopy.GET, "GET", path("atlantis", "/working-copy"), editor, undefined, { slug: "atlantis" })).status).toBe(404);
  });

  it("refuses a save or an autosave from someone without the lock", async () => {
    expect((await takeLock("edmonton", editor)).status).toBe(200);
    const refused = await save("edmonton", other, { heroTitle: "Un titre par-dessus la tête du détenteur" });
    expect(refused.status).toBe(409);
    expect(refused.body.lock).toMatchObject({ holderId: editor.id });
    expect((await autosave("edmonton", other, "Sans le verrou")).status).toBe(409);
    expect((await takeLock("edmonton", other)).status).toBe(409);
    // The other language is free.
    expect((await save("edmonton", other, { heroTitle: "Edmonton's arteries, measured to the dollar" }, "en")).status).toBe(200);
    expect((await save("edmonton", editor, { heroTitle: "Le titre du détenteur" })).status).toBe(200);
  });

  it("lets another editor take over, audited, and the former holder learns it at their next autosave", async () => {
    await takeLock("toronto", editor);
    const over = await takeLock("toronto", other, true);
    expect(over).toMatchObject({ status: 200, body: { lock: { holderId: other.id } } });
    const [{ id }] = (await getDb().select({ id: cities.id }).from(cities).where(eq(cities.slug, "toronto"))) as [{ id: number }];
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content-lock-taken-over"), eq(auditLog.target, `city:${id}`)));
    expect(JSON.parse(entry!.detail!)).toMatchObject({ locale: "fr", from: editor.id });
    const lost = await autosave("toronto", editor, "Toujours en train de taper");
    expect(lost.status).toBe(409);
    expect(lost.body.lock.holderId).toBe(other.id);
    expect((await save("toronto", editor, { heroTitle: "Trop tard" })).status).toBe(409);
    expect((await save("toronto", other, { heroTitle: "Dominez les clics les plus chers du Grand Toronto" })).status).toBe(200);
  });

  it("previews the author's working copy over the saved draft, its words only where their type is right", async () => {
    await takeLock("montreal", editor);
    const fields = { heroTitle: "Un titre tapé, pas encore enregistré", population: 1 };
    const put = await call(workingCopy.PUT, "PUT", path("montreal", "/working-copy"), editor, { baseRevision: 1, fields }, { slug: "montreal" });
    expect(put.status).toBe(200);
    const kept = await getWorkingCopy(editor.id, await cityDoc("montreal", "fr"));
    const { city } = await cityPreview("montreal", "fr", "head", { ...kept!.fields, faq: "pas une liste" });
    const words = JSON.parse(city.contentFr) as { hero_title: string; faq: unknown[] };
    expect(words.hero_title).toBe("Un titre tapé, pas encore enregistré");
    expect(words.faq.length).toBeGreaterThan(0);
    // The figures are written through the English page only.
    expect(city.population).toBe((await getCityPage("montreal", "en")).figures.population);
  });
});

// Issue 50, item 5: a city page has what an article has, through the same publish and schedule code.
describe("the city page a route names", slow, () => {
  it("is found from the slug and ?locale= before the handler runs: 400 for a language that is none, 404 for no such city", async () => {
    const french = await signedInStaff("editor", "fr");
    for (const locale of ["de", "FR", ""]) {
      const refused = await call(lock.POST, "POST", `/staff/api/content/cities/winnipeg/lock?locale=${locale}`, french, {}, { slug: "winnipeg" });
      const choose = "Choisissez l'anglais ou le français";
      expect(refused, locale).toEqual({ status: 400, body: { error: choose, fields: { locale: choose } } });
    }
    const unknown = await call(lock.POST, "POST", path("atlantis", "/lock"), french, {}, { slug: "atlantis" });
    expect(unknown).toEqual({ status: 404, body: { error: "Article ou page de ville introuvable" } });
    expect(await getDb().select().from(contentLocks).where(eq(contentLocks.holderId, french.id))).toEqual([]);
    // No ?locale= is the English page's.
    const english = await call(lock.POST, "POST", "/staff/api/content/cities/winnipeg/lock", french, {}, { slug: "winnipeg" });
    expect(english.status).toBe(200);
    const [held] = await getDb().select().from(contentLocks).where(eq(contentLocks.holderId, french.id));
    expect(held).toMatchObject({ docKind: "city", locale: "en" });
    await call(lock.DELETE, "DELETE", "/staff/api/content/cities/winnipeg/lock?locale=en", french, undefined, { slug: "winnipeg" });
    expect(await getDb().select().from(contentLocks).where(eq(contentLocks.holderId, french.id))).toEqual([]);
  });
});

describe("a city page at parity with articles: restore and schedule", slow, () => {
  it("restores an older revision of one language as its newest draft, audited; someone else's lock refuses it", async () => {
    await takeLock("regina", editor);
    const before = await getCityPage("regina", "fr");
    expect((await save("regina", editor, { heroTitle: "Un titre changé puis regretté" })).status).toBe(200);
    const restored = await call(restoreRoute.POST, "POST", path("regina", "/restore"), editor, { revision: before.revision }, { slug: "regina" });
    expect(restored.status).toBe(200);
    expect(restored.body.revision).toBe(before.revision + 2);
    const page = await getCityPage("regina", "fr");
    expect(page.draft.heroTitle).toBe(before.draft.heroTitle);
    // A draft until published: the live page still shows what it showed.
    expect(page.live.heroTitle).toBe(before.live.heroTitle);
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content-restored"), eq(auditLog.target, "city:regina:fr")));
    expect(JSON.parse(String(audit?.detail))).toEqual({ revision: before.revision + 2, from: before.revision });

    const refused = await call(restoreRoute.POST, "POST", path("regina", "/restore"), other, { revision: before.revision }, { slug: "regina" });
    expect(refused.status).toBe(409);
    const unknown = await call(restoreRoute.POST, "POST", path("regina", "/restore"), editor, { revision: 9999 }, { slug: "regina" });
    expect(unknown.status).toBe(404);
    await releaseLock({ ...editor, ip: null, name: "" }, await cityDoc("regina", "fr"));
  });

  it("schedules a language's publish with the other language, fires both at the due time, and refuses an unpublish naming its field", async () => {
    const due = Date.now() + 40 * 86_400_000;
    await takeLock("calgary", editor);
    expect((await save("calgary", editor, { heroTitle: "Calgary, programmée pour plus tard" })).status).toBe(200);
    const body = { action: "publish", at: new Date(due).toISOString(), withTwin: true };
    const planned = await call(scheduleRoute.POST, "POST", path("calgary", "/schedule"), editor, body, { slug: "calgary" });
    expect(planned.status).toBe(201);
    expect(planned.body.scheduleIds).toHaveLength(2);
    const { id } = await cityDoc("calgary", "fr");
    expect((await listSchedules({ docKind: "city", docId: id, locale: "fr" })).map((r) => r.status)).toEqual(["pending"]);
    expect((await getCityPage("calgary", "fr")).live.heroTitle).not.toBe("Calgary, programmée pour plus tard");

    const off = await call(scheduleRoute.POST, "POST", path("calgary", "/schedule"), editor, { ...body, action: "unpublish" }, { slug: "calgary" });
    expect(off.status).toBe(400);
    expect(off.body.fields).toHaveProperty("action");

    expect(await fireDueSchedules("city-parity", due)).toEqual(["done"]);
    const [fr, en] = [await getCityPage("calgary", "fr"), await getCityPage("calgary", "en")];
    expect(fr.live.heroTitle).toBe("Calgary, programmée pour plus tard");
    expect(fr.status).toBe("published");
    expect(en.status).toBe("published");
    await releaseLock({ ...editor, ip: null, name: "" }, await cityDoc("calgary", "fr"));
  });
});
