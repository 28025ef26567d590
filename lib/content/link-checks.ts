import "server-only";
import { hostname } from "node:os";
import { and, eq, inArray, isNull, lt, notInArray, or } from "drizzle-orm";
import { getDb } from "@/db";
import { articleRevisionAt, articles, contentRevisions, linkChecks, sweepClaims, type LinkCheck } from "@/db/schema";
import { factsOf, htmlFacts } from "@/lib/content/body-facts.mjs";
import { outbound, type AddressPolicy } from "@/lib/http/outbound";
import type { Locale } from "@/lib/i18n/locale";
import { siteConfig } from "@/lib/site-config";
import { recordAudit } from "@/lib/staff/audit";
import { StaffError } from "@/lib/staff/messages";
import { revisionFacts, type ContentActor } from "@/lib/content/store";

// The content's external links, checked once a day in the background (issue 40): each address a
// newest revision links to gets a HEAD (a GET when HEAD is refused or fails), redirects followed up to
// five, ten seconds in all, a few at a time; the answer is kept in link_checks. One instance checks: the
// day's run is claimed in sweep_claims by a conditional update.
//
// The checker is no scanner (issue 47, M4): it reaches public addresses only (lib/http/outbound.ts),
// and editors see a reason, not a code.

const USER_AGENT = `TorqueLinkCheck/1.0 (+${siteConfig.url})`;
const CLAIM = "link-checks";
const DAY_MS = 24 * 60 * 60_000;
// A run that takes longer than this is taken to have died with its instance; another may claim it.
const LEASE_MS = 30 * 60_000;

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

// Why a link got no status: "blocked" (not a public address), "timeout" (no answer in time),
// "unreachable" (no such host, refused, reset, a TLS failure), "redirects" (more than five),
// "invalid" (a redirect to something other than an http(s) address without credentials). The
// health page words each in the editor's language (contentHealth.brokenLinks.reasons).
export const LINK_REASONS = ["blocked", "timeout", "unreachable", "redirects", "invalid"] as const;
export type LinkReason = (typeof LINK_REASONS)[number];

export interface LinkAnswer {
  status: number | null;
  ok: boolean;
  error: LinkReason | null;
}

// One address's answer: its final status after redirects, or why none came.
export async function checkLink(url: string, options: { timeoutMs?: number } & AddressPolicy = {}): Promise<LinkAnswer> {
  const timeoutMs = options.timeoutMs ?? setting("LINK_CHECK_TIMEOUT_MS", 10_000);
  const head = await follow(url, "HEAD", timeoutMs, options);
  // Some servers refuse or mishandle HEAD; a GET settles it (not after a silence, it would wait again,
  // nor after a refusal of the address, which a GET would meet too).
  return head.ok || head.error === "timeout" || head.error === "blocked" ? head : follow(url, "GET", timeoutMs, options);
}

async function follow(url: string, method: "HEAD" | "GET", timeoutMs: number, policy: AddressPolicy): Promise<LinkAnswer> {
  const answer = await outbound(url, { method, timeoutMs, headers: { "user-agent": USER_AGENT }, ...policy });
  if ("error" in answer) return { status: null, ok: false, error: answer.error === "tooLarge" ? "unreachable" : answer.error };
  return { status: answer.status, ok: answer.status >= 200 && answer.status < 300, error: null };
}

export interface ArticleRef {
  id: number;
  locale: Locale;
  title: string;
}

// Every article with its newest revision's fields (what the editor sees), for the checks and the
// health page: the snapshot of its head revision and the external links its body was read to hold
// when it was written (its facts), else its row as imported. No body is read here.
export async function headArticles(): Promise<(ArticleRef & { links: string[]; featuredImage: string | null; featuredImageAlt: string | null })[]> {
  const rows = await getDb()
    .select({ article: articles, snapshot: contentRevisions.snapshot, facts: contentRevisions.facts })
    .from(articles)
    .leftJoin(contentRevisions, articleRevisionAt(articles.revision));
  return rows.map(({ article, snapshot, facts }) => {
    const head = (snapshot ?? {}) as { title?: string; body?: string; featuredImage?: string | null; featuredImageAlt?: string | null };
    return {
      id: article.id,
      locale: article.locale,
      title: head.title ?? article.title,
      links: (factsOf(facts) ?? htmlFacts(head.body ?? article.content)).links,
      featuredImage: snapshot ? (head.featuredImage ?? null) : article.featuredImage,
      featuredImageAlt: snapshot ? (head.featuredImageAlt ?? null) : article.featuredImageAlt,
    };
  });
}

