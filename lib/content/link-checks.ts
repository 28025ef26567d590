import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { getDb } from "@/db";
import { markdownLinks } from "@/db/markdown-text";
import { articleRevisionAt, articles, contentRevisions, linkChecks, type LinkCheck } from "@/db/schema";
import { runClaimed } from "@/db/sweep-claims";
import type { Locale } from "@/lib/i18n/locale";
import { siteConfig } from "@/lib/site-config";
import { recordAudit } from "@/lib/staff/audit";
import { StaffError } from "@/lib/staff/messages";
import type { ContentActor } from "@/lib/content/store";

// The content's external links, checked once a day in the background (issue 40): each address a
// newest revision links to gets a HEAD (a GET when HEAD is refused or fails), redirects followed up to
// five, ten seconds each, a few at a time; the answer is kept in link_checks. One instance checks: the
// day's run is claimed in sweep_claims by a conditional update.

const REDIRECTS_MAX = 5;
const USER_AGENT = `TorqueLinkCheck/1.0 (+${siteConfig.url})`;
const CLAIM = "link-checks";
const DAY_MS = 24 * 60 * 60_000;
// A run that takes longer than this is taken to have died with its instance; another may claim it.
const LEASE_MS = 30 * 60_000;

const setting = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export interface LinkAnswer {
  status: number | null;
  ok: boolean;
  error: string | null;
}

// One address's answer: its final status after redirects, or why none came.
export async function checkLink(url: string, options: { timeoutMs?: number } = {}): Promise<LinkAnswer> {
  const timeoutMs = options.timeoutMs ?? setting("LINK_CHECK_TIMEOUT_MS", 10_000);
  const head = await follow(url, "HEAD", timeoutMs);
  // Some servers refuse or mishandle HEAD; a GET settles it (not after a silence: it would wait again).
  return head.ok || head.error === silence(timeoutMs) ? head : follow(url, "GET", timeoutMs);
}

const silence = (timeoutMs: number) => `no answer in ${timeoutMs / 1000} s`;

async function follow(start: string, method: "HEAD" | "GET", timeoutMs: number): Promise<LinkAnswer> {
  let url = start;
  try {
    for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
      const response = await fetch(url, { method, redirect: "manual", headers: { "user-agent": USER_AGENT }, signal: AbortSignal.timeout(timeoutMs) });
      await response.body?.cancel();
      const location = response.headers.get("location");
      if (response.status < 300 || response.status >= 400 || !location) return { status: response.status, ok: response.ok, error: null };
      url = new URL(location, url).toString();
    }
    return { status: null, ok: false, error: `more than ${REDIRECTS_MAX} redirects` };
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") return { status: null, ok: false, error: silence(timeoutMs) };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { status: null, ok: false, error: cause?.code ?? cause?.message ?? (error as Error).message };
  }
}

export interface ArticleRef {
  id: number;
  locale: Locale;
  title: string;
}

// Every article with its newest revision's fields (what the editor sees), for the checks and the
// health page: the snapshot of its head revision, else its row as imported.
export async function headArticles(): Promise<(ArticleRef & { body: string; featuredImage: string | null; featuredImageAlt: string | null })[]> {
  const rows = await getDb()
    .select({ article: articles, snapshot: contentRevisions.snapshot })
    .from(articles)
    .leftJoin(contentRevisions, articleRevisionAt(articles.revision));
  return rows.map(({ article, snapshot }) => {
    const head = (snapshot ?? {}) as { title?: string; body?: string; featuredImage?: string | null; featuredImageAlt?: string | null };
    return {
      id: article.id,
      locale: article.locale,
      title: head.title ?? article.title,
      body: head.body ?? article.content,
      featuredImage: snapshot ? (head.featuredImage ?? null) : article.featuredImage,
      featuredImageAlt: snapshot ? (head.featuredImageAlt ?? null) : article.featuredImageAlt,
    };
  });
}

// Each external address the articles link to, with the articles that do.
export function linkUsers(heads: (ArticleRef & { body: string })[]): Map<string, ArticleRef[]> {
  const links = new Map<string, ArticleRef[]>();
  for (const { body, id, locale, title } of heads) for (const url of markdownLinks(body)) links.set(url, [...(links.get(url) ?? []), { id, locale, title }]);
  return links;
}

// Checks every external link now, `concurrency` at a time, and keeps each answer; the answers of
// links no article uses any more are dropped.
export async function checkAllLinks(options: { concurrency?: number; timeoutMs?: number } = {}): Promise<{ checked: number; broken: number }> {
  const urls = [...linkUsers(await headArticles()).keys()];
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
  return { checked: urls.length, broken };
}

// The day's run, if this instance claims it: nobody holds a live claim and (unless `force`, an
// administrator's "check now") no run finished in the last day. Answers null when not claimed.
export async function runLinkChecks(options: { force?: boolean; now?: number; concurrency?: number; timeoutMs?: number } = {}) {
  return runClaimed(CLAIM, { now: options.now, leaseMs: LEASE_MS, everyMs: DAY_MS, force: options.force }, () => checkAllLinks(options));
}

// The broken external links of one article's body, as last checked.
export async function brokenLinksOf(body: string): Promise<LinkCheck[]> {
  const urls = markdownLinks(body);
  if (urls.length === 0) return [];
  return getDb()
    .select()
    .from(linkChecks)
    .where(and(inArray(linkChecks.url, urls), eq(linkChecks.ok, false)));
}

// POST /staff/api/content/links/check: an administrator's run now, whenever the last one finished
// (refused while another instance or request is checking); audited.
export async function checkLinksNow(actor: ContentActor): Promise<{ checked: number; broken: number }> {
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
