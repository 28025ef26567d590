// One publish for every caller and every kind (issue 49, item 2; issue 47, H4, L1, L5), on both engines:
// each gate of lib/content/publish.ts - the review policy, the edit lock, the HTML checker failing
// closed, the content gates - is run by each caller (an editor's Publish, an administrator's approval
// of a review, a schedule, planned and firing) for each kind (an article, a city page), through the
// route handlers an editor's browser calls. With review required, an editor's city publish is refused.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import type { ContentKind } from "@/db/enums";
import { contentSchedules, leadNotifications } from "@/db/schema";
import { getPublishedArticleBySlug } from "@/lib/content/articles";
import { getCityPage } from "@/lib/content/city-store";
import { fireDueSchedules } from "@/lib/content/schedules";
import { createArticle, getArticle } from "@/lib/content/store";
import { fields } from "../support/content";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const articleOne = await import("@/app/(staff)/staff/api/content/articles/[id]/route");
const articlePublish = await import("@/app/(staff)/staff/api/content/articles/[id]/publish/route");
const articleSubmit = await import("@/app/(staff)/staff/api/content/articles/[id]/submit/route");
const articleLock = await import("@/app/(staff)/staff/api/content/articles/[id]/lock/route");
const articleSchedule = await import("@/app/(staff)/staff/api/content/articles/[id]/schedule/route");
const articleUnpublish = await import("@/app/(staff)/staff/api/content/articles/[id]/unpublish/route");
const articleRestore = await import("@/app/(staff)/staff/api/content/articles/[id]/restore/route");
const cityOne = await import("@/app/(staff)/staff/api/content/cities/[slug]/route");
const cityPublish = await import("@/app/(staff)/staff/api/content/cities/[slug]/publish/route");
const citySubmit = await import("@/app/(staff)/staff/api/content/cities/[slug]/submit/route");
const cityLock = await import("@/app/(staff)/staff/api/content/cities/[slug]/lock/route");
const approve = await import("@/app/(staff)/staff/api/content/reviews/[reviewId]/approve/route");
const settings = await import("@/app/(staff)/staff/api/content/settings/route");

type Account = Awaited<ReturnType<typeof signedInStaff>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
type Body = Record<string, any>;
const call = staffApiCaller<Body>(current, "198.51.100.42");

let editor: Account;
let other: Account;
let admin: Account;
let frenchEditor: Account;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  [editor, other, admin, frenchEditor] = [
    await signedInStaff("editor"),
    await signedInStaff("editor"),
    await signedInStaff("admin"),
    await signedInStaff("editor", "fr"),
  ];
});

// A document as its routes name it.
interface Doc {
  kind: ContentKind;
  path: string;
  query: string;
  params: Record<string, string>;
  head(): Promise<number>;
}

async function article(overrides: Record<string, unknown> = {}): Promise<Doc & { id: number; slug: string }> {
  const input = { locale: "en" as const, ...fields(overrides) };
  const { id } = await createArticle({ ...editor, ip: null }, input as never);
  return {
    kind: "article",
    id,
    slug: input.slug,
    path: `/staff/api/content/articles/${id}`,
    query: "",
    params: { id: String(id) },
    head: async () => (await getArticle(id)).revision,
  };
}

const city = (slug: string, locale: "en" | "fr" = "en"): Doc => ({
  kind: "city",
  path: `/staff/api/content/cities/${slug}`,
  query: `?locale=${locale}`,
  params: { slug },
  head: async () => (await getCityPage(slug, locale)).revision,
});

const route = (doc: Doc, article: { POST: unknown }, city: { POST: unknown }) => (doc.kind === "article" ? article.POST : city.POST);

// The three callers.
const publishAs = async (doc: Doc, as: Account) =>
  call(route(doc, articlePublish, cityPublish), "POST", `${doc.path}/publish${doc.query}`, as, { baseRevision: await doc.head() }, doc.params);
const submitAs = (doc: Doc, as: Account) => call(route(doc, articleSubmit, citySubmit), "POST", `${doc.path}/submit${doc.query}`, as, {}, doc.params);
const approveAs = (reviewId: number, as: Account) =>
  call(approve.POST, "POST", `/staff/api/content/reviews/${reviewId}/approve`, as, {}, { reviewId: String(reviewId) });
// Each plan at an instant of its own, fired at it.
let slot = Date.now() + 3_600_000;
const nextSlot = () => (slot += 3_600_000);
const scheduleAs = (doc: Doc & { id: number }, as: Account, due: number, action = "publish") =>
  call(articleSchedule.POST, "POST", `${doc.path}/schedule`, as, { action, at: new Date(due).toISOString() }, doc.params);
const scheduleOf = async (id: number) => (await getDb().select().from(contentSchedules).where(eq(contentSchedules.docId, id)))[0]!;

const lock = (doc: Doc, as: Account, takeOver = true) =>
  call(route(doc, articleLock, cityLock), "POST", `${doc.path}/lock${doc.query}`, as, { takeOver }, doc.params);
