import type { Metadata } from "next";
import { permanentRedirect } from "next/navigation";
import { NotFoundPage } from "@/components/layout/not-found-page";
import { ArticleNotFoundPage, ArticlePage, articleMetadata, articleNotFoundMetadata } from "@/components/pages/article-page";
import { articleAddresses, getPublishedArticleBySlug, getPublishedArticles, getRelatedArticles, redirectedArticlePath } from "@/lib/content/articles";

// The French articles (content/articles/fr), from the database like the English ones.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getPublishedArticles(undefined, "fr")).map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: PageProps<"/fr/blogue/[slug]">): Promise<Metadata> {
  const article = await getPublishedArticleBySlug((await params).slug, "fr");
  return article ? articleMetadata("fr", article, await articleAddresses(article)) : articleNotFoundMetadata("fr");
}

export default async function Page({ params }: PageProps<"/fr/blogue/[slug]">) {
  const { slug } = await params;
  const article = await getPublishedArticleBySlug(slug, "fr");
  if (!article) {
    const moved = await redirectedArticlePath(slug, "fr");
    if (moved) permanentRedirect(moved);
    return (
      <NotFoundPage>
        <ArticleNotFoundPage locale="fr" />
      </NotFoundPage>
    );
  }
  return <ArticlePage locale="fr" article={article} addresses={await articleAddresses(article)} related={await getRelatedArticles(article, 3)} />;
}
