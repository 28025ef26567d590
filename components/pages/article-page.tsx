import type { Metadata } from "next";
import Image from "next/image";
import { CalendarDays, Clock, UserRound } from "lucide-react";
import { TrackOnMount } from "@/components/analytics/track-on-mount";
import { ArticleCard } from "@/components/blog/article-card";
import { MediaPicture } from "@/components/blog/media-picture";
import { articleCard, categoryLabel, readTimeLabel } from "@/components/blog/blog-copy";
import { ShareButton } from "@/components/blog/share-button";
import { DemoButton } from "@/components/demo-request/demo-button";
import { BackLink, BackToHome } from "@/components/layout/back-to-home";
import { NotFoundMessage } from "@/components/layout/not-found-message";
import { SiteChrome } from "@/components/layout/site-chrome";
import { JsonLd } from "@/components/seo/json-ld";
import { Container } from "@/components/ui/container";
import { readTimes, type Article } from "@/lib/content/articles";
import { articleDates } from "@/lib/content/blog-display";
import { articleBodyHtml } from "@/lib/content/body-images";
import { featuredSiteImage } from "@/lib/content/media";
import { categoryNames, tagNames } from "@/lib/content/terms";
import { ARTICLE_IMAGE_SIZES } from "@/lib/content/media-picture";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf, translator } from "@/lib/i18n/messages";
import { articlePath, localePath } from "@/lib/routes";
import { feedAlternate } from "@/lib/seo/feed";
import { constructMetadata, ogImageOf, ogImageUrl, type PageAddresses } from "@/lib/seo/metadata";
import { blogPosting, breadcrumbs } from "@/lib/seo/structured-data";

const BLOG = "/blog";

// An article's metadata. Articles are not in the route table: `addresses` are the article's own
// address and its twin's in the other language (null while it has none). A library image's social
// card (1200×630, cut around its focal point) is its Open Graph image.
export async function articleMetadata(locale: Locale, article: Article, addresses: PageAddresses): Promise<Metadata> {
  const title = article.seoTitle ?? article.title;
  const card = (await featuredSiteImage(article.featuredImage))?.card;
  const base = constructMetadata({
    title,
    description: article.seoDescription ?? article.excerpt,
    path: addresses.en ?? articlePath(article.slug),
    locale,
    addresses,
    image: ogImageOf(card || ogImageUrl.article(article.slug), article.title),
  });
  return {
    ...base,
    alternates: { ...base.alternates, types: feedAlternate(locale) },
    openGraph: {
      ...base.openGraph,
      type: "article",
      publishedTime: articleDates(article).published,
      modifiedTime: articleDates(article).updated,
      section: await categoryLabel(locale, article.category),
      tags: article.tags,
    },
  };
}

export const articleNotFoundMetadata = (locale: Locale): Metadata => ({ title: translator(locale, "blog")("notFound.title") });

