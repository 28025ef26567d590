// The content store through its API (issue 39), on both engines: an editor creates, saves, publishes,
// renames, unpublishes and restores articles and city pages; concurrent saves conflict; the gates
// refuse in the account's language; French twins fall out of date and are brought back in line;
// old slugs answer 308; every action is audited; other roles are refused.
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { auditLog, cities, contentEvents, contentRevisions, slugRedirects } from "@/db/schema";
import { getPublishedArticleBySlug } from "@/lib/content/articles";
import { problemMessage } from "@/lib/content/gates";
import type { CityDetail } from "@/lib/content/city-store";
import type { FieldDiff } from "@/lib/content/diff";
import { verifyPreviewToken } from "@/lib/content/preview";
import type { ArticleDetail, ArticleSummary, RevisionSummary } from "@/lib/content/store";
import type { Conflict } from "@/lib/content/document";
import { fields, frenchFields } from "../support/content";
import { BASE } from "../support/requests";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

// Route handlers and pages read the request's headers through next/headers, as inside Next.
const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const list = await import("@/app/(staff)/staff/api/content/articles/route");
const one = await import("@/app/(staff)/staff/api/content/articles/[id]/route");
const publish = await import("@/app/(staff)/staff/api/content/articles/[id]/publish/route");
const unpublish = await import("@/app/(staff)/staff/api/content/articles/[id]/unpublish/route");
const restore = await import("@/app/(staff)/staff/api/content/articles/[id]/restore/route");
const revisions = await import("@/app/(staff)/staff/api/content/articles/[id]/revisions/route");
const diff = await import("@/app/(staff)/staff/api/content/articles/[id]/diff/route");
const previewLink = await import("@/app/(staff)/staff/api/content/articles/[id]/preview-link/route");
const cityOne = await import("@/app/(staff)/staff/api/content/cities/[slug]/route");
const cityPublish = await import("@/app/(staff)/staff/api/content/cities/[slug]/publish/route");

// What the API answers, by field: each test asserts the ones its call returns.
interface Body {
  id: number;
  revision: number;
  event: number;
  error: string;
  fields: FieldDiff[] & Record<string, string>;
  conflict: Conflict;
  problems: unknown[];
  article: ArticleDetail;
  articles: ArticleSummary[];
  revisions: RevisionSummary[];
  city: CityDetail;
  url: string;
  expiresAt: string;
}

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

// A request from the workspace's own pages (JSON), its headers also the ones next/headers answers.
const call = staffApiCaller<Body>(current, "198.51.100.39");

let editor: { cookie: string; email: string; id: string };
let editorFr: { cookie: string; email: string; id: string };

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  editorFr = await signedInStaff("editor", "fr");
});

async function created(overrides: Record<string, unknown> = {}, as = editor) {
  const input = { locale: "en", ...fields(overrides) };
  const answer = await call(list.POST as Handler, "POST", "/staff/api/content/articles", as.cookie, input);
  expect(answer.status).toBe(201);
  return { id: answer.body.id as number, input };
}

const articleOf = async (id: number, as = editor) =>
  (await call(one.GET as Handler, "GET", `/staff/api/content/articles/${id}`, as.cookie, undefined, { id: String(id) })).body.article;
const patch = (id: number, body: unknown, as = editor) =>
  call(one.PATCH as Handler, "PATCH", `/staff/api/content/articles/${id}`, as.cookie, body, { id: String(id) });
const publishIt = (id: number, body: unknown, as = editor) =>
  call(publish.POST as Handler, "POST", `/staff/api/content/articles/${id}/publish`, as.cookie, body, { id: String(id) });

// Each test makes several publishes, and some import a page module for the first time: seconds on a busy machine.
const slow = { timeout: 30_000 };

