// Nothing typed is lost (issue 50, item 1), the server's side, on both engines:
// - a working copy restored after a colleague saved a newer revision is saved from the revision it
//   started from: refused with the conflict (what the colleague changed, for the merge view), never
//   written over their fields; the merged fields then save;
// - the former holder's autosave after a take-over is kept as their working copy (then the 409 that
//   tells them), and it neither refreshes nor moves the new holder's lock;
// - the lock is readable (GET .../lock: who, and whether it is the asker's: the editor polls it), and
//   a closing tab's beacon (POST .../lock/release: no body, no content type, the session cookie and
//   the page's Origin) frees it at once; from another origin, or from someone who does not hold it,
//   the lock stays.
// The new article's copy kept in the browser before its first save has no server side (tests/e2e/content-lossless.spec.ts).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getCityPage } from "@/lib/content/city-store";
import { fields } from "../support/content";
import { BASE } from "../support/requests";
import { staffApiCaller } from "../support/staff-api";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const list = await import("@/app/(staff)/staff/api/content/articles/route");
const one = await import("@/app/(staff)/staff/api/content/articles/[id]/route");
const workingCopy = await import("@/app/(staff)/staff/api/content/articles/[id]/working-copy/route");
const lock = await import("@/app/(staff)/staff/api/content/articles/[id]/lock/route");
const release = await import("@/app/(staff)/staff/api/content/articles/[id]/lock/release/route");
const city = await import("@/app/(staff)/staff/api/content/cities/[slug]/route");
const cityCopy = await import("@/app/(staff)/staff/api/content/cities/[slug]/working-copy/route");
const cityLock = await import("@/app/(staff)/staff/api/content/cities/[slug]/lock/route");
const cityRelease = await import("@/app/(staff)/staff/api/content/cities/[slug]/lock/release/route");

type Account = { cookie: string; email: string; id: string };
type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields its call answers
type Body = Record<string, any>;
const call = staffApiCaller<Body>(current);

let mia: Account;
let noah: Account;
beforeAll(async () => {
  mia = await signedInStaff("editor");
  noah = await signedInStaff("editor");
});

async function newArticle(): Promise<{ id: number; params: { id: string }; at: (tail?: string) => string }> {
  const created = await call(list.POST, "POST", "/staff/api/content/articles", mia, { locale: "en", ...fields() });
  expect(created.status).toBe(201);
  const id = created.body.id as number;
  return { id, params: { id: String(id) }, at: (tail = "") => `/staff/api/content/articles/${id}${tail}` };
}

// What navigator.sendBeacon(url) sends: a POST with no body and no content type, the cookie, the page's Origin.
async function beacon(handler: unknown, path: string, as: Account, params: Record<string, string>, origin = BASE) {
  const request = new Request(`${BASE}${path}`, { method: "POST", headers: { cookie: as.cookie, origin, "x-forwarded-for": "198.51.100.41" } });
  current.headers = new Headers(request.headers);
  const response = await (handler as Handler)(request, { params: Promise.resolve(params) });
  return { status: response.status, body: (await response.json()) as Body };
}

const slow = { timeout: 30_000 };

describe("a stale working copy", slow, () => {
  it("is refused from the revision it started from, with what the colleague changed, and the merged fields save", async () => {
    const doc = await newArticle();
    await call(lock.POST, "POST", doc.at("/lock"), mia, {}, doc.params);
    const opened = (await call(one.GET, "GET", doc.at(), mia, undefined, doc.params)).body.article.draft;
    const mine = { ...opened, body: `${opened.body}\n\nMia's closing line.` };
    expect((await call(workingCopy.PUT, "PUT", doc.at("/working-copy"), mia, { baseRevision: 1, fields: mine }, doc.params)).status).toBe(200);
    // Mia's tab closes; Noah saves a new SEO title.
    await beacon(release.POST, doc.at("/lock/release"), mia, doc.params);
    expect((await call(one.PATCH, "PATCH", doc.at(), noah, { baseRevision: 1, seoTitle: "Noah's SEO title" }, doc.params)).status).toBe(200);

    const kept = await call(workingCopy.GET, "GET", doc.at("/working-copy"), mia, undefined, doc.params);
    expect(kept.body.workingCopy.baseRevision).toBe(1);
    // The editor restores it and saves from revision 1, as it started.
    const refused = await call(one.PATCH, "PATCH", doc.at(), mia, { ...kept.body.workingCopy.fields, baseRevision: 1 }, doc.params);
    expect(refused.status).toBe(409);
    expect(refused.body.conflict.revision).toBe(2);
    expect(refused.body.conflict.diff).toContainEqual(expect.objectContaining({ field: "seoTitle", to: "Noah's SEO title" }));
    const head = await call(one.GET, "GET", doc.at(), mia, undefined, doc.params);
    expect(head.body.article.draft.seoTitle).toBe("Noah's SEO title");

    // The merge: Noah's title, Mia's body, from revision 2.
    const merged = { ...kept.body.workingCopy.fields, seoTitle: "Noah's SEO title", baseRevision: 2 };
    expect((await call(one.PATCH, "PATCH", doc.at(), mia, merged, doc.params)).status).toBe(200);
    const after = (await call(one.GET, "GET", doc.at(), mia, undefined, doc.params)).body.article.draft;
    expect(after).toMatchObject({ seoTitle: "Noah's SEO title" });
    expect(after.body).toContain("Mia's closing line.");
  });

  it("of a city page is refused from its revision, the colleague's words kept", async () => {
    const params = { slug: "regina" };
    const at = (tail = "") => `/staff/api/content/cities/regina${tail}?locale=fr`;
    const start = (await getCityPage("regina", "fr")).revision;
    const copy = { heroTitle: "Le titre de Mia, jamais enregistré" };
    expect((await call(cityCopy.PUT, "PUT", at("/working-copy"), mia, { baseRevision: start, fields: copy }, params)).status).toBe(200);
    expect((await call(city.PATCH, "PATCH", at(), noah, { baseRevision: start, heroSubtitle: "Le sous-titre de Noah" }, params)).status).toBe(200);
    const refused = await call(city.PATCH, "PATCH", at(), mia, { baseRevision: start, ...copy }, params);
    expect(refused.status).toBe(409);
    expect(await getCityPage("regina", "fr")).toMatchObject({ revision: start + 1, draft: expect.objectContaining({ heroSubtitle: "Le sous-titre de Noah" }) });
  });
});

