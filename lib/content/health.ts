import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { linkChecks } from "@/db/schema";
import { headArticles, linkUsers, type ArticleRef } from "@/lib/content/link-checks";
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
  // Articles whose featured image has no alt text in the article's language.
  missingAlt: ArticleRef[];
  brokenLinks: BrokenLink[];
}

const ref = (a: Pick<ArticleSummary, "id" | "locale" | "title">): ArticleRef => ({ id: a.id, locale: a.locale, title: a.title });

export async function contentHealth(): Promise<ContentHealth> {
  const [summaries, heads, broken] = await Promise.all([listArticles(), headArticles(), getDb().select().from(linkChecks).where(eq(linkChecks.ok, false))]);
  const users = linkUsers(heads);
  return {
    withoutTwin: summaries.filter((a) => a.locale === "en" && a.twinId === null).map(ref),
    outOfDate: summaries.flatMap((a) => (a.frenchOutOfDateSince === null ? [] : [{ ...ref(a), since: a.frenchOutOfDateSince }])),
    missingAlt: heads.filter((a) => a.featuredImage && !a.featuredImageAlt?.trim()).map(ref),
    brokenLinks: broken
      .map(({ url, status, error, checkedAt }) => ({ url, status, error, checkedAt, articles: users.get(url) ?? [] }))
      .filter((link) => link.articles.length > 0),
  };
}
