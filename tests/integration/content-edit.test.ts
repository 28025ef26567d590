// The editing room through the content API (issue 40), on both engines: autosave keeps one working
// copy per author and a save clears it; the edit lock names its holder, is refreshed by activity,
// frees itself after 5 minutes, can be taken over (audited, and the former holder's next autosave or
// save is refused); review, when the site asks for it, turns an editor's publish into a submission
// that an administrator approves (publishing it) or sends back, each step e-mailed in the
// recipient's language and audited.
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { auditLog, contentDrafts, leadNotifications } from "@/db/schema";
import { processOutbox } from "@/lib/outbox/worker";
import { staffApiCaller } from "../support/staff-api";
import { startSmtp } from "../support/smtp";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const list = await import("@/app/(staff)/staff/api/content/articles/route");
const one = await import("@/app/(staff)/staff/api/content/articles/[id]/route");
const publish = await import("@/app/(staff)/staff/api/content/articles/[id]/publish/route");
const workingCopy = await import("@/app/(staff)/staff/api/content/articles/[id]/working-copy/route");
const lock = await import("@/app/(staff)/staff/api/content/articles/[id]/lock/route");
const submit = await import("@/app/(staff)/staff/api/content/articles/[id]/submit/route");
const reviews = await import("@/app/(staff)/staff/api/content/reviews/route");
const approve = await import("@/app/(staff)/staff/api/content/reviews/[reviewId]/approve/route");
const giveBack = await import("@/app/(staff)/staff/api/content/reviews/[reviewId]/return/route");
const settings = await import("@/app/(staff)/staff/api/content/settings/route");

type Account = { cookie: string; email: string; id: string };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
type Body = Record<string, any>;

const call = staffApiCaller<Body>(current);

// An article the publish gates pass: two sections, a list, and well over 350 words.
const SENTENCE = "Each showroom visit starts online, so the group reads its campaigns by the appointments and sales they bring, not by clicks alone. ";
const gatedBody = () =>
  `## Where shoppers come from\n\n${SENTENCE.repeat(6)}\n\n- Appointments by campaign\n- Sales by campaign\n- Cost per sale\n\n` +
  `## What the group decides\n\n${SENTENCE.repeat(6)}\n\n${SENTENCE.repeat(6)}\n\n${SENTENCE.repeat(4)}`;
let seq = 0;
async function newArticle(as: Account) {
  seq++;
  const answer = await call(list.POST, "POST", "/staff/api/content/articles", as, {
    locale: "en",
    slug: `showroom-visits-${Date.now()}-${seq}`,
    title: `Showroom visits that start online, part ${seq}`,
    seoTitle: `Showroom visits, part ${seq}`,
    excerpt: "How a dealer group reads its campaigns by the appointments and the sales they bring.",
    seoDescription: "How a dealer group reads its campaigns by the appointments and sales they bring, and what it decides from that each month.",
    category: "Digital Analytics",
    tags: ["attribution", "showroom"],
    body: gatedBody(),
    featuredImage: null,
    featuredImageAlt: null,
  });
  expect(answer.status).toBe(201);
  return answer.body.id as number;
}

const path = (id: number, tail = "") => `/staff/api/content/articles/${id}${tail}`;
const takeLock = (id: number, as: Account, takeOver?: boolean) =>
  call(lock.POST, "POST", path(id, "/lock"), as, takeOver === undefined ? {} : { takeOver }, { id: String(id) });
const autosave = (id: number, as: Account, title: string, baseRevision = 1) =>
  call(workingCopy.PUT, "PUT", path(id, "/working-copy"), as, { baseRevision, fields: { title, body: `${title}\n\nDraft text.` } }, { id: String(id) });
const save = (id: number, as: Account, body: object) => call(one.PATCH, "PATCH", path(id), as, body, { id: String(id) });

let editor: Account;
let other: Account;
let french: Account;
let admin: Account;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  other = await signedInStaff("editor");
  french = await signedInStaff("editor", "fr");
  admin = await signedInStaff("admin");
});

afterEach(() => {
  vi.useRealTimers();
});

const slow = { timeout: 30_000 };

describe("the document a route names", slow, () => {
  it("is found from the address before the handler runs: a malformed or unknown id is a 404 in the account's language, and nothing is written", async () => {
    const before = await getDb().select().from(contentDrafts).where(eq(contentDrafts.authorId, french.id));
    for (const id of ["12abc", "0x1", "1e3", " 7", "999999999", "1234567890123"]) {
      const refusals = [
        await call(lock.POST, "POST", `/staff/api/content/articles/${id}/lock`, french, {}, { id }),
        await call(workingCopy.PUT, "PUT", `/staff/api/content/articles/${id}/working-copy`, french, { baseRevision: 1, fields: { title: "x" } }, { id }),
        await call(one.GET, "GET", `/staff/api/content/articles/${id}`, french, undefined, { id }),
      ];
      for (const refused of refusals) expect(refused, id).toEqual({ status: 404, body: { error: "Article ou page de ville introuvable" } });
    }
    // A body the schema refuses is answered first, as before: 400 with the field's message.
    const badBody = await call(workingCopy.PUT, "PUT", "/staff/api/content/articles/12abc/working-copy", french, { fields: {} }, { id: "12abc" });
    expect(badBody.status).toBe(400);
    expect(Object.keys(badBody.body.fields ?? {})).toContain("baseRevision");
    expect(await getDb().select().from(contentDrafts).where(eq(contentDrafts.authorId, french.id))).toEqual(before);
  });
});

