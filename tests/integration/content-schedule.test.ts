// Scheduled publish and unpublish (issue 40), on both engines: the API plans, lists and cancels; two
// instances claiming at once fire a schedule once; a claim left by a killed instance is taken over once
// its lease runs out; times entered on daylight-saving nights; a gate refusing at the due time leaves
// the site as it was and e-mails the author in their language; a pair goes out in one transaction.
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { claimDueSchedules } from "@/db/content-schedules";
import { auditLog, cities, contentEvents, contentRevisions, contentSchedules, leadNotifications } from "@/db/schema";
import { getPublishedArticleBySlug } from "@/lib/content/articles";
import { cityLabels } from "@/lib/content/cities";
import { contentHealth } from "@/lib/content/health";
import { fireDueSchedules, fireGroup, leaseMs, scheduleArticle, type ScheduleSummary } from "@/lib/content/schedules";
import { publish, unpublish } from "@/lib/content/publish";
import { createArticle } from "@/lib/content/store";
import { type ContentActor } from "@/lib/content/document";
import { queue } from "@/lib/outbox/queue";
import { processOutbox } from "@/lib/outbox/worker";
import { fields, frenchFields } from "../support/content";
import { staffApiCaller } from "../support/staff-api";
import { startSmtp } from "../support/smtp";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const schedule = await import("@/app/(staff)/staff/api/content/articles/[id]/schedule/route");
const schedules = await import("@/app/(staff)/staff/api/content/schedules/route");
const oneSchedule = await import("@/app/(staff)/staff/api/content/schedules/[id]/route");

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;
interface Body {
  scheduleId: number;
  error: string;
  fields: Record<string, string>;
  schedules: ScheduleSummary[];
  cancelled: number[];
}

const call = staffApiCaller<Body>(current);

const scheduleIt = (id: number, body: unknown, as: { cookie: string }) =>
  call(schedule.POST as Handler, "POST", `/staff/api/content/articles/${id}/schedule`, as.cookie, body, { id: String(id) });

type Account = Awaited<ReturnType<typeof signedInStaff>>;
let editor: Account;
let editorFr: Account;
const actor = (as: Account, timeZone = "America/Toronto"): ContentActor & { timeZone: string; role: Account["role"] } => ({ ...as, ip: null, timeZone });

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  editorFr = await signedInStaff("editor", "fr");
});

const draft = async (overrides: Record<string, unknown> = {}, as = editor) => {
  const input = { locale: "en" as const, ...fields(overrides) };
  const { id } = await createArticle({ ...as, ip: null }, input as never);
  return { id, slug: input.slug };
};
const rowsOf = (docId: number) => getDb().select().from(contentSchedules).where(eq(contentSchedules.docId, docId));
const eventsOf = (docId: number) =>
  getDb()
    .select()
    .from(contentEvents)
    .where(and(eq(contentEvents.docId, docId), eq(contentEvents.docKind, "article")))
    // In the order they happened: PostgreSQL returns rows in no promised order.
    .orderBy(contentEvents.id);
const publishRevisionsOf = (docId: number) =>
  getDb()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.docId, docId), eq(contentRevisions.docKind, "article"), eq(contentRevisions.kind, "publish")));

// Each test plans at its own future instant and fires at it, so one test's schedules are never due in another's.
let slot = Date.now() + 3_600_000;
const nextSlot = () => (slot += 3_600_000);

const slow = { timeout: 30_000 };