const release = (doc: Doc, as: Account) =>
  call((doc.kind === "article" ? articleLock : cityLock).DELETE, "DELETE", `${doc.path}/lock${doc.query}`, as, undefined, doc.params);
const reviewRequired = (on: boolean) => call(settings.PUT, "PUT", "/staff/api/content/settings", admin, { reviewRequired: on });

const slow = { timeout: 60_000 };

describe("the review policy, with review required", slow, () => {
  beforeAll(() => reviewRequired(true));
  afterAll(() => reviewRequired(false));

  it("refuses an editor's publish of an article and of a city page (403), and lets an administrator publish either", async () => {
    const doc = await article();
    for (const target of [doc, city("toronto")]) {
      const refused = await publishAs(target, editor);
      expect(refused).toMatchObject({ status: 403, body: { error: "Publishing needs review: submit it for review" } });
    }
    expect((await getCityPage("toronto", "en")).status).toBe("published");
    expect((await publishAs(doc, admin)).status).toBe(200);
    expect((await publishAs(city("toronto"), admin)).status).toBe(200);
  });

  it("refuses an editor planning a publish (403), not an unpublish; an administrator plans either", async () => {
    const doc = await article();
    expect((await scheduleAs(doc, editor, nextSlot())).status).toBe(403);
    expect((await scheduleAs(doc, editor, nextSlot(), "unpublish")).status).toBe(201);
    expect((await scheduleAs(doc, admin, nextSlot())).status).toBe(201);
    // Not to fire with another test's.
    await getDb().update(contentSchedules).set({ status: "cancelled" }).where(eq(contentSchedules.docId, doc.id));
  });

  it("publishes what an administrator approves, an article's or a city page's, and refuses an editor's approval", async () => {
    for (const target of [await article(), city("vancouver", "fr")]) {
      const submitted = await submitAs(target, frenchEditor);
      expect(submitted.status).toBe(201);
      expect((await approveAs(submitted.body.reviewId, editor)).status).toBe(403);
      const approved = await approveAs(submitted.body.reviewId, admin);
      expect(approved).toMatchObject({ status: 200, body: { revision: submitted.body.revision + 1 } });
    }
    expect(await getCityPage("vancouver", "fr")).toMatchObject({ status: "published", revision: expect.any(Number) });
  });

  it("fails a publish planned before review was turned on, when it fires, and tells its author", async () => {
    await reviewRequired(false);
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    try {
      const doc = await article();
      const due = nextSlot();
      expect((await scheduleAs(doc, editor, due)).status).toBe(201);
      await reviewRequired(true);
      expect(await fireDueSchedules("review-on", due)).toEqual(["failed"]);
      expect(await getPublishedArticleBySlug(doc.slug)).toBeUndefined();
      const row = await scheduleOf(doc.id);
      expect(row).toMatchObject({ status: "failed", failure: { reason: "reviewRequired" } });
      const [notice] = await getDb().select().from(leadNotifications).where(eq(leadNotifications.id, row.noticeId!));
      expect(notice).toMatchObject({ event: "content.schedule_failed", recipientId: editor.id, status: "pending" });
    } finally {
      delete process.env.SMTP_URL;
    }
  });
});

describe("the edit lock", slow, () => {
  it("refuses a publish, an approval, planning, an unpublish and a restore while someone else holds the document's lock", async () => {
    const doc = await article();
    expect((await publishAs(doc, editor)).status).toBe(200);
    const submitted = await submitAs(doc, editor);
    expect((await lock(doc, other)).status).toBe(200);
    const held = { status: 409, body: { error: expect.stringContaining("is editing this document"), lock: { holderId: other.id } } };
    expect(await publishAs(doc, editor)).toMatchObject(held);
    expect(await approveAs(submitted.body.reviewId, admin)).toMatchObject(held);
    expect(await scheduleAs(doc, editor, nextSlot())).toMatchObject(held);
    // The attack's L5: writing under someone else's lock.
    expect(await call(articleUnpublish.POST, "POST", `${doc.path}/unpublish`, editor, {}, doc.params)).toMatchObject(held);
    expect(await call(articleRestore.POST, "POST", `${doc.path}/restore`, editor, { revision: 1 }, doc.params)).toMatchObject(held);
    expect(await getPublishedArticleBySlug(doc.slug)).toMatchObject({ revision: 2 });
    // The holder may.
    expect((await call(articleUnpublish.POST, "POST", `${doc.path}/unpublish`, other, {}, doc.params)).status).toBe(200);
    await release(doc, other);
  });

  it("lets a submission's author keep the editor open on it while it is approved", async () => {
    const doc = await article();
    const submitted = await submitAs(doc, editor);
    expect((await lock(doc, editor)).status).toBe(200);
    expect((await approveAs(submitted.body.reviewId, admin)).status).toBe(200);
    await release(doc, editor);
  });

  it("refuses a city page's publish and approval while someone else holds that language's lock", async () => {
    const page = city("calgary");
    const submitted = await submitAs(page, editor);
    expect((await lock(page, other)).status).toBe(200);
    expect(await publishAs(page, editor)).toMatchObject({ status: 409, body: { lock: { holderId: other.id } } });
    expect(await approveAs(submitted.body.reviewId, admin)).toMatchObject({ status: 409, body: { lock: { holderId: other.id } } });
    // The other language is another document.
    expect((await publishAs(city("calgary", "fr"), editor)).status).toBe(200);
    await release(page, other);
    expect((await approveAs(submitted.body.reviewId, admin)).status).toBe(200);
  });

  it("fails a planned publish whose article someone else is editing when it falls due", async () => {
    const doc = await article();
    const due = nextSlot();
    expect((await scheduleAs(doc, editor, due)).status).toBe(201);
    await lock(doc, other);
    expect(await fireDueSchedules("locked", due)).toEqual(["failed"]);
    expect(await scheduleOf(doc.id)).toMatchObject({ status: "failed", failure: { reason: "scheduleLockHeld" } });
    await release(doc, other);
  });
});

