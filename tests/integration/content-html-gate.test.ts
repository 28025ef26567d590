// The Nu HTML Checker gate (lib/content/preview.ts, lib/content/nu-checker.ts) with the checker itself,
// one long-lived process for the whole file: the editor's publish, planning a publish, approving a
// review, and a schedule firing after a save (issue 47, M7: the due time published what nobody had
// checked); the queue's bound answering 503 with Retry-After, and a publish whose client has gone or
// whose revision moved on checked no more (M1). The page it reads comes from the server the request
// reached; here a stand-in server answers every preview.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { contentSchedules } from "@/db/schema";
import { getPublishedArticleBySlug } from "@/lib/content/articles";
import { stopHtmlChecker } from "@/lib/content/nu-checker";
import type { Publisher } from "@/lib/content/publish";
import { approveReview, submitForReview } from "@/lib/content/review";
import { fireDueSchedules, scheduleArticle } from "@/lib/content/schedules";
import { createArticle, saveArticle } from "@/lib/content/store";
import { fields } from "../support/content";
import { staffApiRequest } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));
const publishRoute = await import("@/app/(staff)/staff/api/content/articles/[id]/publish/route");
const send = staffApiRequest(current, "198.51.100.43");

const page = (body: string) => `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Preview</title></head><body>${body}</body></html>`;
const VALID = page("<main><h1>Valid</h1></main>");
const INVALID = page('<main><h1 id="a">One</h1><p id="a">Two</p></main>');
let answer = VALID;
// Previews asked for, and how long the stand-in takes to answer (a render queue, a slow page).
const asked: string[] = [];
let delayMs = 0;
const server = http.createServer((request, response) => {
  asked.push(request.url ?? "");
  setTimeout(() => response.writeHead(200, { "content-type": "text/html" }).end(answer), delayMs);
});

let editor: Publisher & { timeZone: string; cookie: string };
let admin: Publisher;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // This file checks for real: Java, not the integration projects' none.
  delete process.env.JAVA;
  process.env.HOSTNAME = "127.0.0.1";
  process.env.PORT = String((server.address() as AddressInfo).port);
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = { ...(await signedInStaff("editor")), ip: null, timeZone: "America/Toronto" };
  admin = { ...(await signedInStaff("admin")), ip: null };
});
afterAll(async () => {
  await stopHtmlChecker();
  await new Promise((resolve) => server.close(resolve));
});

const draft = async () => {
  const input = { locale: "en" as const, ...fields() };
  return { id: (await createArticle(editor, input as never)).id, slug: input.slug };
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; key: string; extra: { problems?: { code: string; params: { message: string } }[] } }) => ({
      status: error.status,
      key: error.key,
      codes: (error.extra.problems ?? []).map((p) => p.code),
      messages: (error.extra.problems ?? []).map((p) => p.params.message).join("\n"),
    }),
  );
const publishRequest = (id: number, signal?: AbortSignal) =>
  send(publishRoute.POST, "POST", `/staff/api/content/articles/${id}/publish`, editor, { baseRevision: 1 }, { id: String(id) }, signal);
let slot = Date.now() + 3_600_000;
const nextSlot = () => (slot += 3_600_000);
const slow = { timeout: 90_000 };

