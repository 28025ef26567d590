// Review that editors can follow (issue 50, item 4), on both engines, through the route handlers the
// workspace calls: an article's GET answers whether it is in review, the comment it was last sent
// back with (until the next submission) and each step; the Reviews list gives an administrator what
// a pending article's revision changes from the live one, word by word, or says it was never published.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { staffUsers } from "@/db/schema";
import { createArticle, saveArticle } from "@/lib/content/store";
import { fields } from "../support/content";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const articleOne = await import("@/app/(staff)/staff/api/content/articles/[id]/route");
const articlePublish = await import("@/app/(staff)/staff/api/content/articles/[id]/publish/route");
const articleSubmit = await import("@/app/(staff)/staff/api/content/articles/[id]/submit/route");
const reviews = await import("@/app/(staff)/staff/api/content/reviews/route");
const approve = await import("@/app/(staff)/staff/api/content/reviews/[reviewId]/approve/route");
const sendBack = await import("@/app/(staff)/staff/api/content/reviews/[reviewId]/return/route");
const settings = await import("@/app/(staff)/staff/api/content/settings/route");

type Account = Awaited<ReturnType<typeof signedInStaff>>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
type Body = Record<string, any>;
const call = staffApiCaller<Body>(current, "198.51.100.43");

let editor: Account;
let admin: Account;
const nameOf = async (as: Account) => (await getDb().select({ name: staffUsers.name }).from(staffUsers).where(eq(staffUsers.id, as.id)))[0]!.name;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  [editor, admin] = [await signedInStaff("editor"), await signedInStaff("admin")];
});

const params = (id: number) => ({ id: String(id) });
const path = (id: number) => `/staff/api/content/articles/${id}`;
const getAs = (id: number, as: Account) => call(articleOne.GET, "GET", path(id), as, undefined, params(id));
const submitAs = (id: number, as: Account) => call(articleSubmit.POST, "POST", `${path(id)}/submit`, as, {}, params(id));
const listAs = (as: Account) => call(reviews.GET, "GET", "/staff/api/content/reviews", as);
const sendBackAs = (reviewId: number, as: Account, comment: string) =>
  call(sendBack.POST, "POST", `/staff/api/content/reviews/${reviewId}/return`, as, { comment }, { reviewId: String(reviewId) });
const approveAs = (reviewId: number, as: Account) =>
  call(approve.POST, "POST", `/staff/api/content/reviews/${reviewId}/approve`, as, {}, { reviewId: String(reviewId) });
const reviewRequired = (on: boolean) => call(settings.PUT, "PUT", "/staff/api/content/settings", admin, { reviewRequired: on });

describe("a review an editor can follow", { timeout: 60_000 }, () => {
  beforeAll(() => reviewRequired(true));
  afterAll(() => reviewRequired(false));

  it("is in review while submitted, shows the send-back's comment until the next submission, and keeps every step", async () => {
    const { id } = await createArticle({ ...editor, ip: null }, { locale: "en", ...fields() } as never);
    expect((await getAs(id, editor)).body.review).toEqual({ inReview: false, returned: null, steps: [] });

    const first = await submitAs(id, editor);
    expect(first.status).toBe(201);
    expect((await getAs(id, editor)).body.review).toMatchObject({ inReview: true, returned: null, steps: [{ step: "submitted", revision: 1 }] });

    const comment = "The second section needs a source for the show rate.\nAnd a shorter title.";
    expect((await sendBackAs(first.body.reviewId, admin, comment)).status).toBe(200);
    const returned = (await getAs(id, editor)).body.review;
    expect(returned.inReview).toBe(false);
    expect(returned.returned).toMatchObject({ step: "returned", revision: 1, by: await nameOf(admin), comment, at: expect.any(String) });
    expect(returned.steps.map((s: Body) => s.step)).toEqual(["submitted", "returned"]);
    expect(returned.steps[0].by).toBe(await nameOf(editor));

    const second = await submitAs(id, editor);
    const resubmitted = (await getAs(id, editor)).body.review;
    expect(resubmitted).toMatchObject({ inReview: true, returned: null });
    expect(resubmitted.steps.map((s: Body) => s.step)).toEqual(["submitted", "returned", "submitted"]);

    // Never published: the administrator's card says so rather than comparing with nothing.
    const card = (await listAs(admin)).body.reviews.find((r: Body) => r.id === second.body.reviewId);
    expect(card.againstLive).toEqual({ live: "new", changes: [] });
    // The editor's own list carries no comparison: it is the administrator's to read.
    expect((await listAs(editor)).body.reviews.find((r: Body) => r.id === second.body.reviewId).againstLive).toBeUndefined();

    expect((await approveAs(second.body.reviewId, admin)).status).toBe(200);
    const approved = (await getAs(id, editor)).body.review;
    expect(approved).toMatchObject({ inReview: false, returned: null });
    expect(approved.steps.map((s: Body) => s.step)).toEqual(["submitted", "returned", "submitted", "approved"]);
    expect(approved.steps[3].by).toBe(await nameOf(admin));
  });

  it("gives an administrator the fields a submitted revision changes from the live one, the body word by word", async () => {
    const { id } = await createArticle({ ...admin, ip: null }, { locale: "en", ...fields() } as never);
    const published = await call(articlePublish.POST, "POST", `${path(id)}/publish`, admin, { baseRevision: 1 }, params(id));
    expect(published.status).toBe(200);
    const live = (await getAs(id, editor)).body.article;
    await saveArticle({ ...editor, ip: null }, id, {
      baseRevision: live.revision,
      title: `${live.draft.title} for Quebec`,
      body: live.draft.body.replace("first touch", "first visit"),
    });
    const submitted = await submitAs(id, editor);
    expect(submitted.status).toBe(201);

    const card = (await listAs(admin)).body.reviews.find((r: Body) => r.id === submitted.body.reviewId);
    expect(card.againstLive.live).toBe("published");
    const changed = Object.fromEntries(card.againstLive.changes.map((c: Body) => [c.field, c]));
    expect(Object.keys(changed).sort()).toEqual(["body", "title"]);
    expect(changed.title).toMatchObject({ from: live.draft.title, to: `${live.draft.title} for Quebec` });
    const words = changed.body.words as { value: string; added?: boolean; removed?: boolean }[];
    expect(words.filter((w) => w.removed).map((w) => w.value.trim())).toEqual(["touch"]);
    expect(words.filter((w) => w.added).map((w) => w.value.trim())).toEqual(["visit"]);
    expect(changed.body.coarse).toBeUndefined();
    expect((await getAs(id, editor)).body.review.inReview).toBe(true);
  });
});
