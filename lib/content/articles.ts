import "server-only";
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { articles, contentVersions, slugRedirects, type Article } from "@/db/schema";
import { ARTICLE_CATEGORIES, type ArticleCategory } from "@/content/blog-categories";
import { articleBodyHtml } from "@/lib/content/body-images";
import { readTimeMinutes } from "@/lib/content/blog-display";
import { imageAddress } from "@/lib/content/media";
import type { Locale } from "@/lib/i18n/locale";
import { articlePath } from "@/lib/routes";

export type { Article };

export function isArticleCategory(value: unknown): value is ArticleCategory {
  return ARTICLE_CATEGORIES.includes(value as ArticleCategory);
}

// The article as the API returns it (spec section 3): isPublished is the text 'true' clients compare against.
export interface ArticleDto {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  content: string;
  featuredImage: string | null;
  tags: string[];
  isPublished: "true";
  updatedAt: string;
}

// Library images as their addresses: the body's as the page draws them, the featured image's widest WebP.
export async function toArticleDto(article: Article): Promise<ArticleDto> {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    content: await articleBodyHtml(article.content, article.locale),
    featuredImage: await imageAddress(article.featuredImage),
    tags: article.tags,
    isPublished: "true",
    updatedAt: article.updatedAt,
  };
}

// Drafts never leave this module: every query filters on is_published. Each language's articles
// are listed on their own (English by default, as the API and the spec's blog expect).
export async function getPublishedArticles(category?: ArticleCategory, locale: Locale = "en"): Promise<Article[]> {
  return getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.isPublished, true), eq(articles.locale, locale), category ? eq(articles.category, category) : undefined))
    .orderBy(asc(articles.id));
}

// Bumped by a database trigger on every write to the articles table, from any instance or script.
export async function getArticlesVersion(): Promise<string> {
  const [row] = await getDb().select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.name, "articles"));
  return String(row?.version ?? 0);
}

export async function getPublishedArticleBySlug(slug: string, locale: Locale = "en"): Promise<Article | undefined> {
  const [article] = await getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.locale, locale), eq(articles.isPublished, true)))
    .limit(1);
  return article;
}

// Where an article that had this slug lives now (slug_redirects: each old slug names the article,
// so a chain of renames collapses), or null; the article routes answer 308 to it before a 404.
export async function redirectedArticlePath(slug: string, locale: Locale): Promise<string | null> {
  const [row] = await getDb()
    .select({ slug: articles.slug, locale: articles.locale })
    .from(slugRedirects)
    .innerJoin(articles, eq(articles.id, slugRedirects.articleId))
    .where(and(eq(slugRedirects.locale, locale), eq(slugRedirects.fromSlug, slug), eq(articles.isPublished, true)))
    .limit(1);
  return row && row.slug !== slug ? articlePath(row.slug, row.locale) : null;
}

// Each article's read time in minutes, by id: from its body's words, and for a French adaptation from
// its English original's, so the two versions of one article say the same (an adaptation runs about a
// quarter more words than its source: the median over the 101 pairs of content/ is 1.26).
export async function readTimes(list: readonly Article[]): Promise<Map<number, number>> {
  const slugs = [...new Set(list.flatMap((a) => (a.locale === "fr" && a.translationOf ? [a.translationOf] : [])))];
  const originals = slugs.length
    ? await getDb()
        .select({ slug: articles.slug, content: articles.content })
        .from(articles)
        .where(and(eq(articles.locale, "en"), inArray(articles.slug, slugs)))
    : [];
  const bySlug = new Map(originals.map((o) => [o.slug, o.content]));
  return new Map(list.map((a) => [a.id, readTimeMinutes((a.locale === "fr" && a.translationOf && bySlug.get(a.translationOf)) || a.content)]));
}

// The same article in the other language, if it has been adapted and published: an English
// article's French adaptation, or a French article's English original.
export async function getArticleTwin(article: Article): Promise<Article | undefined> {
  const where =
    article.locale === "fr"
      ? and(eq(articles.slug, article.translationOf ?? ""), eq(articles.locale, "en"))
      : and(eq(articles.translationOf, article.slug), eq(articles.locale, "fr"));
  const [twin] = await getDb()
    .select()
    .from(articles)
    .where(and(where, eq(articles.isPublished, true)))
    .limit(1);
  return twin;
}

// An article's address in each language: its own, and its twin's when that is published (null
// otherwise: the page then has no language alternate and its language links lead to the other
// language's home).
export async function articleAddresses(article: Article): Promise<Record<Locale, string | null>> {
  const twin = await getArticleTwin(article);
  const own = articlePath(article.slug, article.locale);
  const other = twin ? articlePath(twin.slug, twin.locale) : null;
  return article.locale === "fr" ? { en: other, fr: own } : { en: own, fr: other };
}

// Each published article's twin slug in the other language, for lists and the sitemap.
export async function getArticleTwins(): Promise<Map<string, string>> {
  const rows = await getDb()
    .select({ slug: articles.slug, translationOf: articles.translationOf })
    .from(articles)
    .where(and(eq(articles.locale, "fr"), eq(articles.isPublished, true)));
  const twins = new Map<string, string>();
  for (const row of rows) {
    if (!row.translationOf) continue;
    twins.set(row.slug, row.translationOf);
    twins.set(row.translationOf, row.slug);
  }
  return twins;
}

// Other published articles of the same category and language, nearest first by id.
export async function getRelatedArticles(article: Article, limit: number): Promise<Article[]> {
  return getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.isPublished, true), eq(articles.locale, article.locale), eq(articles.category, article.category), ne(articles.id, article.id)))
    .orderBy(sql`abs(${articles.id} - ${article.id})`)
    .limit(limit);
}

export async function getCategoryCounts(locale: Locale = "en"): Promise<Record<ArticleCategory, number>> {
  const rows = await getDb()
    .select({ category: articles.category, count: sql<number>`count(*)`.mapWith(Number) })
    .from(articles)
    .where(and(eq(articles.isPublished, true), eq(articles.locale, locale)))
    .groupBy(articles.category);
  const counts = Object.fromEntries(ARTICLE_CATEGORIES.map((c) => [c, 0])) as Record<ArticleCategory, number>;
  for (const row of rows) if (isArticleCategory(row.category)) counts[row.category] = row.count;
  return counts;
}
