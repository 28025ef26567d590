// An article's two dates (first published, last changed) are the same wherever it appears: its card in
// the blog list, its page's metadata and JSON-LD, the feed and the sitemap. The import keeps the
// blog's order.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import * as englishFeed from "@/app/(marketing)/blog/feed.xml/route";
import * as frenchFeed from "@/app/(fr)/fr/blogue/feed.xml/route";
import * as englishPage from "@/app/(marketing)/blog/[slug]/page";
import * as frenchPage from "@/app/(fr)/fr/blogue/[slug]/page";
import * as sitemap from "@/app/sitemap.xml/route";
import { articleCard } from "@/components/blog/blog-copy";
import { getDb } from "@/db";
import { articles } from "@/db/schema";
import { loadAllArticles } from "@/lib/content/import";
import { getPublishedArticleBySlug, getPublishedArticles } from "@/lib/content/articles";
import { newestFirst } from "@/lib/content/blog-display";
import type { Locale } from "@/lib/i18n/locale";
import { articlePath } from "@/lib/routes";
import { blogPosting } from "@/lib/seo/structured-data";
import { absoluteUrl } from "@/lib/site-config";
import { params } from "../support/requests";

const pages = { en: englishPage, fr: frenchPage };
const feeds = { en: englishFeed, fr: frenchFeed };

// Every date an article shows, read from each place the site shows it.
async function datesShown(slug: string, locale: Locale) {
  const article = (await getPublishedArticleBySlug(slug, locale))!;
  const url = absoluteUrl(articlePath(slug, locale));
  const card = articleCard(article, locale, 1);
  const metadata = (await pages[locale].generateMetadata({ params: params({ slug }).params } as never)) as { openGraph: Record<string, string> };
  const jsonLd = blogPosting(article, articlePath(slug, locale), locale, "");
  const feed = await (await feeds[locale].GET()).text();
  const item = feed.split("<item>").find((i) => i.includes(`<link>${url}</link>`))!;
  const map = await (await sitemap.GET()).text();
  const entry = map.split("<url>").find((u) => u.includes(`<loc>${url}</loc>`))!;
  return {
    list: card.day,
    page: { published: metadata.openGraph.publishedTime, updated: metadata.openGraph.modifiedTime },
    jsonLd: { published: jsonLd.datePublished, updated: jsonLd.dateModified },
    feed: /<pubDate>(.*)<\/pubDate>/.exec(item)![1],
    sitemap: /<lastmod>(.*)<\/lastmod>/.exec(entry)![1],
  };
}

describe("an article's dates", () => {
  it("of an imported article are its file's day, and the blog keeps the order it had", async () => {
    const files = loadAllArticles().filter((f) => f.row.isPublished && f.row.locale === "en");
    // The order before dates were kept: last updated first, then the order the files were imported in.
    const before = files.toSorted((a, b) => b.row.updatedAt!.localeCompare(a.row.updatedAt!)).map((f) => f.row.slug);
    const list = (await getPublishedArticles()).toSorted(newestFirst);
    const shown = list.filter((a) => before.includes(a.slug));
    expect(shown.map((a) => a.slug)).toEqual(before);
    const feed = await (await englishFeed.GET()).text();
    const feedSlugs = [...feed.matchAll(/<link>[^<]*\/blog\/([^<]+)<\/link>/g)].map((m) => m[1]);
    expect(feedSlugs.filter((s) => before.includes(s!))).toEqual(before);
    const file = files.find((f) => f.row.slug === shown.at(-1)!.slug)!;
    expect(await datesShown(file.row.slug, "en")).toMatchObject({
      list: `${file.row.updatedAt}T12:00:00.000Z`,
      page: { published: `${file.row.updatedAt}T12:00:00.000Z`, updated: file.row.updatedAt },
      sitemap: file.row.updatedAt,
    });
  });

  it.each(["en", "fr"] as const)("are the same on the list, the page, the JSON-LD, the feed and the sitemap (%s)", async (locale) => {
    const [first] = await getPublishedArticles(undefined, locale);
    // As a publish from the workspace dates it: first published long ago, changed since.
    const published = "2025-03-04T12:00:00.000Z";
    const updated = "2026-11-20T09:30:00.000Z";
    await getDb().update(articles).set({ publishedAt: published, updatedAt: updated }).where(eq(articles.id, first!.id));
    expect(await datesShown(first!.slug, locale)).toEqual({
      list: published,
      page: { published, updated },
      jsonLd: { published, updated },
      feed: "Tue, 04 Mar 2025 12:00:00 GMT",
      sitemap: updated,
    });
  });
});
