// GET /og/blog/{slug} - an article's Open Graph image (its title and category), in the article's
// language, prerendered for both languages' articles.
import { categoryLabel } from "@/components/blog/blog-copy";
import { jsonError } from "@/lib/api";
import { getPublishedArticleBySlug, getPublishedArticles } from "@/lib/content/articles";
import { LOCALES } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { ogImage } from "@/lib/seo/og";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/next-cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await Promise.all(LOCALES.map((locale) => getPublishedArticles(undefined, locale)))).flat().map((a) => ({ slug: a.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/blog/[slug]">) {
  const { slug } = await params;
  // Slugs are unique across both languages (lib/content/import.ts checks).
  const article = (await getPublishedArticleBySlug(slug, "en")) ?? (await getPublishedArticleBySlug(slug, "fr"));
  if (!article) return jsonError(404, "Article not found");
  const locale = article.locale;
  return ogImage({ eyebrow: `${translator(locale, "blog")("header.eyebrow")} · ${await categoryLabel(locale, article.category)}`, title: article.title });
}
