import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { ArticleNotFoundPage, ArticlePage, articleMetadata, articleNotFoundMetadata } from "@/components/pages/article-page";
import { articleAddresses, getPublishedArticleBySlug, getPublishedArticles, getRelatedArticles, redirectedArticlePath } from "@/lib/content/articles";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/next-cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getPublishedArticles()).map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const article = await getPublishedArticleBySlug((await params).slug);
  return article ? articleMetadata("en", article, await articleAddresses(article)) : articleNotFoundMetadata("en");
}

export default async function Page({ params }: PageProps<"/blog/[slug]">) {
  const { slug } = await params;
  const article = await getPublishedArticleBySlug(slug);
  if (!article) {
    const moved = await redirectedArticlePath(slug, "en");
    if (moved) permanentRedirect(moved);
    return (
      <NotFoundPage>
        <ArticleNotFoundPage locale="en" />
      </NotFoundPage>
    );
  }
  return <ArticlePage locale="en" article={article} addresses={await articleAddresses(article)} related={await getRelatedArticles(article, 3)} />;
}