describe("articles in the content store", slow, () => {
  it("creates a draft that the public site does not show, and audits it", async () => {
    const { id, input } = await created();
    const article = await articleOf(id);
    expect(article).toMatchObject({ id, locale: "en", status: "draft", revision: 1, publishedRevision: null, live: null });
    expect(article.draft).toMatchObject({ slug: input.slug, title: input.title, body: input.body });
    expect(await getPublishedArticleBySlug(input.slug)).toBeUndefined();
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `article:${id}`));
    expect(entry).toMatchObject({ action: "content-created", actorEmail: editor.email });
  });

  it("saves from the revision it started from, and refuses a save from an older one with who, when and the difference", async () => {
    const { id } = await created({ title: "Co-op claims without the paperwork" });
    expect(await patch(id, { baseRevision: 1, title: "Co-op claims without the spreadsheets" })).toEqual({ status: 200, body: { revision: 2 } });
    const refused = await patch(id, { baseRevision: 1, excerpt: "Someone else's excerpt that would overwrite the title change." }, editorFr);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe("Quelqu'un a enregistré depuis que vous l'avez ouvert\u00a0: comparez, puis enregistrez de nouveau");
    expect(refused.body.conflict).toMatchObject({ revision: 2, author: editor.email, diff: [{ field: "title", from: "Co-op claims without the paperwork" }] });
    expect(refused.body.conflict.diff[0]!.words).toEqual(
      expect.arrayContaining([
        { value: "paperwork", removed: true },
        { value: "spreadsheets", added: true },
      ]),
    );
    expect((await articleOf(id)).draft.title).toBe("Co-op claims without the spreadsheets");
  });

  it("lets exactly one of two concurrent saves from the same revision through", async () => {
    const { id } = await created();
    const answers = await Promise.all([
      patch(id, { baseRevision: 1, title: "First writer's title" }),
      patch(id, { baseRevision: 1, title: "Second writer's title" }, editorFr),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect((await articleOf(id)).revision).toBe(2);
  });

  it("refuses a publish the gates refuse, listing each problem in the account's language, and stores nothing public", async () => {
    const { id, input } = await created({ seoTitle: "An SEO title far too long for a search result page" });
    const refused = await publishIt(id, { baseRevision: 1 }, editorFr);
    expect(refused.status).toBe(422);
    const tooLong = { field: "seoTitle", code: "seoTitle.tooLong", params: { length: 50, max: 41 } } as const;
    expect(refused.body.problems).toEqual([{ ...tooLong, message: problemMessage(tooLong, "fr") }]);
    expect(await getPublishedArticleBySlug(input.slug)).toBeUndefined();
    expect(await getDb().select().from(contentEvents).where(eq(contentEvents.docId, id))).toEqual([]);
  });

  it("publishes in one transaction: the live row, a publish revision and the content event naming every address to purge", async () => {
    const { id, input } = await created();
    const answer = await publishIt(id, { baseRevision: 1 });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ revision: 2, receipts: [] });
    const live = await getPublishedArticleBySlug(input.slug);
    expect(live).toMatchObject({ title: input.title, revision: 2, publishedRevision: 2 });
    expect(live!.content).toContain("<strong>first touch</strong>");
    expect(live!.publishedAt).toBe(live!.updatedAt);
    const [event] = await getDb().select().from(contentEvents).where(eq(contentEvents.id, answer.body.event));
    expect(event).toMatchObject({ action: "published", docKind: "article", docId: id, actorId: editor.id });
    expect(event!.paths).toEqual(
      expect.arrayContaining([`/blog/${input.slug}`, "/blog", "/fr/blogue", "/sitemap.xml", "/blog/feed.xml", "/api/blog", `/og/blog/${input.slug}`]),
    );

    // A later save is a draft over the untouched live page.
    expect((await patch(id, { baseRevision: 2, title: "A newer title, not yet public" })).status).toBe(200);
    expect((await getPublishedArticleBySlug(input.slug))!.title).toBe(input.title);
    expect(await articleOf(id)).toMatchObject({
      status: "changed",
      revision: 3,
      publishedRevision: 2,
      live: { title: input.title },
      draft: { title: "A newer title, not yet public" },
    });
  });

  it("answers 308 from every old slug to the current one after renames, in English and French", async () => {
    const { id, input } = await created();
    await publishIt(id, { baseRevision: 1 });
    const renamed = `${input.slug}-renamed`;
    await patch(id, { baseRevision: 2, slug: renamed });
    const answer = await publishIt(id, { baseRevision: 3 });
    expect(answer.status).toBe(200);
    const [event] = await getDb().select().from(contentEvents).where(eq(contentEvents.id, answer.body.event));
    expect(event!.paths).toEqual(expect.arrayContaining([`/blog/${renamed}`, `/blog/${input.slug}`]));
    const final = `${input.slug}-final`;
    await patch(id, { baseRevision: 4, slug: final });
    await publishIt(id, { baseRevision: 5 });
    const rows = await getDb().select().from(slugRedirects).where(eq(slugRedirects.articleId, id));
    expect(rows.map((r) => r.fromSlug).sort()).toEqual([input.slug, renamed].sort());

    const english = await import("@/app/(marketing)/blog/[slug]/page");
    for (const old of [input.slug, renamed]) {
      await expect(english.default({ params: Promise.resolve({ slug: old }) } as never)).rejects.toMatchObject({
        digest: `NEXT_REDIRECT;replace;/blog/${final};308;`,
      });
    }

    const frenchSlug = `attribution-${Date.now()}`;
    const french = await call(list.POST as Handler, "POST", "/staff/api/content/articles", editorFr.cookie, {
      locale: "fr",
      translationOf: final,
      ...frenchFields({ slug: frenchSlug, title: "L’attribution en concession" }),
    });
    expect(french.status).toBe(201);
    await publishIt(french.body.id, { baseRevision: 1 }, editorFr);
    await patch(french.body.id, { baseRevision: 2, slug: `${frenchSlug}-nouveau` }, editorFr);
    expect((await publishIt(french.body.id, { baseRevision: 3 }, editorFr)).status).toBe(200);
    const page = await import("@/app/(fr)/fr/blogue/[slug]/page");
    await expect(page.default({ params: Promise.resolve({ slug: frenchSlug }) } as never)).rejects.toMatchObject({
      digest: `NEXT_REDIRECT;replace;/fr/blogue/${frenchSlug}-nouveau;308;`,
    });
  });

  it("unpublishes, restores an older revision as a new one, lists revisions and compares any two", async () => {
    const { id, input } = await created({ title: "Month-end reporting that principals read" });
    await patch(id, { baseRevision: 1, title: "Month-end reports that principals read" });
    await publishIt(id, { baseRevision: 2 });
    const off = await call(unpublish.POST as Handler, "POST", `/staff/api/content/articles/${id}/unpublish`, editor.cookie, {}, { id: String(id) });
    expect(off.status).toBe(200);
    expect(await getPublishedArticleBySlug(input.slug)).toBeUndefined();
    const [event] = await getDb().select().from(contentEvents).where(eq(contentEvents.id, off.body.event));
    expect(event).toMatchObject({ action: "unpublished", docId: id });
    expect((await articleOf(id)).status).toBe("unpublished");

    const restored = await call(
      restore.POST as Handler,
      "POST",
      `/staff/api/content/articles/${id}/restore`,
      editor.cookie,
      { revision: 1 },
      { id: String(id) },
    );
    expect(restored).toEqual({ status: 200, body: { revision: 5 } });
    expect((await articleOf(id)).draft.title).toBe("Month-end reporting that principals read");
    const history = await call(revisions.GET as Handler, "GET", `/staff/api/content/articles/${id}/revisions`, editor.cookie, undefined, { id: String(id) });
    expect(history.body.revisions.map((r: { number: number; kind: string }) => [r.number, r.kind])).toEqual([
      [5, "restore"],
      [4, "unpublish"],
      [3, "publish"],
      [2, "save"],
      [1, "save"],
    ]);
    expect(history.body.revisions[0]).toMatchObject({ author: editor.email, base: 1 });
    const [audit] = await getDb().select().from(auditLog).where(eq(auditLog.action, "content-restored")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ target: `article:${id}`, actorEmail: editor.email });

    const compared = await call(diff.GET as Handler, "GET", `/staff/api/content/articles/${id}/diff?from=1&to=2`, editor.cookie, undefined, { id: String(id) });
    expect(compared.body.fields).toEqual([
      {
        field: "title",
        from: "Month-end reporting that principals read",
        to: "Month-end reports that principals read",
        words: [{ value: "Month-end " }, { value: "reporting", removed: true }, { value: "reports", added: true }, { value: " that principals read" }],
      },
    ]);
  });

  it("restores one field of an older revision over the newest, and asks before a restore moves a published address", async () => {
    const { id, input } = await created({ title: "Lead response times that win the sale" });
    await patch(id, { baseRevision: 1, title: "Lead response times that close the sale", excerpt: "A newer excerpt the editor keeps, long enough to pass." });
    await patch(id, { baseRevision: 2, slug: `${input.slug}-moved` });
    await publishIt(id, { baseRevision: 3 });
    const restoreCall = (body: object) =>
      call(restore.POST as Handler, "POST", `/staff/api/content/articles/${id}/restore`, editor.cookie, body, { id: String(id) });

    // The title alone comes back; the newer excerpt and the published address stay.
    expect(await restoreCall({ revision: 1, fields: ["title"] })).toEqual({ status: 200, body: { revision: 5 } });
    const draft = (await articleOf(id)).draft;
    expect(draft).toMatchObject({ title: "Lead response times that win the sale", excerpt: "A newer excerpt the editor keeps, long enough to pass." });
    expect(draft.slug).toBe(`${input.slug}-moved`);

    // The whole of revision 1 would move the live address: the editor is asked, in words, naming both addresses.
    const asked = await restoreCall({ revision: 1 });
    expect(asked.status).toBe(409);
    expect(asked.body.fields.slug).toBe(
      `This restore changes the page's live address from /blog/${input.slug}-moved to /blog/${input.slug} ` +
        "(the old address will redirect to the new one). Restore anyway?",
    );
    expect((await articleOf(id)).revision).toBe(5);
    expect(await restoreCall({ revision: 1, moveAddress: true })).toEqual({ status: 200, body: { revision: 6 } });
    expect((await articleOf(id)).draft.slug).toBe(input.slug);

    const unknown = await restoreCall({ revision: 1, fields: ["password"] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty("fields");
  });

  it("flags a French twin out of date when its English original is published again, and clears the flag when brought in line", async () => {
    const english = await created();
    await publishIt(english.id, { baseRevision: 1 });
    const french = await call(list.POST as Handler, "POST", "/staff/api/content/articles", editorFr.cookie, {
      locale: "fr",
      translationOf: english.id,
      ...frenchFields({ slug: `attribution-concession-${Date.now()}`, title: "L’attribution selon les directeurs" }),
    });
    expect(french.status).toBe(201);
    const frenchId = french.body.id as number;
    expect(await publishIt(frenchId, { baseRevision: 1 }, editorFr)).toMatchObject({ status: 200 });
    expect((await articleOf(frenchId)).outOfDateSince).toBeNull();

    await patch(english.id, { baseRevision: 2, title: "Attribution that dealer principals trust" });
    await publishIt(english.id, { baseRevision: 3 });
    const stale = await articleOf(frenchId);
    expect(stale).toMatchObject({ outOfDateSince: 4, twin: { id: english.id, locale: "en" } });
    expect(stale.englishChanges).toEqual([expect.objectContaining({ field: "title", to: "Attribution that dealer principals trust" })]);
    const listed = await call(list.GET as Handler, "GET", "/staff/api/content/articles?locale=fr&stale=1", editor.cookie);
    expect(listed.body.articles).toEqual([expect.objectContaining({ id: frenchId, twinId: english.id, frenchOutOfDateSince: 4 })]);

    expect((await patch(frenchId, { baseRevision: 2, twinRevision: 4, title: "L’attribution que les directeurs croient" }, editorFr)).status).toBe(200);
    expect((await articleOf(frenchId)).outOfDateSince).toBeNull();
    expect((await call(list.GET as Handler, "GET", "/staff/api/content/articles?locale=fr&stale=1", editor.cookie)).body.articles).toEqual([]);
  });

  it("answers bad input 400 with each field's message in the account's language, a cross-site change 403", async () => {
    const bad = await call(list.POST as Handler, "POST", "/staff/api/content/articles", editorFr.cookie, {
      ...fields({ slug: "Not A Slug", category: "Cars" }),
      locale: "fr",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      slug: "Utilisez des minuscules sans accents, des chiffres et des traits d'union",
      category: "Choisissez une catégorie de la liste",
    });
    const orphan = await call(list.POST as Handler, "POST", "/staff/api/content/articles", editor.cookie, { ...fields(), locale: "fr" });
    expect(orphan).toMatchObject({ status: 400, body: { fields: { translationOf: "Name the English article this one adapts" } } });
    const notJson = new Request(`${BASE}/staff/api/content/articles`, { method: "POST", headers: { origin: BASE, cookie: editor.cookie }, body: "{title" });
    expect((await (list.POST as Handler)(notJson, { params: Promise.resolve({}) })).status).toBe(400);
    const missing = await call(one.GET as Handler, "GET", "/staff/api/content/articles/99999999", editor.cookie, undefined, { id: "99999999" });
    expect(missing).toMatchObject({ status: 404, body: { error: "No such article or city page" } });
    const crossSite = new Request(`${BASE}/staff/api/content/articles`, {
      method: "POST",
      headers: { origin: "https://evil.example", cookie: editor.cookie, "content-type": "application/json" },
      body: JSON.stringify({ ...fields(), locale: "en" }),
    });
    expect((await (list.POST as Handler)(crossSite, { params: Promise.resolve({}) })).status).toBe(403);
  });

  it("signs preview links that expire and cannot be altered", async () => {
    const { id } = await created();
    const answer = await call(previewLink.POST as Handler, "POST", `/staff/api/content/articles/${id}/preview-link`, editor.cookie, {}, { id: String(id) });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.url, BASE);
    expect(url.pathname).toBe(`/staff/preview/articles/${id}`);
    const token = url.searchParams.get("token")!;
    expect(verifyPreviewToken(token)).toEqual({ kind: "article", id: String(id), revision: "head", expiresAt: answer.body.expiresAt });
    expect(verifyPreviewToken(token, Date.parse(answer.body.expiresAt) + 1)).toBeNull();
    const [payload, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify(["article", "1", "head", answer.body.expiresAt, null])).toString("base64url");
    expect(verifyPreviewToken(`${forged}.${signature}`)).toBeNull();
    expect(verifyPreviewToken(`${payload}.${signature}x`)).toBeNull();
  });
});