describe("the schedule API", slow, () => {
  it("plans a publish (201), lists it, cancels it once (then 409), audited", async () => {
    const { id } = await draft();
    const at = new Date(nextSlot()).toISOString().replace("Z", "+00:00");
    const planned = await scheduleIt(id, { action: "publish", at }, editor);
    expect(planned.status).toBe(201);
    const scheduleId = planned.body.scheduleId;
    expect(scheduleId).toBeGreaterThan(0);

    const listed = await call(schedules.GET as Handler, "GET", "/staff/api/content/schedules?status=pending", editor.cookie);
    expect(listed.body.schedules.find((s) => s.id === scheduleId)).toMatchObject({
      docId: id,
      action: "publish",
      status: "pending",
      dueAt: new Date(slot).toISOString(),
      timeZone: "America/Toronto",
      createdBy: editor.id,
    });

    const cancel = () =>
      call(oneSchedule.DELETE as Handler, "DELETE", `/staff/api/content/schedules/${scheduleId}`, editor.cookie, undefined, { id: String(scheduleId) });
    expect(await cancel()).toMatchObject({ status: 200, body: { cancelled: [scheduleId] } });
    expect((await cancel()).status).toBe(409);
    expect((await fireDueSchedules("api-test", slot + 1000)).length).toBe(0);
    expect(await getPublishedArticleBySlug((await draft()).slug)).toBeUndefined();

    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `article:${id}`));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(["content-scheduled", "content-schedule-cancelled"]));
  });

  it("refuses a time past, malformed or out of range in the account's language, and an unknown schedule", async () => {
    const { id } = await draft();
    const past = await scheduleIt(id, { action: "publish", at: "2026-01-05T09:00-05:00" }, editorFr);
    expect(past).toMatchObject({ status: 400, body: { fields: { at: "Choisissez une heure qui n'est pas encore passée" } } });
    expect((await scheduleIt(id, { action: "publish", at: "next tuesday" }, editor)).body.fields.at).toMatch(/^Use a date and time such as/);
    expect((await scheduleIt(id, { action: "publish", at: "2026-02-30T09:00" }, editor)).status).toBe(400);
    expect((await scheduleIt(id, { action: "publish", at: "2026-03-01T24:10" }, editor)).status).toBe(400);
    expect((await scheduleIt(id, { action: "publish", at: "2200-01-01T09:00-05:00" }, editor)).body.fields.at).toBe("Use a date from 2000-01-01 to 2100-12-31");
    // The attack's L2: an offset no zone has was a 500 (an invalid date), and the range was read on the wall date only.
    for (const at of ["2026-12-02T09:00+99:99", "2026-12-02T09:00+24:00", "2026-12-02T09:00-14:30", "2026-12-02T09:00+05:60"])
      expect((await scheduleIt(id, { action: "unpublish", at }, editor)).body.fields.at).toMatch(/^Use a date and time such as/);
    expect((await scheduleIt(id, { action: "unpublish", at: "2100-12-31T23:59:59.999-23:59" }, editor)).body.fields.at).toMatch(/^Use a date and time such as/);
    expect((await scheduleIt(id, { action: "unpublish", at: "2100-12-31T23:00-05:00" }, editor)).body.fields.at).toBe(
      "Use a date from 2000-01-01 to 2100-12-31",
    );
    expect((await scheduleIt(id, { action: "publish", at: "2030-01-01T09:00", timeZone: "Mars/Olympus" }, editor)).status).toBe(400);
    expect((await scheduleIt(id, { action: "later", at: "2030-01-01T09:00" }, editor)).status).toBe(400);
    expect((await scheduleIt(id, { action: "publish", at: "2030-01-01T09:00", withTwin: true }, editor)).body.fields.withTwin).toBe(
      "This article has no twin to schedule with it",
    );
    const missing = await call(oneSchedule.DELETE as Handler, "DELETE", "/staff/api/content/schedules/999999", editor.cookie, undefined, { id: "999999" });
    expect(missing.status).toBe(404);
    const sales = await signedInStaff("sales");
    expect((await scheduleIt(id, { action: "publish", at: "2030-01-01T09:00" }, sales)).status).toBe(403);
    expect(await rowsOf(id)).toEqual([]);
  });
});