// Each external address the articles link to, with the articles that do: an article's first 100
// (LINK_CHECK_PER_ARTICLE), so no body makes the check a crawl of its own.
export function linkUsers(heads: (ArticleRef & { links: string[] })[]): Map<string, ArticleRef[]> {
  const perArticle = setting("LINK_CHECK_PER_ARTICLE", 100);
  const users = new Map<string, ArticleRef[]>();
  for (const { links, id, locale, title } of heads) {
    for (const url of links.slice(0, perArticle)) users.set(url, [...(users.get(url) ?? []), { id, locale, title }]);
  }
  return users;
}

type RunOptions = { concurrency?: number; timeoutMs?: number } & AddressPolicy;

// Checks the external links now, `concurrency` at a time, and keeps each answer: the first 2,000
// addresses (LINK_CHECK_PER_RUN), the rest counted as skipped; the answers of links no article uses
// any more (or past the cap) are dropped.
export async function checkAllLinks(options: RunOptions = {}): Promise<{ checked: number; broken: number; skipped: number }> {
  const all = [...linkUsers(await headArticles()).keys()];
  const urls = all.slice(0, setting("LINK_CHECK_PER_RUN", 2_000));
  const concurrency = options.concurrency ?? setting("LINK_CHECK_CONCURRENCY", 4);
  const db = getDb();
  let next = 0;
  let broken = 0;
  const worker = async () => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const answer = await checkLink(url, options);
      if (!answer.ok) broken++;
      const row = { ...answer, checkedAt: new Date().toISOString() };
      await db
        .insert(linkChecks)
        .values({ url, ...row })
        .onConflictDoUpdate({ target: linkChecks.url, set: row });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, urls.length) }, worker));
  await db.delete(linkChecks).where(urls.length > 0 ? notInArray(linkChecks.url, urls) : undefined);
  return { checked: urls.length, broken, skipped: all.length - urls.length };
}

// The day's run, if this instance claims it: nobody holds a live claim and (unless `force`, an
// administrator's "check now") no run finished in the last day. Answers null when not claimed.
export async function runLinkChecks(options: RunOptions & { force?: boolean; now?: number } = {}) {
  const now = options.now ?? Date.now();
  const db = getDb();
  const instance = `${hostname()}:${process.pid}`;
  await db.insert(sweepClaims).values({ name: CLAIM }).onConflictDoNothing();
  const due = options.force ? undefined : or(isNull(sweepClaims.lastFinished), lt(sweepClaims.lastFinished, new Date(now - DAY_MS).toISOString()));
  const [claimed] = await db
    .update(sweepClaims)
    .set({ leaseUntil: new Date(now + LEASE_MS).toISOString(), instance })
    .where(and(eq(sweepClaims.name, CLAIM), or(isNull(sweepClaims.leaseUntil), lt(sweepClaims.leaseUntil, new Date(now).toISOString())), due))
    .returning({ name: sweepClaims.name });
  if (!claimed) return null;
  try {
    const result = await checkAllLinks(options);
    await db.update(sweepClaims).set({ leaseUntil: null, lastFinished: new Date().toISOString() }).where(eq(sweepClaims.name, CLAIM));
    return result;
  } catch (error) {
    await db.update(sweepClaims).set({ leaseUntil: null }).where(eq(sweepClaims.name, CLAIM));
    throw error;
  }
}

// The broken external links of one article's newest revision, as last checked.
export async function brokenLinksOf(article: { id: number; locale: Locale; revision: number }): Promise<LinkCheck[]> {
  const urls = (await revisionFacts(article.id, article.locale, article.revision))?.links ?? [];
  if (urls.length === 0) return [];
  return getDb()
    .select()
    .from(linkChecks)
    .where(and(inArray(linkChecks.url, urls), eq(linkChecks.ok, false)));
}

// POST /staff/api/content/links/check: an administrator's run now, whenever the last one finished
// (refused while another instance or request is checking); audited.
export async function checkLinksNow(actor: ContentActor): Promise<{ checked: number; broken: number; skipped: number }> {
  const result = await runLinkChecks({ force: true });
  if (!result) throw new StaffError("linkCheckRunning", {}, 409);
  await recordAudit({ actor, action: "content-links-checked", detail: result, ip: actor.ip });
  return result;
}

const timer: { handle?: NodeJS.Timeout } = {};

// Every hour each instance tries to claim the day's run; the one that does checks (instrumentation.ts).
export function startLinkChecks(onError: (error: Error) => void): void {
  const tick = () => runLinkChecks().catch(onError);
  timer.handle = setInterval(tick, setting("LINK_CHECK_SWEEP_MS", 60 * 60_000));
  timer.handle.unref();
}

export function stopLinkChecks(): void {
  clearInterval(timer.handle);
}