describe("city pages in the content store", slow, () => {
  const slug = "toronto";
  const cityCall = (handler: Handler, method: string, locale: string, as: { cookie: string }, body?: unknown, city = slug) =>
    call(handler, method, `/staff/api/content/cities/${city}?locale=${locale}`, as.cookie, body, { slug: city });

  it("saves and publishes each language, the figures through the English page", async () => {
    const before = await cityCall(cityOne.GET as Handler, "GET", "en", editor);
    expect(before.status).toBe(200);
    const base = before.body.city.revision as number;
    expect(
      (
        await cityCall(cityOne.PATCH as Handler, "PATCH", "en", editor, {
          baseRevision: base,
          heroTitle: "Own Toronto's priciest clicks",
          population: 2_800_000,
        })
      ).status,
    ).toBe(200);
    const published = await cityCall(cityPublish.POST as Handler, "POST", "en", editor, { baseRevision: base + 1 });
    expect(published.status).toBe(200);
    const [row] = await getDb().select().from(cities).where(eq(cities.slug, slug));
    expect(JSON.parse(row!.content).hero_title).toBe("Own Toronto's priciest clicks");
    expect(row!.population).toBe(2_800_000);
    const [event] = await getDb()
      .select()
      .from(contentEvents)
      .where(and(eq(contentEvents.id, published.body.event), eq(contentEvents.docKind, "city")));
    expect(event!.paths).toEqual(
      expect.arrayContaining(["/automotive-advertising-dashboard/toronto", "/fr/tableau-de-bord-publicite-automobile/toronto", "/sitemap.xml"]),
    );

    const french = await cityCall(cityOne.GET as Handler, "GET", "fr", editorFr);
    const frBase = french.body.city.revision as number;
    const figures = await cityCall(cityOne.PATCH as Handler, "PATCH", "fr", editorFr, { baseRevision: frBase, population: 3 });
    expect(figures).toMatchObject({ status: 400, body: { fields: { population: "Les chiffres se modifient dans la page anglaise" } } });
    expect(
      (await cityCall(cityOne.PATCH as Handler, "PATCH", "fr", editorFr, { baseRevision: frBase, heroTitle: "Les clics les plus chers de Toronto" })).status,
    ).toBe(200);
    expect((await cityCall(cityOne.PATCH as Handler, "PATCH", "fr", editor, { baseRevision: frBase, heroTitle: "Écrasé" })).status).toBe(409);
    expect((await cityCall(cityPublish.POST as Handler, "POST", "fr", editorFr, { baseRevision: frBase + 1 })).status).toBe(200);
    const [after] = await getDb().select().from(cities).where(eq(cities.slug, slug));
    expect(JSON.parse(after!.contentFr).hero_title).toBe("Les clics les plus chers de Toronto");
    expect(JSON.parse(after!.content).hero_title).toBe("Own Toronto's priciest clicks");
  });

  it("reads the seed's import revision of a city page, written with the row's JSON keys", async () => {
    const [city] = await getDb().select().from(cities).where(eq(cities.slug, "montreal"));
    const [seeded] = await getDb()
      .select()
      .from(contentRevisions)
      .where(
        and(eq(contentRevisions.docKind, "city"), eq(contentRevisions.docId, city!.id), eq(contentRevisions.locale, "fr"), eq(contentRevisions.number, 1)),
      );
    expect(seeded).toMatchObject({ kind: "import", snapshot: { hero_title: expect.any(String), hero_subtitle: expect.any(String) } });
    const snapshot = seeded!.snapshot as { hero_title: string; hero_subtitle: string };
    const french = await cityCall(cityOne.GET as Handler, "GET", "fr", editorFr, undefined, "montreal");
    expect(french.body.city).toMatchObject({ revision: 1, publishedRevision: 1, status: "published" });
    expect(french.body.city.draft).toMatchObject({ heroTitle: snapshot.hero_title, heroSubtitle: snapshot.hero_subtitle });
  });
});