describe("the HTML checker, failing closed", slow, () => {
  // The checker is installed here (Java), and the server the preview is read from answers 500: the
  // attack's L1 (a preview that could not be rendered was published unchecked). No JVM starts: the
  // page comes first.
  const previews: string[] = [];
  const server = http.createServer((request, response) => {
    previews.push(request.url ?? "");
    response.writeHead(500).end("render failed");
  });
  const saved = { JAVA: process.env.JAVA, HOSTNAME: process.env.HOSTNAME, PORT: process.env.PORT };
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    Object.assign(process.env, { JAVA: "java", HOSTNAME: "127.0.0.1", PORT: String((server.address() as AddressInfo).port) });
  });
  afterAll(async () => {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    await new Promise((resolve) => server.close(resolve));
  });

  const notChecked = { status: 422, body: { error: "The page's HTML could not be checked, so nothing was published: try again in a moment" } };

  it("refuses an editor's publish and an approval, of an article and of a city page, when the preview cannot be read", async () => {
    for (const target of [await article(), city("edmonton")]) {
      const before = await target.head();
      expect(await publishAs(target, editor)).toMatchObject(notChecked);
      const submitted = await submitAs(target, editor);
      expect(await approveAs(submitted.body.reviewId, admin)).toMatchObject(notChecked);
      expect(await target.head()).toBe(before);
    }
    // Each read the preview of the revision it would publish.
    expect(previews).toEqual(expect.arrayContaining([expect.stringMatching(/^\/staff\/preview\/articles\/\d+\?revision=1&token=/)]));
    expect(previews).toEqual(expect.arrayContaining([expect.stringMatching(/^\/staff\/preview\/cities\/edmonton\/en\?revision=\d+&token=/)]));
  });

  it("refuses to plan a publish, and fails one whose article was saved since it was planned", async () => {
    const doc = await article();
    expect(await scheduleAs(doc, editor, nextSlot())).toMatchObject(notChecked);

    // Planned where no checker ran; the checker is here when it falls due, after a save: it reads the new revision.
    const planned = await article();
    const due = nextSlot();
    process.env.JAVA = "/nonexistent/java";
    expect((await scheduleAs(planned, editor, due)).status).toBe(201);
    process.env.JAVA = "java";
    await call(articleOne.PATCH, "PATCH", planned.path, editor, { baseRevision: 1, title: "Attribution dealers trust, revised" }, planned.params);
    expect(await fireDueSchedules("fail-closed", due)).toEqual(["failed"]);
    expect(await scheduleOf(planned.id)).toMatchObject({ status: "failed", failure: { reason: "htmlNotChecked" } });
    expect(await getPublishedArticleBySlug(planned.slug)).toBeUndefined();
  });
});

describe("the content gates", slow, () => {
  it("refuse an editor's publish and an approval of an article and of a city page, and a planned publish when it fires", async () => {
    const short = await article({ body: "## One\n\nToo short.\n\n## Two\n\n- a list" });
    const page = city("winnipeg");
    const faq = [{ question: "A question without its mark", answer: "An answer long enough for the gates to read it as one." }];
    expect((await call(cityOne.PATCH, "PATCH", `${page.path}${page.query}`, editor, { baseRevision: await page.head(), faq }, page.params)).status).toBe(200);
    for (const [target, code] of [
      [short, "body.tooShort"],
      [page, "faq.question"],
    ] as const) {
      const refused = await publishAs(target, editor);
      expect(refused).toMatchObject({ status: 422, body: { error: "Not published: fix each problem first" } });
      expect(refused.body.problems.map((p: Body) => p.code)).toContain(code);
      const submitted = await submitAs(target, editor);
      expect((await approveAs(submitted.body.reviewId, admin)).body.problems.map((p: Body) => p.code)).toContain(code);
    }
    const due = nextSlot();
    expect((await scheduleAs(short, editor, due)).status).toBe(201);
    expect(await fireDueSchedules("gates", due)).toEqual(["failed"]);
    expect((await scheduleOf(short.id)).failure?.problems?.map((p) => p.code)).toContain("body.tooShort");
    expect(
      await getDb()
        .select()
        .from(contentSchedules)
        .where(and(eq(contentSchedules.docId, short.id), eq(contentSchedules.status, "done"))),
    ).toEqual([]);
  });
});