// /blog/{slug}: one published article, its call to action and `related` articles (of its category,
// in its language). An article has two dates, its first publication and its last change (shown when
// it falls on a later day): the same on its page, on its card, in its structured data, feed and sitemap.
export async function ArticlePage({ locale, article, addresses, related }: { locale: Locale; article: Article; addresses: PageAddresses; related: Article[] }) {
  const t = translator(locale, "blog");
  const path = addresses[locale] ?? articlePath(article.slug, locale);
  const blog = localePath(BLOG, locale);
  const names = await categoryNames(locale);
  const category = names.get(article.category) ?? article.category;
  // The tags by the terms table's names (lib/content/terms.ts): what the workspace renamed shows renamed.
  const tags = await tagNames(article.tags, article.locale, locale);
  const minutes = await readTimes([article, ...related]);
  const dates = articleDates(article);

  return (
    <SiteChrome locale={locale} addresses={addresses}>
      <article>
        <TrackOnMount action="blog_post_view" category="content" label={article.slug} />
        <JsonLd
          data={[
            blogPosting(article, path, locale, category),
            breadcrumbs(locale, [
              { name: t("header.eyebrow"), path: blog },
              { name: article.title, path },
            ]),
          ]}
        />
        <header className="relative overflow-hidden border-b border-ink-700">
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top,rgb(59_116_246/0.2),transparent_65%)]" />
          <Container narrow className="pt-6 pb-14">
            <nav aria-label={t("article.backNav")} className="flex flex-wrap gap-x-2">
              <BackToHome locale={locale} />
              <BackLink href={blog}>{t("article.backToBlog")}</BackLink>
            </nav>
            <p className="mt-10 text-sm font-semibold tracking-widest text-gold-300 uppercase">{category}</p>
            <h1 className="mt-3 text-h1 font-extrabold text-balance sm:text-[3.25rem] sm:leading-[1.08]">{article.title}</h1>
            <p className="mt-5 text-lead text-fg-muted">{article.excerpt}</p>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
              <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-fg-subtle">
                <span className="inline-flex items-center gap-1.5">
                  <UserRound className="size-4" aria-hidden="true" />
                  {t("article.author")}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <CalendarDays className="size-4" aria-hidden="true" />
                  <time dateTime={dates.published}>{formatDate(locale, dates.published)}</time>
                </span>
                {formatDate(locale, dates.updated) !== formatDate(locale, dates.published) && (
                  <span>
                    {t("article.updated")} <time dateTime={dates.updated}>{formatDate(locale, dates.updated)}</time>
                  </span>
                )}
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="size-4" aria-hidden="true" />
                  {readTimeLabel(locale, minutes.get(article.id)!)}
                </span>
              </p>
              <ShareButton title={article.title} text={article.excerpt} labels={messagesOf(locale, "blog").article.share} />
            </div>
          </Container>
        </header>

        <Container narrow className="py-14">
          <FeaturedImage locale={locale} src={article.featuredImage} alt={article.featuredImageAlt} />
          <ArticleBody locale={locale} content={article.content} />
          <ul className="mt-12 flex flex-wrap gap-2" aria-label={t("article.tags")}>
            {tags.map((tag) => (
              <li key={tag} className="rounded-full bg-ink-800 px-3 py-1 text-sm text-fg-muted ring-1 ring-ink-600">
                #{tag}
              </li>
            ))}
          </ul>

          <aside className="mt-16 rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 shadow-glow sm:p-10">
            <h2 className="text-h3 font-bold">{t("article.cta.title")}</h2>
            <p className="mt-3 text-fg-muted">{t("article.cta.text")}</p>
            <DemoButton cta="blog-article" variant="gold" className="mt-6">
              {t("article.cta.button")}
            </DemoButton>
          </aside>
        </Container>

        {related.length > 0 && (
          <section className="border-t border-ink-700 bg-ink-900/40 py-16">
            <Container>
              <h2 className="text-h3 font-semibold">{t("article.related", { category })}</h2>
              <ul className="mt-6 grid gap-5 md:grid-cols-3">
                {related.map((a) => (
                  <li key={a.id} className="min-w-0">
                    <ArticleCard article={articleCard(a, locale, minutes.get(a.id)!)} categoryLabel={names.get(a.category) ?? a.category} />
                  </li>
                ))}
              </ul>
            </Container>
          </section>
        )}
      </article>
    </SiteChrome>
  );
}

// An unknown or unpublished article, with a way back to the blog.
export function ArticleNotFoundPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "blog");
  return (
    <SiteChrome locale={locale}>
      <NotFoundMessage
        locale={locale}
        title={t("notFound.title")}
        text={t("notFound.text")}
        backHref={localePath(BLOG, locale)}
        backLabel={t("article.backToBlog")}
      />
    </SiteChrome>
  );
}

// The body: its HTML made safe, its library images (`![alt](media:{id})`) drawn as the hero is.
async function ArticleBody({ locale, content }: { locale: Locale; content: string }) {
  return <div className="prose-article" dangerouslySetInnerHTML={{ __html: await articleBodyHtml(content, locale) }} />;
}

// The article's hero: a library image as a <picture> with its alt text in the page's language, or an
// image of the site's own with the article's alt text (the gates require one; an exported library image is one).
async function FeaturedImage({ locale, src, alt }: { locale: Locale; src: string | null; alt: string | null }) {
  if (!src) return null;
  const className = "mb-12 w-full rounded-panel border border-ink-700";
  const image = await featuredSiteImage(src);
  if (image) return <MediaPicture image={image} alt={image.alt[locale] ?? ""} sizes={ARTICLE_IMAGE_SIZES} hero className={className} />;
  return src.startsWith("/") ? <Image src={src} alt={alt ?? ""} width={1200} height={630} priority className={className} /> : null;
}