describe("autosave", slow, () => {
  it("keeps one working copy per author and document, which a save clears", async () => {
    const id = await newArticle(editor);
    await takeLock(id, editor);
    expect((await autosave(id, editor, "First words")).status).toBe(200);
    const second = await autosave(id, editor, "First words, then more");
    expect(second.status).toBe(200);
    expect(Date.parse(second.body.savedAt)).not.toBeNaN();
    const rows = await getDb()
      .select()
      .from(contentDrafts)
      .where(and(eq(contentDrafts.docId, id), eq(contentDrafts.docKind, "article")));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ authorId: editor.id, baseRevision: 1, fields: { title: "First words, then more" } });

    const kept = await call(workingCopy.GET, "GET", path(id, "/working-copy"), editor, undefined, { id: String(id) });
    expect(kept.body.workingCopy).toMatchObject({ baseRevision: 1, fields: { title: "First words, then more" }, savedAt: second.body.savedAt });
    // Another author has none of it.
    expect((await call(workingCopy.GET, "GET", path(id, "/working-copy"), other, undefined, { id: String(id) })).body.workingCopy).toBeNull();

    expect((await save(id, editor, { baseRevision: 1, title: "First words, then more" })).status).toBe(200);
    expect((await call(workingCopy.GET, "GET", path(id, "/working-copy"), editor, undefined, { id: String(id) })).body.workingCopy).toBeNull();
  });

  it("discards a working copy on request", async () => {
    const id = await newArticle(editor);
    await autosave(id, editor, "Words to throw away");
    expect((await call(workingCopy.DELETE, "DELETE", path(id, "/working-copy"), editor, undefined, { id: String(id) })).status).toBe(200);
    expect((await call(workingCopy.GET, "GET", path(id, "/working-copy"), editor, undefined, { id: String(id) })).body.workingCopy).toBeNull();
  });
});

describe("edit locks", slow, () => {
  it("names who holds the document and since when, keeps it while they work, and frees it after 5 minutes without activity", async () => {
    const start = Date.parse("2026-11-27T14:05:00Z");
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const id = await newArticle(editor);
    const taken = await takeLock(id, editor);
    expect(taken).toMatchObject({ status: 200, body: { lock: { holderId: editor.id, since: "2026-11-27T14:05:00.000Z" } } });

    const refused = await takeLock(id, other);
    expect(refused.status).toBe(409);
    expect(refused.body.lock).toMatchObject({ holderId: editor.id, holder: taken.body.lock.holder, since: "2026-11-27T14:05:00.000Z" });
    expect(refused.body.error).toBe(`${taken.body.lock.holder} is editing this document: take over to save`);

    // A heartbeat 4 minutes later keeps the start time and moves the activity.
    vi.setSystemTime(start + 4 * 60_000);
    expect((await takeLock(id, editor)).body.lock).toMatchObject({ since: "2026-11-27T14:05:00.000Z", lastActiveAt: "2026-11-27T14:09:00.000Z" });
    vi.setSystemTime(start + 8 * 60_000 + 59_000);
    expect((await takeLock(id, other)).status).toBe(409);
    // 5 minutes after the last activity: free.
    vi.setSystemTime(start + 9 * 60_000);
    expect((await takeLock(id, other)).body.lock).toMatchObject({ holderId: other.id, since: "2026-11-27T14:14:00.000Z" });
  });

  it("refuses a save or an autosave from someone without the lock, and lets a script save when nobody holds it", async () => {
    const id = await newArticle(editor);
    expect((await save(id, other, { baseRevision: 1, title: "A script's title, no lock taken" })).status).toBe(200);
    await takeLock(id, editor);
    const refused = await save(id, other, { baseRevision: 2, title: "Another title over the holder's head" });
    expect(refused.status).toBe(409);
    expect(refused.body.lock.holderId).toBe(editor.id);
    expect((await autosave(id, other, "Typing without the lock", 2)).status).toBe(409);
    expect((await save(id, editor, { baseRevision: 2, title: "The holder's title" })).status).toBe(200);
  });

  it("lets another editor take over, audited, and the former holder learns it at their next autosave", async () => {
    const id = await newArticle(editor);
    await takeLock(id, editor);
    const over = await takeLock(id, other, true);
    expect(over.body.lock).toMatchObject({ holderId: other.id });
    const [entry] = await getDb()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "content-lock-taken-over"), eq(auditLog.target, `article:${id}`)));
    expect(entry).toMatchObject({ actorEmail: other.email });
    expect(JSON.parse(entry!.detail!)).toMatchObject({ from: editor.id });

    const lost = await autosave(id, editor, "Still typing after the take-over");
    expect(lost.status).toBe(409);
    expect(lost.body.lock.holderId).toBe(other.id);
    expect((await takeLock(id, editor)).status).toBe(409);
    // Leaving frees it for the next one.
    await call(lock.DELETE, "DELETE", path(id, "/lock"), other, undefined, { id: String(id) });
    expect((await takeLock(id, editor)).status).toBe(200);
  });
});