describe("a take-over", slow, () => {
  it("keeps what the former holder typed after it as their working copy, and tells them who holds the page", async () => {
    const doc = await newArticle();
    await call(lock.POST, "POST", doc.at("/lock"), mia, {}, doc.params);
    const taken = await call(lock.POST, "POST", doc.at("/lock"), noah, { takeOver: true }, doc.params);
    const typed = { title: "Typed by Mia after Noah took over", body: "Mia's words after the take-over." };
    const lost = await call(workingCopy.PUT, "PUT", doc.at("/working-copy"), mia, { baseRevision: 1, fields: typed }, doc.params);
    expect(lost.status).toBe(409);
    expect(lost.body.lock.holderId).toBe(noah.id);

    expect((await call(workingCopy.GET, "GET", doc.at("/working-copy"), mia, undefined, doc.params)).body.workingCopy).toMatchObject({ fields: typed });
    expect((await call(workingCopy.GET, "GET", doc.at("/working-copy"), noah, undefined, doc.params)).body.workingCopy).toBeNull();
    // Noah's lock is his, as he took it.
    const state = await call(lock.GET, "GET", doc.at("/lock"), mia, undefined, doc.params);
    expect(state.body).toMatchObject({ mine: false, lock: { holderId: noah.id, lastActiveAt: taken.body.lock.lastActiveAt } });
  });
});

describe("the lock read and left", slow, () => {
  it("says who holds it and whether it is the asker's; a closing tab's beacon frees it at once", async () => {
    const doc = await newArticle();
    expect((await call(lock.GET, "GET", doc.at("/lock"), mia, undefined, doc.params)).body).toEqual({ lock: null, mine: false });
    await call(lock.POST, "POST", doc.at("/lock"), mia, {}, doc.params);
    expect((await call(lock.GET, "GET", doc.at("/lock"), mia, undefined, doc.params)).body).toMatchObject({ mine: true, lock: { holderId: mia.id } });
    expect((await call(lock.GET, "GET", doc.at("/lock"), noah, undefined, doc.params)).body).toMatchObject({ mine: false, lock: { holderId: mia.id } });

    // Another site's page, and someone who does not hold it, free nothing.
    expect((await beacon(release.POST, doc.at("/lock/release"), mia, doc.params, "https://evil.example")).status).toBe(403);
    expect((await beacon(release.POST, doc.at("/lock/release"), noah, doc.params)).status).toBe(200);
    expect((await call(lock.POST, "POST", doc.at("/lock"), noah, {}, doc.params)).status).toBe(409);

    expect((await beacon(release.POST, doc.at("/lock/release"), mia, doc.params)).status).toBe(200);
    expect((await call(lock.GET, "GET", doc.at("/lock"), noah, undefined, doc.params)).body.lock).toBeNull();
    expect((await call(lock.POST, "POST", doc.at("/lock"), noah, {}, doc.params)).body.lock).toMatchObject({ holderId: noah.id });
  });

  it("does the same for one language of a city page", async () => {
    const params = { slug: "edmonton" };
    const at = (tail: string, locale = "fr") => `/staff/api/content/cities/edmonton${tail}?locale=${locale}`;
    await call(cityLock.POST, "POST", at("/lock"), mia, {}, params);
    await call(cityLock.POST, "POST", at("/lock", "en"), mia, {}, params);
    expect((await call(cityLock.GET, "GET", at("/lock"), noah, undefined, params)).body).toMatchObject({ mine: false, lock: { holderId: mia.id } });
    expect((await beacon(cityRelease.POST, at("/lock/release"), mia, params)).status).toBe(200);
    expect((await call(cityLock.GET, "GET", at("/lock"), noah, undefined, params)).body.lock).toBeNull();
    // The English side is still Mia's.
    expect((await call(cityLock.GET, "GET", at("/lock", "en"), mia, undefined, params)).body).toMatchObject({ mine: true });
  });
});
