// The content list's bulk actions, archive and delete (issue 50, item 4), on both engines, through the
// route handlers the list's browser calls: POST /staff/api/content/articles/bulk answers each article -
// done, or refused and why in the account's words - and runs each through its own door (publish()'s
// review policy, lock and gates; unpublish under the lock); an archived article leaves the list and
// never reaches the public site; only a draft never published is deleted, with what it holds, and not
// while a schedule or a review waits for it.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { contentDrafts, contentLocks, contentRevisions, contentSchedules } from "@/db/schema";
import { searchIndex } from "@/db/search";
import { getPublishedArticleBySlug } from "@/lib/content/articles";
import { createArticle, getArticle, listArticles } from "@/lib/content/store";
import { fields } from "../support/content";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const bulk = await import("@/app/(staff)/staff/api/content/articles/bulk/route");
const articlePublish = await import("@/app/(staff)/staff/api/content/articles/[id]/publish/route");
const articleLock = await import("@/app/(staff)/staff/api/content/articles/[id]/lock/route");
const articleSchedule = await import("@/app/(staff)/staff/api/content/articles/[id]/schedule/route");
const articleSubmit = await import("@/app/(staff)/staff/api/content/articles/[id]/submit/route");
const workingCopy = await import("@/app/(staff)/staff/api/content/articles/[id]/working-copy/route");
const settings = await import("@/app/(staff)/staff/api/content/settings/route");

type Account = Awaited<ReturnType<typeof signedInStaff>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
type Body = Record<string, any>;
const call = staffApiCaller<Body>(current, "198.51.100.43");

let editor: Account;
let other: Account;
let admin: Account;
let frenchEditor: Account;
let sales: Account;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  [editor, other, admin, frenchEditor, sales] = [
    await signedInStaff("editor"),
    await signedInStaff("editor"),
    await signedInStaff("admin"),
    await signedInStaff("editor", "fr"),
    await signedInStaff("sales"),
  ];
}, 60_000);

const slow = { timeout: 60_000 };

async function draft(overrides: Record<string, unknown> = {}) {
  const input = { locale: "en" as const, ...fields(overrides) };
  const { id } = await createArticle({ ...editor, ip: null }, input as never);
  return { id, slug: input.slug, title: input.title, params: { id: String(id) }, path: `/staff/api/content/articles/${id}` };
}
type Draft = Awaited<ReturnType<typeof draft>>;

const run = (as: Account, action: string, ids: unknown) => call(bulk.POST, "POST", "/staff/api/content/articles/bulk", as, { action, ids });
const publishOne = async (doc: Draft, as: Account = editor) =>
  call(articlePublish.POST, "POST", `${doc.path}/publish`, as, { baseRevision: (await getArticle(doc.id)).revision }, doc.params);
const outcome = (body: Body, id: number) => (body.results as Body[]).find((r) => r.id === id);

describe("POST /staff/api/content/articles/bulk: the body", () => {
  it("refuses a bad action, no articles, too many, and a non-number, each on its field in the account's language (400)", async () => {
    expect(await run(editor, "erase", [1])).toMatchObject({
      status: 400,
      body: { fields: { action: "Choose an action: publish, unpublish, archive, unarchive or delete" } },
    });
    expect(await run(editor, "archive", [])).toMatchObject({ status: 400, body: { fields: { ids: "Choose at least one article from the list" } } });
    const many = Array.from({ length: 51 }, (_, i) => i + 1);
    expect(await run(editor, "archive", many)).toMatchObject({ status: 400, body: { fields: { ids: "At most 50 items" } } });
    expect(await run(editor, "archive", ["1; drop table articles"])).toMatchObject({ status: 400, body: { fields: { "ids.0": expect.any(String) } } });
    const french = await run(frenchEditor, "archive", []);
    expect(french).toMatchObject({ status: 400, body: { fields: { ids: "Choisissez au moins un article dans la liste" } } });
  });

  it("is for editors and administrators: a sales account is refused (403), and nothing changes", async () => {
    const doc = await draft();
    expect((await run(sales, "archive", [doc.id])).status).toBe(403);
    expect((await getArticle(doc.id)).status).toBe("draft");
  });
});

