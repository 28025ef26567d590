import "server-only";
import type { ArticleCardData } from "@/components/blog/article-card";
import { ARTICLE_CATEGORIES, type ArticleCategory } from "@/content/blog-categories";
import type { Article } from "@/lib/content/articles";
import { articleDates, articleReadTime } from "@/lib/content/blog-display";
import { formatDate } from "@/lib/i18n/format";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { articlePath } from "@/lib/routes";

// The blog's categories in a language: the English name is the category's id (what the database
// and ?category= hold); French shows content/fr/blog-categories.ts's label.
export function blogCategories(locale: Locale): { id: ArticleCategory; label: string; description: string }[] {
  const content = contentIn(locale, "blogCategories");
  return ARTICLE_CATEGORIES.map((id) => ({
    id,
    label: "categoryLabels" in content ? content.categoryLabels[id] : id,
    description: content.categoryDescriptions[id],
  }));
}

// An article's category as the page shows it.
export function categoryLabel(locale: Locale, category: string): string {
  return blogCategories(locale).find((c) => c.id === category)?.label ?? category;
}

// "7 min read" / "7 min de lecture".
export const readTimeLabel = (locale: Locale, minutes: number) => translator(locale, "blog")("readTime", { minutes });

// An article as its card shows it (the blog list, an article's related reads), in finished strings.
export function articleCard(article: Article, locale: Locale): ArticleCardData {
  return {
    id: article.id,
    href: articlePath(article.slug, locale),
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    readTime: readTimeLabel(locale, articleReadTime(article)),
    day: articleDates(article).published,
    dayLabel: formatDate(locale, articleDates(article).published),
  };
}
