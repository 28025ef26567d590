import "server-only";
import type { ArticleCardData } from "@/components/blog/article-card";
import { ARTICLE_CATEGORIES, type ArticleCategory } from "@/content/blog-categories";
import type { Article } from "@/lib/content/articles";
import { articleDates } from "@/lib/content/blog-display";
import { formatDate } from "@/lib/i18n/format";
import { categoryNames } from "@/lib/content/terms";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { articlePath } from "@/lib/routes";

// The blog's three filter categories in a language (the cards of /blog): the id is what the database
// and ?category= hold; the name is the terms table's in the language (lib/content/terms.ts), which
// the workspace renames; the description is content/'s.
export async function blogCategories(locale: Locale): Promise<{ id: ArticleCategory; label: string; description: string }[]> {
  const content = contentIn(locale, "blogCategories");
  const names = await categoryNames(locale);
  return ARTICLE_CATEGORIES.map((id) => ({ id, label: names.get(id) ?? id, description: content.categoryDescriptions[id] }));
}

// Every category the table holds, as the editor's select lists them: its slug and its name in a language.
export async function categoryOptions(locale: Locale): Promise<{ value: string; label: string }[]> {
  return [...(await categoryNames(locale))].map(([value, label]) => ({ value, label }));
}

// An article's category as the page shows it.
export async function categoryLabel(locale: Locale, category: string): Promise<string> {
  return (await categoryNames(locale)).get(category) ?? category;
}

// "7 min read" / "7 min de lecture".
export const readTimeLabel = (locale: Locale, minutes: number) => translator(locale, "blog")("readTime", { minutes });

// An article as its card shows it (the blog list, an article's related reads), in finished strings;
// `minutes` its read time (lib/content/articles.ts readTimes).
export function articleCard(article: Article, locale: Locale, minutes: number): ArticleCardData {
  return {
    id: article.id,
    href: articlePath(article.slug, locale),
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    readTime: readTimeLabel(locale, minutes),
    day: articleDates(article).published,
    dayLabel: formatDate(locale, articleDates(article).published),
  };
}