describe("firing", slow, () => {
  it("fires once when two instances claim at the same moment: one publish revision, one event", async () => {
    const { id, slug } = await draft();
    const due = nextSlot();
    await scheduleArticle(actor(editor), id, { action: "publish", at: new Date(due).toISOString() });
    const outcomes = (await Promise.all([fireDueSchedules("instance-a", due), fireDueSchedules("instance-b", due)])).flat();
    expect(outcomes).toEqual(["done"]);
    expect(await getPublishedArticleBySlug(slug)).toMatchObject({ isPublished: true, revision: 2 });
    expect(await publishRevisionsOf(id)).toHaveLength(1);
    expect(await eventsOf(id)).toHaveLength(1);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({ status: "done", revision: 2, firedAt: new Date(due).toISOString() });
    expect(["instance-a", "instance-b"]).toContain(row!.claimedBy);
    // The publish is the author's.
    const [revision] = await publishRevisionsOf(id);
    expect(revision!.authorEmail).toBe(editor.email);
  });

  it("nothing fires before its time", async () => {
    const { id, slug } = await draft();
    const due = nextSlot();
    await scheduleArticle(actor(editor), id, { action: "publish", at: new Date(due).toISOString() });
    expect(await fireDueSchedules("early", due - 1)).toEqual([]);
    expect(await getPublishedArticleBySlug(slug)).toBeUndefined();
    expect(await fireDueSchedules("on-time", due)).toEqual(["done"]);
  });

  it("takes over the claim of a killed instance once its lease runs out, and the dead claim cannot fire later", async () => {
    const { id, slug } = await draft();
    const due = nextSlot();
    await scheduleArticle(actor(editor), id, { action: "publish", at: new Date(due).toISOString() });
    const claimed = await claimDueSchedules("killed", due, leaseMs());
    expect(claimed.map((r) => r.docId)).toEqual([id]);
    // The instance dies here (kill -9): its claim stays.
    expect(await fireDueSchedules("survivor", due + leaseMs() - 1)).toEqual([]);
    expect(await getPublishedArticleBySlug(slug)).toBeUndefined();
    expect(await fireDueSchedules("survivor", due + leaseMs())).toEqual(["done"]);
    expect(await getPublishedArticleBySlug(slug)).toMatchObject({ isPublished: true });
    // Were it only hung, it finds its claim gone and publishes nothing.
    expect(await fireGroup(claimed, "killed", due + leaseMs() + 1)).toBe("lost");
    expect(await publishRevisionsOf(id)).toHaveLength(1);
    expect((await rowsOf(id))[0]).toMatchObject({ status: "done", claimedBy: "survivor" });
  });

  it("reads a time skipped by spring forward as an hour later, and a time that happens twice as its first", async () => {
    const march = Date.parse("2026-03-01T12:00:00Z");
    const { id: spring } = await draft();
    const skipped = await scheduleArticle(actor(editor), spring, { action: "publish", at: "2026-03-08T02:30", timeZone: "America/Toronto" }, march);
    // 02:30 does not exist in Toronto that night: the clocks go from 02:00 EST to 03:00 EDT. 03:30 EDT.
    expect(skipped.dueAt).toBe("2026-03-08T07:30:00.000Z");
    expect(await fireDueSchedules("dst", Date.parse("2026-03-08T07:29:59.999Z"))).toEqual([]);
    expect(await fireDueSchedules("dst", Date.parse("2026-03-08T07:30:00Z"))).toEqual(["done"]);

    const { id: fall } = await draft();
    const october = Date.parse("2026-10-25T12:00:00Z");
    const twice = await scheduleArticle(actor(editorFr), fall, { action: "publish", at: "2026-11-01T01:30", timeZone: "America/Toronto" }, october);
    // 01:30 happens at 05:30 UTC (EDT) and again at 06:30 UTC (EST): the first.
    expect(twice.dueAt).toBe("2026-11-01T05:30:00.000Z");
    // An offset names the second one exactly.
    const { id: second } = await draft();
    const exact = await scheduleArticle(actor(editor), second, { action: "publish", at: "2026-11-01T01:30-05:00" }, october);
    expect(exact.dueAt).toBe("2026-11-01T06:30:00.000Z");
    expect(await fireDueSchedules("dst", Date.parse("2026-11-01T05:30:00Z"))).toEqual(["done"]);
    expect((await rowsOf(second))[0]!.status).toBe("pending");
    expect(await fireDueSchedules("dst", Date.parse("2026-11-01T06:30:00Z"))).toEqual(["done"]);
    // Stored in the zone it was entered in, shown back in it.
    expect((await rowsOf(fall))[0]).toMatchObject({ status: "done", timeZone: "America/Toronto" });
  });

  it("publishes the newest revision at the due time, and unpublishes on schedule", async () => {
    const { id, slug } = await draft();
    const due = nextSlot();
    await scheduleArticle(actor(editor), id, { action: "publish", at: new Date(due).toISOString() });
    const { saveArticle } = await import("@/lib/content/store");
    await saveArticle({ ...editor, ip: null }, id, { baseRevision: 1, title: "Fixed after planning" });
    await fireDueSchedules("newest", due);
    expect(await getPublishedArticleBySlug(slug)).toMatchObject({ title: "Fixed after planning", revision: 3 });

    const off = nextSlot();
    await scheduleArticle(actor(editor), id, { action: "unpublish", at: new Date(off).toISOString() });
    expect(await fireDueSchedules("newest", off)).toEqual(["done"]);
    expect(await getPublishedArticleBySlug(slug)).toBeUndefined();
    expect((await eventsOf(id)).map((e) => e.action)).toEqual(["published", "unpublished"]);
  });
});

