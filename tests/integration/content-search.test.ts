// The workspace's search and the content's health (issue 40), on both engines: French found with or
// without its accents and in the plural, English stems, a draft searchable as soon as it is saved,
// the list's filters, the external links checked against a local server, and the health page's lists.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { sweepClaims } from "@/db/schema";
import type { ContentHealth } from "@/lib/content/health";
import { brokenLinksOf, checkLink, linkUsers, runLinkChecks } from "@/lib/content/link-checks";
import { unpublish } from "@/lib/content/publish";
import { getArticle, listArticles, saveArticle } from "@/lib/content/store";
import { type ContentActor } from "@/lib/content/document";
import { BASE } from "../support/requests";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const search = await import("@/app/(staff)/staff/api/content/search/route");
const health = await import("@/app/(staff)/staff/api/content/health/route");
const checkNow = await import("@/app/(staff)/staff/api/content/links/check/route");

interface Result {
  id: number;
  locale: "en" | "fr";
  title: string;
  status: string;
  snippet: string;
  rank: number;
}
type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

async function call(handler: Handler, method: string, path: string, cookie: string) {
  const headers: Record<string, string> = { cookie, "x-forwarded-for": "198.51.100.40" };
  if (method !== "GET") Object.assign(headers, { origin: BASE, "content-type": "application/json" });
  const request = new Request(`${BASE}${path}`, { method, headers, body: method === "GET" ? undefined : "{}" });
  current.headers = new Headers(request.headers);
  const response = await handler(request, { params: Promise.resolve({}) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

let editor: { cookie: string; email: string; id: string };
let admin: { cookie: string; email: string; id: string };
let actor: ContentActor;

const found = async (query: string) => {
  const answer = await call(search.GET as Handler, "GET", `/staff/api/content/search?${query}`, editor.cookie);
  expect(answer.status).toBe(200);
  return answer.body.results as Result[];
};
const ids = (results: Result[]) => results.map((r) => r.id);

// A seeded article of a language, its draft's body replaced (a save, no publish).
async function edited(locale: "en" | "fr", index: number, body: string, title?: string) {
  const summary = (await listArticles({ locale, status: "published" }))[index]!;
  const article = await getArticle(summary.id);
  await saveArticle(actor, summary.id, { baseRevision: article.revision, body, ...(title ? { title } : {}) });
  return { id: summary.id, liveTitle: article.draft.title };
}

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  admin = await signedInStaff("admin");
  actor = { id: editor.id, email: editor.email };
});

const slow = { timeout: 30_000 };

describe("the workspace's search", slow, () => {
  it("finds French words with or without their accents, and in the plural", async () => {
    const { id } = await edited("fr", 0, "## Le dossier\n\nLa quintessence d’une **réclamation** bien traitée par le concessionnaire.");
    for (const query of ["réclamation quintessence", "reclamation quintessence", "RECLAMATION quintessence", "quintessence concessionnaires"]) {
      expect(ids(await found(`q=${encodeURIComponent(query)}`)), query).toContain(id);
    }
    // FTS5: unicode61 folds the accents and porter takes the plural's s off; PostgreSQL: unaccent, then the french stemmer.
    const [hit] = (await found("q=quintessence+reclamation")).filter((r) => r.id === id);
    expect(hit).toMatchObject({ locale: "fr", status: "changed" });
    expect(hit!.snippet).toMatch(/<mark>réclamation<\/mark>/);
  });

  it("finds English words by their stem", async () => {
    const { id } = await edited("en", 0, "## Reconciling\n\nThe controller was reconciling every invoice against the dealerships’ statements.");
    expect(ids(await found("q=reconciled+invoices+dealership"))).toContain(id);
    expect(ids(await found("q=reconciled+invoices+dealership&locale=fr"))).not.toContain(id);
  });

  it("finds a draft's words as soon as it is saved, and the live page's words meanwhile", async () => {
    const { id, liveTitle } = await edited("en", 1, "## Draft\n\nA paragraph about xylophonic lot management.", "Xylophonic lot management");
    expect(ids(await found("q=xylophonic"))).toEqual([id]);
    // The public page still shows the published revision: its words find the article too.
    expect(ids(await found(`q=${encodeURIComponent(liveTitle)}`))).toContain(id);
  });

  it("applies the list's filters: status, language, French out of date", async () => {
    const { id } = await edited("en", 2, "## Zanzibarian\n\nA zanzibarian paragraph.");
    expect(ids(await found("q=zanzibarian&status=changed"))).toEqual([id]);
    expect(ids(await found("q=zanzibarian&status=published"))).toEqual([]);
    expect(ids(await found("q=zanzibarian&locale=fr"))).toEqual([]);
    expect(ids(await found("q=zanzibarian&stale=1"))).toEqual([]);
    await unpublish("article", id, { actor });
    expect(ids(await found("q=zanzibarian&status=unpublished"))).toEqual([id]);
    expect(ids(await found("q=zanzibarian&status=changed"))).toEqual([]);
  });

  it("shows an article's own markup as text in its snippet, never as HTML", async () => {
    const { id } = await edited("en", 3, "## Escaping\n\nThe quokkaesque <script>alert(1)</script> tag & more.");
    const [hit] = await found("q=quokkaesque");
    expect(hit!.id).toBe(id);
    expect(hit!.snippet).not.toContain("<script>");
    expect(hit!.snippet).toContain("<mark>quokkaesque</mark>");
  });

  it("finds nothing for an empty query, and refuses one over 200 characters", async () => {
    expect(await found("q=")).toEqual([]);
    expect(await found("q=%22%2B-*")).toEqual([]);
    const long = await call(search.GET as Handler, "GET", `/staff/api/content/search?q=${"a".repeat(201)}`, editor.cookie);
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty("q");
  });
});

// A local site with the answers a link may get: none over the network. It is loopback, which the
// checker refuses (tests/unit/content/link-check-addresses.test.ts): these tests allow it by name.
let server: http.Server;
let origin = "";
let requests = 0;
beforeAll(async () => {
  server = http.createServer((request, response) => {
    const path = request.url ?? "/";
    requests++;
    if (path === "/ok") return response.writeHead(200).end("ok");
    if (path === "/gone") return response.writeHead(404).end("gone");
    if (path === "/moved") return response.writeHead(301, { location: "/ok" }).end();
    if (path === "/moved-gone") return response.writeHead(302, { location: `${origin}/gone` }).end();
    if (path.startsWith("/loop")) return response.writeHead(302, { location: `/loop${path.length}` }).end();
    if (path === "/no-head") return response.writeHead(request.method === "HEAD" ? 405 : 200).end();
    if (path === "/agent") return response.writeHead(/TorqueLinkCheck/.test(request.headers["user-agent"] ?? "") ? 200 : 403).end();
    // /slow: never answers.
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
const local = { allowAddresses: ["127.0.0.1"] };
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe("the external link check", slow, () => {
  it("answers each link's final status, following redirects, with GET when HEAD is refused", async () => {
    expect(await checkLink(`${origin}/ok`, local)).toEqual({ status: 200, ok: true, error: null });
    expect(await checkLink(`${origin}/gone`, local)).toEqual({ status: 404, ok: false, error: null });
    expect(await checkLink(`${origin}/moved`, local)).toEqual({ status: 200, ok: true, error: null });
    expect(await checkLink(`${origin}/moved-gone`, local)).toEqual({ status: 404, ok: false, error: null });
    expect(await checkLink(`${origin}/no-head`, local)).toEqual({ status: 200, ok: true, error: null });
    expect(await checkLink(`${origin}/agent`, local)).toEqual({ status: 200, ok: true, error: null });
    expect(await checkLink(`${origin}/loop`, local)).toEqual({ status: null, ok: false, error: "redirects" });
    const started = Date.now();
    expect(await checkLink(`${origin}/slow`, { timeoutMs: 300, ...local })).toEqual({ status: null, ok: false, error: "timeout" });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("runs once a day on one instance, keeps the answers, and shows the broken ones on the health page and per article", async () => {
    const links = ["ok", "gone", "moved", "slow"].map((path) => `[${path}](${origin}/${path})`).join(", ");
    const body = `## Liens\n\nQuatre liens : ${links}.`;
    const { id } = await edited("fr", 1, body);
    const [first, second] = await Promise.all([runLinkChecks({ timeoutMs: 300, ...local }), runLinkChecks({ timeoutMs: 300, ...local })]);
    // Two instances at once: one claims the day's run, the other does nothing.
    expect([first, second].filter((run) => run === null)).toHaveLength(1);
    expect(first ?? second).toEqual({ checked: 4, broken: 2, skipped: 0 });
    expect(await runLinkChecks({ timeoutMs: 300, ...local })).toBeNull();
    const tomorrow = Date.now() + 25 * 60 * 60_000;
    expect(await runLinkChecks({ timeoutMs: 300, now: tomorrow, ...local })).toEqual({ checked: 4, broken: 2, skipped: 0 });
    // The run's finish is when it finished (the slow link alone held it 300 ms), not when it was claimed.
    const [claim] = await getDb().select().from(sweepClaims).where(eq(sweepClaims.name, "link-checks"));
    expect(Date.parse(claim!.lastFinished!) - tomorrow).toBeGreaterThanOrEqual(300);

    const answer = await call(health.GET as Handler, "GET", "/staff/api/content/health", editor.cookie);
    expect(answer.status).toBe(200);
    const broken = (answer.body as unknown as ContentHealth).brokenLinks;
    expect(broken.map((l) => [l.url, l.status, l.articles.map((a) => a.id)])).toEqual(
      expect.arrayContaining([
        [`${origin}/gone`, 404, [id]],
        [`${origin}/slow`, null, [id]],
      ]),
    );
    expect(broken).toHaveLength(2);
    // The editor's list for the article.
    expect((await brokenLinksOf(await getArticle(id))).map((l) => l.url).sort()).toEqual([`${origin}/gone`, `${origin}/slow`]);
  });

  it("lets an administrator check now, and no editor", async () => {
    process.env.LINK_CHECK_TIMEOUT_MS = "300";
    expect((await call(checkNow.POST as Handler, "POST", "/staff/api/content/links/check", editor.cookie)).status).toBe(403);
    const answer = await call(checkNow.POST as Handler, "POST", "/staff/api/content/links/check", admin.cookie);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ checked: expect.any(Number), message: expect.stringMatching(/links? checked/) });
  });

  it("refuses the draft's loopback links on a real run, shows them as not public, and caps a run and an article", async () => {
    process.env.LINK_CHECK_TIMEOUT_MS = "300";
    const body = `## Liens\n\n[a](${origin}/ok) [b](http://localhost:${new URL(origin).port}/ok) [c](http://2130706433:${new URL(origin).port}/ok).`;
    const { id } = await edited("fr", 2, body);
    const before = requests;
    expect((await call(checkNow.POST as Handler, "POST", "/staff/api/content/links/check", admin.cookie)).status).toBe(200);
    expect(requests).toBe(before);
    const report = (await call(health.GET as Handler, "GET", "/staff/api/content/health", editor.cookie)).body as unknown as ContentHealth;
    const mine = report.brokenLinks.filter((link) => link.articles.some((a) => a.id === id));
    expect(mine.map((link) => [link.status, link.error])).toEqual([
      [null, "blocked"],
      [null, "blocked"],
      [null, "blocked"],
    ]);

    process.env.LINK_CHECK_PER_ARTICLE = "2";
    const links = [`${origin}/ok`, `http://localhost:${new URL(origin).port}/ok`, `http://2130706433:${new URL(origin).port}/ok`];
    expect([...linkUsers([{ id, locale: "fr", title: "t", links }]).keys()]).toEqual(links.slice(0, 2));
    process.env.LINK_CHECK_PER_RUN = "1";
    const capped = await call(checkNow.POST as Handler, "POST", "/staff/api/content/links/check", admin.cookie);
    expect(capped.body).toMatchObject({ checked: 1, skipped: expect.any(Number) });
    expect(capped.body.skipped).toBeGreaterThan(0);
    delete process.env.LINK_CHECK_PER_ARTICLE;
    delete process.env.LINK_CHECK_PER_RUN;
  });
});

describe("the content's health", slow, () => {
  it("lists English articles without a French version, French ones out of date, and images without alt text", async () => {
    const answer = await call(health.GET as Handler, "GET", "/staff/api/content/health", editor.cookie);
    const report = answer.body as unknown as ContentHealth;
    const english = await listArticles({ locale: "en" });
    expect(report.withoutTwin.map((a) => a.id).sort()).toEqual(
      english
        .filter((a) => a.twinId === null)
        .map((a) => a.id)
        .sort(),
    );
    const summary = (await listArticles({ locale: "en", status: "published" }))[4]!;
    const article = await getArticle(summary.id);
    await saveArticle(actor, summary.id, { baseRevision: article.revision, featuredImage: "/images/blog/lot.jpg", featuredImageAlt: null });
    const after = (await call(health.GET as Handler, "GET", "/staff/api/content/health", editor.cookie)).body as unknown as ContentHealth;
    expect(after.missingAlt.map((a) => a.id)).toContain(summary.id);
    expect(after.outOfDate.every((a) => a.locale === "fr")).toBe(true);
  });
});
