import "server-only";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { articles, contentVersions, type Article } from "@/db/schema";
import { ARTICLE_CATEGORIES, type ArticleCategory } from "@/content/blog-categories";

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

export function toArticleDto(article: Article): ArticleDto {
  return {
    id: article.id,
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    content: article.content,
    featuredImage: article.featuredImage,
    tags: article.tags,
    isPublished: "true",
    updatedAt: article.updatedAt,
  };
}

// Drafts never leave this module: every query filters on is_published.
export async function getPublishedArticles(category?: ArticleCategory): Promise<Article[]> {
  return getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.isPublished, true), category ? eq(articles.category, category) : undefined))
    .orderBy(asc(articles.id));
}

// Bumped by a database trigger on every write to the articles table, from any instance or script.
export async function getArticlesVersion(): Promise<string> {
  const [row] = await getDb().select({ version: contentVersions.version }).from(contentVersions).where(eq(contentVersions.name, "articles"));
  return String(row?.version ?? 0);
}

export async function getPublishedArticleBySlug(slug: string): Promise<Article | undefined> {
  const [article] = await getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.slug, slug), eq(articles.isPublished, true)))
    .limit(1);
  return article;
}

// Other published articles of the same category, nearest first by id.
export async function getRelatedArticles(article: Article, limit: number): Promise<Article[]> {
  return getDb()
    .select()
    .from(articles)
    .where(and(eq(articles.isPublished, true), eq(articles.category, article.category), ne(articles.id, article.id)))
    .orderBy(sql`abs(${articles.id} - ${article.id})`)
    .limit(limit);
}

export async function getCategoryCounts(): Promise<Record<ArticleCategory, number>> {
  const rows = await getDb()
    .select({ category: articles.category, count: sql<number>`count(*)`.mapWith(Number) })
    .from(articles)
    .where(eq(articles.isPublished, true))
    .groupBy(articles.category);
  const counts = Object.fromEntries(ARTICLE_CATEGORIES.map((c) => [c, 0])) as Record<ArticleCategory, number>;
  for (const row of rows) if (isArticleCategory(row.category)) counts[row.category] = row.count;
  return counts;
}