describe("a gate refusing at the due time", slow, () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
  });
  afterAll(async () => {
    delete process.env.SMTP_URL;
    await smtp.close();
  });

  it("leaves the site as it was, marks the schedule failed with the problems, and e-mails the author once in their language", async () => {
    const target = await draft();
    await publish("article", target.id, { actor: { ...editor, ip: null }, base: 1, via: "editor" });
    const linkTo = `/blog/${target.slug}`;
    const base = fields();
    const { id, slug } = await draft({ body: `${base.body}\n\nSee also [the other article](${linkTo}).` }, editorFr);
    const due = nextSlot();
    await scheduleArticle(actor(editorFr), id, { action: "publish", at: new Date(due).toISOString() });
    // Before the due time, the linked article goes: the link now leads nowhere.
    await unpublish("article", target.id, { actor: { ...editor, ip: null } });

    expect(await fireDueSchedules("gates", due)).toEqual(["failed"]);
    expect(await getPublishedArticleBySlug(slug)).toBeUndefined();
    expect(await publishRevisionsOf(id)).toHaveLength(0);
    expect(await eventsOf(id)).toHaveLength(0);
    const [row] = await rowsOf(id);
    expect(row).toMatchObject({
      status: "failed",
      revision: null,
      failure: { reason: "publishRefused", problems: [{ field: "body", code: "body.brokenLink", params: { href: linkTo } }] },
    });

    // The content health page lists it, with why, until the article goes out or off again.
    expect((await contentHealth()).failedSchedules.filter((f) => f.article.id === id)).toMatchObject([{ scheduleId: row!.id, reason: "publishRefused" }]);

    const outbox = await getDb().select().from(leadNotifications).where(eq(leadNotifications.event, "content.schedule_failed"));
    expect(outbox).toMatchObject([{ leadType: "content", leadId: row!.id, channel: "email", recipientId: editorFr.id }]);
    await processOutbox();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toContain(editorFr.email);
    expect(mail!.subject).toMatch(/^Publication programmée refusée\u00a0: /);
    expect(mail!.text).toContain("n'a pas eu lieu\u00a0: rien n'a changé sur le site.");
    expect(mail!.text).toContain(`- Le lien ${linkTo} ne mène à aucune page du site dans cette langue`);
    expect(mail!.text).toContain(`/staff/content/articles/${id}`);
  });

  it("names a city page's failed schedule by its city in the page's language, with its editor's address", async () => {
    // The e-mail reads the document through its kind (lib/content/kinds/headings.ts): a city page's
    // doc_id is a city's, never an article's that happens to share the number.
    const [city] = await getDb().select().from(cities).where(eq(cities.slug, "montreal"));
    const [row] = await getDb()
      .insert(contentSchedules)
      .values({
        docKind: "city",
        docId: city!.id,
        locale: "fr",
        action: "publish",
        dueAt: new Date().toISOString(),
        timeZone: "America/Toronto",
        groupId: randomUUID(),
        status: "failed",
        failure: { reason: "publishRefused", problems: [] },
        createdBy: editorFr.id,
      })
      .returning();
    await queue(getDb(), { subject: "content", channel: "email", event: "content.schedule_failed", id: row!.id, recipientId: editorFr.id });
    const before = smtp.received.length;
    await processOutbox();
    expect(smtp.received).toHaveLength(before + 1);
    const mail = smtp.received.at(-1)!;
    // Its French page's name of the city (Montréal when its French words say so).
    expect(mail.subject).toContain(cityLabels(city!, "fr").name);
    expect(mail.subject).not.toContain("#");
    expect(mail.text).toContain("/staff/content/cities/montreal");
    expect(mail.text).not.toContain("/staff/content/articles/");
  });
});

