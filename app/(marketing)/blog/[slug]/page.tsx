import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";
import { CalendarDays, Clock, UserRound } from "lucide-react";
import { TrackOnMount } from "@/components/analytics/track-on-mount";
import { ArticleCard } from "@/components/blog/article-card";
import { ShareButton } from "@/components/blog/share-button";
import { BackLink, BackToHome } from "@/components/layout/back-to-home";
import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";
import { getPublishedArticleBySlug, getPublishedArticles, getRelatedArticles } from "@/lib/content/articles";
import { articleDay, BLOG_AUTHOR, formatDay, isoDay, readTimeMinutes } from "@/lib/content/blog-display";
import { ogImageOf, ogImageUrl } from "@/lib/seo/metadata";
import { sanitizeArticleHtml } from "@/lib/content/sanitize";
import { blogPosting, breadcrumbs } from "@/lib/seo/structured-data";
import { JsonLd } from "@/components/seo/json-ld";

// Content from the database: a slug added after the build renders on its first request (404s are
// never cached, lib/build/cache-handler.mjs), and an edit shows within the hour.
export const revalidate = 3600;

export async function generateStaticParams() {
  return (await getPublishedArticles()).map((a) => ({ slug: a.slug }));
}

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const article = await getPublishedArticleBySlug((await params).slug);
  if (!article) return { title: "Article not found" };
  const path = `/blog/${article.slug}`;
  const title = article.seoTitle ?? article.title;
  const description = article.seoDescription ?? article.excerpt;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: "article",
      title,
      description,
      url: path,
      modifiedTime: article.updatedAt,
      section: article.category,
      tags: article.tags,
      images: [ogImageOf(ogImageUrl.article(article.slug), article.title)],
    },
    twitter: { card: "summary_large_image", title, description, images: [ogImageUrl.article(article.slug)] },
  };
}

export default async function ArticlePage({ params }: PageProps<"/blog/[slug]">) {
  const article = await getPublishedArticleBySlug((await params).slug);
  if (!article) notFound();
  const today = isoDay(new Date());
  const published = articleDay(today, article.id);
  const related = await getRelatedArticles(article, 3);

  return (
    <article>
      <TrackOnMount action="blog_post_view" category="content" label={article.slug} />
      <JsonLd
        data={[
          blogPosting(article),
          breadcrumbs([
            { name: "Blog", path: "/blog" },
            { name: article.title, path: `/blog/${article.slug}` },
          ]),
        ]}
      />
      <header className="relative overflow-hidden border-b border-ink-700">
        <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(59_116_246/0.2),transparent_65%)]" />
        <Container narrow className="pt-6 pb-14">
          <nav aria-label="Back" className="flex flex-wrap gap-x-2">
            <BackToHome />
            <BackLink href="/blog">Back to Blog</BackLink>
          </nav>
          <p className="mt-10 text-sm font-semibold tracking-widest text-gold-300 uppercase">{article.category}</p>
          <h1 className="mt-3 text-h1 font-extrabold text-balance sm:text-[3.25rem] sm:leading-[1.08]">{article.title}</h1>
          <p className="mt-5 text-lead text-fg-muted">{article.excerpt}</p>
          <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
            <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-subtle">
              <span className="inline-flex items-center gap-1.5">
                <UserRound className="size-4" aria-hidden="true" />
                {BLOG_AUTHOR}
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarDays className="size-4" aria-hidden="true" />
                <time dateTime={published}>{formatDay(published)}</time>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" />
                {readTimeMinutes(article.id)} min read
              </span>
            </p>
            <ShareButton title={article.title} text={article.excerpt} />
          </div>
        </Container>
      </header>

      <Container narrow className="py-14">
        {article.featuredImage && (
          <Image
            src={article.featuredImage}
            alt=""
            width={1200}
            height={630}
            priority
            className="mb-12 w-full rounded-panel border border-ink-700"
          />
        )}
        <div className="prose-article" dangerouslySetInnerHTML={{ __html: sanitizeArticleHtml(article.content) }} />
        <ul className="mt-12 flex flex-wrap gap-2" aria-label="Tags">
          {article.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-ink-800 px-3 py-1 text-sm text-fg-muted ring-1 ring-ink-600">
              #{tag}
            </li>
          ))}
        </ul>

        <aside className="mt-16 rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 shadow-glow sm:p-10">
          <h2 className="text-h3 font-bold">See these numbers for your own dealership</h2>
          <p className="mt-3 text-fg-muted">
            A 30-minute private demo on your market data: cost per sale by source, budget leaks and a 90-day ROI forecast.
          </p>
          <DemoButton cta="blog-article" variant="gold" className="mt-6">
            Request a Private Demo
          </DemoButton>
        </aside>
      </Container>

      {related.length > 0 && (
        <section className="border-t border-ink-700 bg-ink-900/40 py-16">
          <Container>
            <h2 className="text-h3 font-semibold">More on {article.category}</h2>
            <ul className="mt-6 grid gap-5 md:grid-cols-3">
              {related.map((a) => (
                <li key={a.id}>
                  <ArticleCard article={a} day={articleDay(today, a.id)} readTime={readTimeMinutes(a.id)} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      )}
    </article>
  );
}
