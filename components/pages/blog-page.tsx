import { BlogExplorer } from "@/components/blog/blog-explorer";
import { articleCard, blogCategories } from "@/components/blog/blog-copy";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { Container } from "@/components/ui/container";
import { getCategoryCounts, getPublishedArticles, readTimes } from "@/lib/content/articles";
import { newestFirst } from "@/lib/content/blog-display";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { feedAlternate } from "@/lib/seo/feed";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/blog";

export const blogMetadata = (locale: Locale) => {
  const t = translator(locale, "blog");
  const base = pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
  return { ...base, alternates: { ...base.alternates, types: feedAlternate(locale) } };
};

// /blog: the three category cards (a filter) and every published article in the page's language,
// newest first, each dated by its first publication as its page and its structured data date it.
export async function BlogPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "blog");
  const [published, counts] = await Promise.all([getPublishedArticles(undefined, locale), getCategoryCounts(locale)]);
  const minutes = await readTimes(published);
  const articles = published.toSorted(newestFirst).map((a) => articleCard(a, locale, minutes.get(a.id)!));
  const categories = (await blogCategories(locale)).map((c) => ({
    ...c,
    count: t("list.count", { count: counts[c.id] }),
    heading: t("list.filtered", { category: c.label, count: articles.filter((a) => a.category === c.id).length }),
  }));

  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")} />
      <Container className="py-16">
        <BlogExplorer
          locale={locale}
          articles={articles}
          categories={categories}
          labels={{ all: t("list.all", { count: articles.length }), clearFilter: t("list.clearFilter") }}
        />
      </Container>
    </SiteChrome>
  );
}