describe("an English article and its French twin as a pair", slow, () => {
  const pair = async () => {
    const english = await draft();
    await publish("article", english.id, { actor: { ...editor, ip: null }, base: 1, via: "editor" });
    await unpublish("article", english.id, { actor: { ...editor, ip: null } });
    const frenchInput = { locale: "fr" as const, translationOf: english.id, ...frenchFields({ title: `Une attribution fiable ${english.id}` }) };
    const { id: frenchId } = await createArticle({ ...editor, ip: null }, frenchInput as never);
    return { english, french: { id: frenchId, slug: frenchInput.slug } };
  };

  it("publishes both in the same transaction", async () => {
    const { english, french } = await pair();
    const due = nextSlot();
    const planned = await scheduleIt(english.id, { action: "publish", at: new Date(due).toISOString(), withTwin: true }, editor);
    expect(planned.status).toBe(201);
    const rows = [...(await rowsOf(english.id)), ...(await rowsOf(french.id))];
    expect(new Set(rows.map((r) => r.groupId)).size).toBe(1);
    expect(await fireDueSchedules("pair", due)).toEqual(["done"]);
    expect(await getPublishedArticleBySlug(english.slug)).toMatchObject({ isPublished: true });
    expect(await getPublishedArticleBySlug(french.slug, "fr")).toMatchObject({ isPublished: true });
    const after = [...(await rowsOf(english.id)), ...(await rowsOf(french.id))];
    expect(after.map((r) => r.status)).toEqual(["done", "done"]);
    expect(new Set(after.map((r) => r.firedAt)).size).toBe(1);
  });

  it("publishes neither when one is refused", async () => {
    const { english, french } = await pair();
    // The French text turned English: the French gates refuse it.
    const { saveArticle } = await import("@/lib/content/store");
    await saveArticle({ ...editor, ip: null }, french.id, { baseRevision: 1, body: fields().body });
    const due = nextSlot();
    await scheduleArticle(actor(editor), french.id, { action: "publish", at: new Date(due).toISOString(), withTwin: true });
    expect(await fireDueSchedules("pair", due)).toEqual(["failed"]);
    expect(await getPublishedArticleBySlug(english.slug)).toBeUndefined();
    expect(await getPublishedArticleBySlug(french.slug, "fr")).toBeUndefined();
    expect((await rowsOf(english.id))[0]).toMatchObject({ status: "failed", failure: { reason: "twinRefused" } });
    expect((await rowsOf(french.id))[0]).toMatchObject({ status: "failed", failure: { reason: "publishRefused" } });
    expect(await publishRevisionsOf(english.id)).toHaveLength(1);
  });
});