describe("bulk publish and unpublish: each article through publish()'s pipeline", slow, () => {
  it("publishes what passes, refuses a gate's failure and another's lock, each in words, and one refusal stops none of the others", async () => {
    const good = await draft();
    const thin = await draft({ body: "## One\n\nToo short to publish." });
    const locked = await draft();
    expect((await call(articleLock.POST, "POST", `${locked.path}/lock`, other, { takeOver: true }, locked.params)).status).toBe(200);
    const answer = await run(editor, "publish", [thin.id, good.id, locked.id, 99_999_999]);
    expect(answer.status).toBe(200);
    expect(outcome(answer.body, good.id)).toMatchObject({ ok: true, title: good.title, revision: 2 });
    expect(outcome(answer.body, thin.id)).toMatchObject({ ok: false, status: 422, title: thin.title, problems: expect.arrayContaining([expect.any(String)]) });
    expect(outcome(answer.body, locked.id)).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("is editing this document") });
    expect(outcome(answer.body, 99_999_999)).toMatchObject({ ok: false, status: 404, title: null, error: "No such article or city page" });
    expect(await getPublishedArticleBySlug(good.slug)).toMatchObject({ slug: good.slug });
    expect(await getPublishedArticleBySlug(thin.slug)).toBeUndefined();
    expect(await getPublishedArticleBySlug(locked.slug)).toBeUndefined();
    await call(articleLock.DELETE, "DELETE", `${locked.path}/lock`, other, undefined, locked.params);
  });

  it("refuses an editor's bulk publish while review is required, per article, and lets an administrator's through", async () => {
    const doc = await draft();
    await call(settings.PUT, "PUT", "/staff/api/content/settings", admin, { reviewRequired: true });
    try {
      const refused = await run(editor, "publish", [doc.id]);
      expect(outcome(refused.body, doc.id)).toMatchObject({ ok: false, status: 403, error: "Publishing needs review: submit it for review" });
      expect(await getPublishedArticleBySlug(doc.slug)).toBeUndefined();
      expect(outcome((await run(admin, "publish", [doc.id])).body, doc.id)).toMatchObject({ ok: true });
    } finally {
      await call(settings.PUT, "PUT", "/staff/api/content/settings", admin, { reviewRequired: false });
    }
  });

  it("unpublishes two articles at once, and says so of a draft that was never public", async () => {
    const [one, two, never] = [await draft(), await draft(), await draft()];
    expect((await publishOne(one)).status).toBe(200);
    expect((await publishOne(two)).status).toBe(200);
    const answer = await run(editor, "unpublish", [one.id, two.id, never.id]);
    expect(answer.body.results.map((r: Body) => r.ok)).toEqual([true, true, false]);
    expect(outcome(answer.body, never.id)).toMatchObject({ status: 409, error: "This article is not published" });
    expect(await getPublishedArticleBySlug(one.slug)).toBeUndefined();
    expect(await getPublishedArticleBySlug(two.slug)).toBeUndefined();
    expect((await getArticle(one.id)).status).toBe("unpublished");
  });
});

