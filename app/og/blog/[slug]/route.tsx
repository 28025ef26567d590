// GET /og/blog/{slug} - an article's Open Graph image (its title and category), prerendered.
import { jsonError } from "@/lib/api";
import { getPublishedArticleBySlug, getPublishedArticles } from "@/lib/content/articles";
import { ogImage } from "@/lib/seo/og";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getPublishedArticles()).map((a) => ({ slug: a.slug }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/blog/[slug]">) {
  const article = await getPublishedArticleBySlug((await params).slug);
  if (!article) return jsonError(404, "Article not found");
  return ogImage({ eyebrow: `Blog · ${article.category}`, title: article.title });
}
