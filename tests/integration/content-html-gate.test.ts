// The Nu HTML Checker gate (lib/content/preview.ts) on the two ways to publish besides Publish itself:
// planning a publish (the checker is too slow for the due time) and approving a review. The page it
// reads comes from the server the request reached; here a stand-in server answers every preview.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { approveReview, submitForReview } from "@/lib/content/review";
import { scheduleArticle } from "@/lib/content/schedules";
import { createArticle, type ContentActor } from "@/lib/content/store";
import { fields } from "../support/content";
import { signedInStaff } from "../support/staff";

const page = (body: string) => `<!doctype html><html lang="en-CA"><head><meta charset="utf-8"><title>Preview</title></head><body>${body}</body></html>`;
let answer = page("<main><h1>Valid</h1></main>");
const server = http.createServer((_, response) => response.writeHead(200, { "content-type": "text/html" }).end(answer));

let editor: ContentActor & { timeZone: string };
let admin: ContentActor;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.HOSTNAME = "127.0.0.1";
  process.env.PORT = String((server.address() as AddressInfo).port);
  editor = { ...(await signedInStaff("editor")), ip: null, timeZone: "America/Toronto" };
  admin = { ...(await signedInStaff("admin")), ip: null };
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const draft = async () => (await createArticle(editor, { locale: "en", ...fields() } as never)).id;
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: { status: number; extra: { problems: { code: string; params: { message: string } }[] } }) => ({
      status: error.status,
      codes: error.extra.problems.map((p) => p.code),
      messages: error.extra.problems.map((p) => p.params.message).join("\n"),
    }),
  );
const INVALID = page('<main><h1 id="a">One</h1><p id="a">Two</p></main>');
const slow = { timeout: 60_000 };

describe("the HTML checker gate", () => {
  it("refuses to plan the publish of a page the checker finds invalid, and plans a valid one", slow, async () => {
    const id = await draft();
    const at = new Date(Date.now() + 86_400_000).toISOString();
    answer = INVALID;
    expect(await refusal(scheduleArticle(editor, id, { action: "publish", at }))).toEqual({
      status: 422,
      codes: ["body.invalidHtml"],
      messages: expect.stringMatching(/Duplicate ID “a”/),
    });
    // An unpublish shows no page: nothing to check.
    expect(await refusal(scheduleArticle(editor, id, { action: "unpublish", at }))).toBeNull();
    answer = page("<main><h1>Valid</h1></main>");
    expect(await refusal(scheduleArticle(editor, id, { action: "publish", at }))).toBeNull();
  });

  it("refuses to approve a review of a page the checker finds invalid, and leaves the review pending", slow, async () => {
    const id = await draft();
    const { reviewId } = await submitForReview(editor, id);
    answer = INVALID;
    expect(await refusal(approveReview(admin, reviewId))).toMatchObject({ status: 422, codes: ["body.invalidHtml"] });
    answer = page("<main><h1>Valid</h1></main>");
    expect(await approveReview(admin, reviewId)).toMatchObject({ revision: expect.any(Number) });
  });
});