describe("the HTML checker gate", () => {
  it("refuses an editor's publish of a page the checker finds invalid, each error in the account's language", slow, async () => {
    const { id } = await draft();
    answer = INVALID;
    const response = await publishRequest(id);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { problems: { code: string; message: string }[] };
    expect(body.problems).toEqual([
      expect.objectContaining({ code: "body.invalidHtml", message: expect.stringMatching(/W3C HTML checker: Duplicate ID “a”/) }),
    ]);
    answer = VALID;
    expect((await publishRequest(id)).status).toBe(200);
  });

  it("refuses to plan the publish of a page the checker finds invalid, and plans a valid one", slow, async () => {
    const { id } = await draft();
    const at = new Date(nextSlot()).toISOString();
    answer = INVALID;
    expect(await refusal(scheduleArticle(editor, id, { action: "publish", at }))).toMatchObject({
      status: 422,
      codes: ["body.invalidHtml"],
      messages: expect.stringMatching(/Duplicate ID “a”/),
    });
    // An unpublish shows no page: nothing to check.
    expect(await refusal(scheduleArticle(editor, id, { action: "unpublish", at }))).toBeNull();
    answer = VALID;
    expect(await refusal(scheduleArticle(editor, id, { action: "publish", at }))).toBeNull();
    await getDb().update(contentSchedules).set({ status: "cancelled" }).where(eq(contentSchedules.docId, id));
  });

  it("refuses to approve a review of a page the checker finds invalid, and leaves the review pending", slow, async () => {
    const { id } = await draft();
    const { reviewId } = await submitForReview(editor, { kind: "article", id });
    answer = INVALID;
    expect(await refusal(approveReview(admin, reviewId))).toMatchObject({ status: 422, codes: ["body.invalidHtml"] });
    answer = VALID;
    expect(await approveReview(admin, reviewId)).toMatchObject({ revision: expect.any(Number) });
  });

  it("publishes at the due time the revision it checked when planned, and checks a revision saved since", slow, async () => {
    // Planned when valid; by the due time the same revision would read as invalid: it was checked, and goes out.
    const pinned = await draft();
    const first = nextSlot();
    answer = VALID;
    await scheduleArticle(editor, pinned.id, { action: "publish", at: new Date(first).toISOString() });
    const [row] = await getDb().select().from(contentSchedules).where(eq(contentSchedules.docId, pinned.id));
    expect(row).toMatchObject({ checkedRevision: 1 });
    answer = INVALID;
    asked.length = 0;
    expect(await fireDueSchedules("pinned", first)).toEqual(["done"]);
    expect(asked).toEqual([]);

    // The attack's M7: planned clean, then saved; the save's revision is checked when it falls due.
    const saved = await draft();
    const second = nextSlot();
    answer = VALID;
    await scheduleArticle(editor, saved.id, { action: "publish", at: new Date(second).toISOString() });
    await saveArticle(editor, saved.id, { baseRevision: 1, excerpt: "An excerpt changed after the publish was planned, for the checker." });
    answer = INVALID;
    asked.length = 0;
    expect(await fireDueSchedules("saved-since", second)).toEqual(["failed"]);
    const [failed] = await getDb().select().from(contentSchedules).where(eq(contentSchedules.docId, saved.id));
    expect(failed).toMatchObject({ status: "failed", failure: { reason: "publishRefused", problems: [{ code: "body.invalidHtml" }] } });
    expect(await getPublishedArticleBySlug(saved.slug)).toBeUndefined();
    expect(asked).toEqual([expect.stringMatching(new RegExp(`^/staff/preview/articles/${saved.id}\\?revision=2&`))]);
  });

  it("answers 503 with Retry-After past four waiting checks, and checks nothing for a client that has gone", slow, async () => {
    answer = VALID;
    delayMs = 1500;
    asked.length = 0;
    const docs = await Promise.all(Array.from({ length: 7 }, draft));
    const gone = new AbortController();
    try {
      // One checked, four waiting (the second's client leaves while it waits), and two more refused.
      const first = publishRequest(docs[0]!.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const leaving = publishRequest(docs[1]!.id, gone.signal);
      const waiting = docs.slice(2, 5).map((doc) => publishRequest(doc.id));
      await new Promise((resolve) => setTimeout(resolve, 200));
      const busy = await Promise.all(docs.slice(5).map((doc) => publishRequest(doc.id)));
      for (const response of busy) {
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        expect(((await response.json()) as { error: string }).error).toBe("The HTML checker is busy: try again in a few seconds");
      }
      gone.abort(new Error("the client closed the connection"));
      await expect(leaving).rejects.toThrow("the client closed the connection");
      expect((await first).status).toBe(200);
      expect((await Promise.all(waiting)).map((r) => r.status)).toEqual([200, 200, 200]);
      // The client that left had its preview neither rendered nor checked.
      expect(asked.some((url) => url.startsWith(`/staff/preview/articles/${docs[1]!.id}?`))).toBe(false);
      expect(asked).toHaveLength(4);
    } finally {
      delayMs = 0;
    }
  });
});