describe("archive", slow, () => {
  it("takes a draft and an unpublished article out of the list (its filter shows them), refuses a public one, and restores", async () => {
    const [plain, once, live] = [await draft(), await draft(), await draft()];
    await publishOne(once);
    await run(editor, "unpublish", [once.id]);
    await publishOne(live);
    const answer = await run(editor, "archive", [plain.id, once.id, live.id]);
    expect(answer.body.results.map((r: Body) => r.ok)).toEqual([true, true, false]);
    expect(outcome(answer.body, live.id)).toMatchObject({ status: 409, error: "This article is on the public site: unpublish it before archiving it" });
    const listed = (await listArticles()).map((a) => a.id);
    expect(listed).toContain(live.id);
    expect(listed).not.toContain(plain.id);
    expect(listed).not.toContain(once.id);
    const archived = (await listArticles({ status: "archived" })).map((a) => a.id);
    expect(archived).toEqual(expect.arrayContaining([plain.id, once.id]));
    expect(archived).not.toContain(live.id);

    expect(outcome((await run(editor, "unarchive", [once.id])).body, once.id)).toMatchObject({ ok: true });
    expect((await getArticle(once.id)).status).toBe("unpublished");
    expect((await listArticles()).map((a) => a.id)).toContain(once.id);
  });

  it("never lets an archived article reach the public site: its publish is refused (409) by the editor's button and by bulk", async () => {
    const doc = await draft();
    await run(editor, "archive", [doc.id]);
    expect(await publishOne(doc)).toMatchObject({ status: 409, body: { error: "This article is archived: restore it from the archive before publishing it" } });
    expect(outcome((await run(admin, "publish", [doc.id])).body, doc.id)).toMatchObject({ ok: false, status: 409 });
    expect(await getPublishedArticleBySlug(doc.slug)).toBeUndefined();
    expect((await getArticle(doc.id)).status).toBe("archived");
  });

  it("refuses while someone else holds the lock, and while a scheduled change waits", async () => {
    const [locked, planned] = [await draft(), await draft()];
    await call(articleLock.POST, "POST", `${locked.path}/lock`, other, { takeOver: true }, locked.params);
    const due = new Date(Date.now() + 86_400_000).toISOString();
    expect((await call(articleSchedule.POST, "POST", `${planned.path}/schedule`, editor, { action: "publish", at: due }, planned.params)).status).toBe(201);
    const answer = await run(editor, "archive", [locked.id, planned.id]);
    expect(outcome(answer.body, locked.id)).toMatchObject({ ok: false, status: 409, error: expect.stringContaining("is editing this document") });
    expect(outcome(answer.body, planned.id)).toMatchObject({ ok: false, error: "A scheduled change is waiting for this article: cancel it first" });
    await call(articleLock.DELETE, "DELETE", `${locked.path}/lock`, other, undefined, locked.params);
    await getDb().update(contentSchedules).set({ status: "cancelled" }).where(eq(contentSchedules.docId, planned.id));
  });
});

describe("delete", slow, () => {
  it("removes a draft never published with its revisions, autosave, lock and search entry", async () => {
    const doc = await draft({ title: "Zanzibar quokka drafting notes" });
    expect((await call(articleLock.POST, "POST", `${doc.path}/lock`, editor, { takeOver: false }, doc.params)).status).toBe(200);
    const copy = { baseRevision: 1, fields: { title: "Zanzibar quokka, kept" } };
    expect((await call(workingCopy.PUT, "PUT", `${doc.path}/working-copy`, editor, copy, doc.params)).status).toBe(200);
    expect((await searchIndex.search("quokka", { limit: 10 })).some((hit) => hit.docId === doc.id)).toBe(true);
    expect(outcome((await run(editor, "delete", [doc.id])).body, doc.id)).toMatchObject({ ok: true, title: "Zanzibar quokka drafting notes" });
    await expect(getArticle(doc.id)).rejects.toMatchObject({ status: 404 });
    const rows = async (table: typeof contentRevisions | typeof contentDrafts | typeof contentLocks) =>
      getDb()
        .select()
        .from(table)
        .where(and(eq(table.docKind, "article"), eq(table.docId, doc.id)));
    expect(await rows(contentRevisions)).toEqual([]);
    expect(await rows(contentDrafts)).toEqual([]);
    expect(await rows(contentLocks)).toEqual([]);
    expect((await searchIndex.search("quokka", { limit: 10 })).some((hit) => hit.docId === doc.id)).toBe(false);
  });

  it("refuses an article ever published (its address and redirects stay), and a draft waiting for review, in words", async () => {
    const [once, reviewed] = [await draft(), await draft()];
    await publishOne(once);
    await run(editor, "unpublish", [once.id]);
    expect((await call(articleSubmit.POST, "POST", `${reviewed.path}/submit`, editor, {}, reviewed.params)).status).toBe(201);
    const answer = await run(editor, "delete", [once.id, reviewed.id]);
    expect(outcome(answer.body, once.id)).toMatchObject({
      ok: false,
      status: 409,
      error: "This article has been published: its address and redirects must stay, so unpublish or archive it instead",
    });
    expect(outcome(answer.body, reviewed.id)).toMatchObject({ ok: false, error: "This article is waiting for review: have it approved or sent back first" });
    expect((await getArticle(once.id)).status).toBe("unpublished");
    expect((await getArticle(reviewed.id)).status).toBe("draft");
  });

  it("answers a French account's refusal in French", async () => {
    const doc = await draft();
    await publishOne(doc);
    const answer = await run(frenchEditor, "delete", [doc.id]);
    expect(outcome(answer.body, doc.id)?.error).toMatch(/^Cet article a déjà été publié\u00a0: /);
  });
});