describe("the editor role", slow, () => {
  it("keeps a sales account out of the content API", async () => {
    const sales = await signedInStaff("sales");
    expect((await call(list.GET as Handler, "GET", "/staff/api/content/articles", sales.cookie)).status).toBe(403);
    const refused = await call(list.POST as Handler, "POST", "/staff/api/content/articles", sales.cookie, { ...fields(), locale: "en" });
    expect(refused).toEqual({ status: 403, body: { error: "Your role cannot do this" } });
  });

  it("lets an administrator do what an editor does", async () => {
    const admin = await signedInStaff("admin");
    expect((await call(list.GET as Handler, "GET", "/staff/api/content/articles", admin.cookie)).status).toBe(200);
  });

  it("refuses an editor the leads, the dashboard, the CSV download and lead changes", async () => {
    const forbidden = { digest: "NEXT_HTTP_ERROR_FALLBACK;403" };
    current.headers = new Headers({ cookie: editor.cookie });
    // The inbox is the workspace's home: an editor is sent to the content list instead.
    const inbox = await import("@/app/(staff)/staff/(workspace)/page");
    await expect(inbox.default({ searchParams: Promise.resolve({}) } as never)).rejects.toMatchObject({ digest: expect.stringContaining("/staff/content") });
    const lead = await import("@/app/(staff)/staff/(workspace)/leads/[kind]/[id]/page");
    await expect(lead.default({ params: Promise.resolve({ kind: "demo", id: "1" }) } as never)).rejects.toMatchObject(forbidden);
    const dashboard = await import("@/app/(staff)/staff/(workspace)/dashboard/page");
    await expect(dashboard.default({ searchParams: Promise.resolve({}) })).rejects.toMatchObject(forbidden);
    const csv = await import("@/app/(staff)/staff/downloads/leads/route");
    await expect(csv.GET(new Request(`${BASE}/staff/downloads/leads`, { headers: { cookie: editor.cookie } }))).rejects.toMatchObject(forbidden);

    const leadChange = await import("@/app/(staff)/staff/actions/lead/route");
    const form = new FormData();
    form.set("kind", "demo");
    form.set("id", "1");
    form.set("status", "contacted");
    const change = await leadChange.POST(
      new Request(`${BASE}/staff/actions/lead`, { method: "POST", headers: { origin: BASE, cookie: editor.cookie }, body: form }),
    );
    expect(change.status).toBe(403);
  });
});