describe("review before publishing", slow, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    await call(settings.PUT, "PUT", "/staff/api/content/settings", admin, { reviewRequired: false });
    delete process.env.SMTP_URL;
    await smtp.close();
  });

  const mailsTo = (account: Account) => smtp.received.filter((m) => m.to.includes(account.email));

  it("is off by default: an editor publishes directly", async () => {
    expect((await call(settings.GET, "GET", "/staff/api/content/settings", editor)).body).toEqual({ reviewRequired: false });
    const id = await newArticle(editor);
    expect((await call(publish.POST, "POST", path(id, "/publish"), editor, { baseRevision: 1 }, { id: String(id) })).status).toBe(200);
  });

  it("on, refuses an editor's publish, and takes a submission through a return and an approval, e-mailed in the author's language", async () => {
    expect((await call(settings.PUT, "PUT", "/staff/api/content/settings", editor, { reviewRequired: true })).status).toBe(403);
    expect((await call(settings.PUT, "PUT", "/staff/api/content/settings", admin, { reviewRequired: true })).body).toEqual({ reviewRequired: true });

    const id = await newArticle(french);
    const refused = await call(publish.POST, "POST", path(id, "/publish"), french, { baseRevision: 1 }, { id: String(id) });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe("La publication exige une approbation\u00a0: soumettez d'abord vos modifications");

    const submitted = await call(submit.POST, "POST", path(id, "/submit"), french, {}, { id: String(id) });
    expect(submitted).toMatchObject({ status: 201, body: { revision: 1 } });
    const reviewId = String(submitted.body.reviewId);
    const pending = await call(reviews.GET, "GET", "/staff/api/content/reviews?status=pending", admin);
    expect(pending.body.reviews).toEqual(expect.arrayContaining([expect.objectContaining({ id: Number(reviewId), docId: id, status: "pending" })]));
    // An editor sees only their own.
    expect((await call(reviews.GET, "GET", "/staff/api/content/reviews", editor)).body.reviews.some((r: Body) => r.id === Number(reviewId))).toBe(false);
    expect((await call(approve.POST, "POST", `/staff/api/content/reviews/${reviewId}/approve`, editor, {}, { reviewId })).status).toBe(403);

    const back = await call(
      giveBack.POST,
      "POST",
      `/staff/api/content/reviews/${reviewId}/return`,
      admin,
      { comment: "Ajoutez un exemple chiffré." },
      { reviewId },
    );
    expect(back).toMatchObject({ status: 200, body: { status: "returned" } });
    expect((await call(approve.POST, "POST", `/staff/api/content/reviews/${reviewId}/approve`, admin, {}, { reviewId })).status).toBe(409);

    const again = await call(submit.POST, "POST", path(id, "/submit"), french, {}, { id: String(id) });
    const approved = await call(
      approve.POST,
      "POST",
      `/staff/api/content/reviews/${again.body.reviewId}/approve`,
      admin,
      {},
      { reviewId: String(again.body.reviewId) },
    );
    expect(approved).toMatchObject({ status: 200, body: { revision: 2 } });
    const article = await call(one.GET, "GET", path(id), french, undefined, { id: String(id) });
    expect(article.body.article).toMatchObject({ status: "published", publishedRevision: 2 });

    const queued = await getDb()
      .select()
      .from(leadNotifications)
      .where(and(eq(leadNotifications.leadType, "content"), eq(leadNotifications.recipientId, french.id)));
    expect(queued.map((n) => n.event).sort()).toEqual(["content.review_approved", "content.review_returned"]);
    await processOutbox();
    const toAuthor = mailsTo(french);
    expect(toAuthor.map((m) => m.subject).sort()).toEqual([
      expect.stringMatching(/^Approuvé et publié\u00a0: Showroom/),
      expect.stringMatching(/^Renvoyé\u00a0: Showroom/),
    ]);
    // The administrator's words quoted under a heading, as a visitor's are (the attack's I4: a comment could forge the site's lines).
    const returned = toAuthor.find((m) => m.subject.startsWith("Renvoyé"))!.text;
    expect(returned).toMatch(/vous a renvoyé «\u00a0Showroom[^»]*\u00a0» \(révision 1\)\.\n\n/);
    expect(returned).toContain("\n---- Commentaire de l'administrateur, tel que tapé (chaque ligne commence par |) ----\n| Ajoutez un exemple chiffré.\n");
    const toAdmin = mailsTo(admin).filter((m) => m.text.includes(`(revision 1)`));
    expect(toAdmin[0]!.subject).toMatch(/^To review: Showroom/);

    const audited = await getDb()
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target, `article:${id}`));
    expect(audited.map((a) => a.action)).toEqual(
      expect.arrayContaining(["content-review-submitted", "content-review-returned", "content-review-approved", "content-published"]),
    );
  });
});
