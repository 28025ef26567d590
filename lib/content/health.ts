import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { linkChecks } from "@/db/schema";
import { headArticles, linkUsers, type ArticleRef } from "@/lib/content/link-checks";
import { mediaRef } from "@/lib/content/gates";
import { mediaAlts } from "@/lib/content/media";
import { listSchedules, scheduleView } from "@/lib/content/schedules";
import { listArticles, type ArticleSummary } from "@/lib/content/store";

// The content health page (/staff/content/health, GET /staff/api/content/health): what needs an
// editor's attention across both languages, each list from the articles' newest revisions.

export interface BrokenLink {
  url: string;
  status: number | null;
  error: string | null;
  checkedAt: string;
  articles: ArticleRef[];
}

export interface ContentHealth {
  // English articles no French adaptation follows.
  withoutTwin: ArticleRef[];
  // French adaptations behind their English original (the English revision they fell behind at).
  outOfDate: (ArticleRef & { since: number })[];
  // Articles whose featured image (a path, or a library image) has no alt text in the article's language.
  missingAlt: ArticleRef[];
  brokenLinks: BrokenLink[];
  // Scheduled changes refused at their time, until the article is published or unpublished again:
  // when each was due, and why (a key of the staff catalogue's errors).
  failedSchedules: { scheduleId: number; article: ArticleRef; at: string; reason: string }[];
}

const ref = (a: Pick<ArticleSummary, "id" | "locale" | "title">): ArticleRef => ({ id: a.id, locale: a.locale, title: a.title });

export async function contentHealth(): Promise<ContentHealth> {
  const [summaries, heads, broken, failed] = await Promise.all([
    listArticles(),
    headArticles(),
    getDb().select().from(linkChecks).where(eq(linkChecks.ok, false)),
    listSchedules({ status: "failed", docKind: "article" }),
  ]);
  const users = linkUsers(heads);
  const byId = new Map(summaries.map((a) => [a.id, a]));
  // A library image's alt text is the library's, in the article's language; a path's is the article's.
  const alts = await mediaAlts(heads.flatMap((a) => mediaRef(a.featuredImage) ?? []));
  const altOf = (a: (typeof heads)[number]) => {
    const id = mediaRef(a.featuredImage);
    return id === null ? a.featuredImageAlt : (alts.get(id)?.[a.locale] ?? null);
  };
  return {
    withoutTwin: summaries.filter((a) => a.locale === "en" && a.twinId === null).map(ref),
    outOfDate: summaries.flatMap((a) => (a.frenchOutOfDateSince === null ? [] : [{ ...ref(a), since: a.frenchOutOfDateSince }])),
    missingAlt: heads.filter((a) => a.featuredImage && !altOf(a)?.trim()).map(ref),
    brokenLinks: broken
      .map(({ url, status, error, checkedAt }) => ({ url, status, error, checkedAt, articles: users.get(url) ?? [] }))
      .filter((link) => link.articles.length > 0),
    failedSchedules: failed.flatMap((schedule) => {
      const article = byId.get(schedule.docId);
      return article && scheduleView(schedule, article.updatedAt) === "failed"
        ? [{ scheduleId: schedule.id, article: ref(article), at: schedule.dueAt, reason: schedule.failure?.reason ?? "publishRefused" }]
        : [];
    }),
  };
}
