// npm run content:export [-- DIR]   the articles and city pages the database holds, written back as
// content/ lays them out (default DIR: content/): articles/*.md and articles/fr/*.md with their front
// matter, and cities.json. A copy to review and keep in git; the database stays the source of truth
// (docs/publishing.md, "Import and export").
import fs from "node:fs";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import { runScript, withDatabase } from "@/db/connect";
import type { Db } from "@/db";
import { articleRevisionAt, articles, cities, contentRevisions, type Article, type City } from "@/db/schema";
import type { CityRecord } from "@/content/cities";
import type { ArticleFields } from "@/lib/content/store";

// An article file as content/articles holds one: the front matter's keys in the files' order, text
// quoted (JSON's quoting is YAML's), slugs and the date bare, then the Markdown body.
export function articleFile(article: Pick<Article, "translationOf" | "isPublished" | "updatedAt">, fields: ArticleFields): string {
  const quoted = (value: string) => JSON.stringify(value);
  const lines = [
    `slug: ${fields.slug}`,
    article.translationOf && `translationOf: ${article.translationOf}`,
    `title: ${quoted(fields.title)}`,
    fields.seoTitle && `seoTitle: ${quoted(fields.seoTitle)}`,
    `excerpt: ${quoted(fields.excerpt)}`,
    fields.seoDescription && `seoDescription: ${quoted(fields.seoDescription)}`,
    `category: ${quoted(fields.category)}`,
    `tags: [${fields.tags.map(quoted).join(", ")}]`,
    `published: ${article.isPublished}`,
    `updated: ${article.updatedAt.slice(0, 10)}`,
    fields.featuredImage && `featuredImage: ${quoted(fields.featuredImage)}`,
    fields.featuredImageAlt && `featuredImageAlt: ${quoted(fields.featuredImageAlt)}`,
  ];
  return `---\n${lines.filter(Boolean).join("\n")}\n---\n${fields.body}`;
}

// A city as content/cities.ts and content/fr/cities.ts hold it: the row's figures and English words,
// and its French record (contentFr: the words French writes, with the shared figures).
export function cityRecordsOf(city: City): { en: CityRecord; fr: CityRecord } {
  const { slug, cityName, province, population, dealershipCount } = city;
  const avgMonthlyAdSpend = city.avgMonthlyAdSpend ?? "";
  const english = JSON.parse(city.content) as Omit<CityRecord, "slug" | "cityName" | "province" | "population" | "dealershipCount" | "avgMonthlyAdSpend">;
  const { cityName: frenchName, province: frenchProvince, avgMonthlyAdSpend: frenchSpend, ...french } = JSON.parse(city.contentFr) as Partial<CityRecord>;
  return {
    en: { slug, cityName, province, population, dealershipCount, avgMonthlyAdSpend, ...english },
    fr: {
      slug,
      cityName: frenchName ?? cityName,
      province: frenchProvince ?? province,
      population,
      dealershipCount,
      avgMonthlyAdSpend: frenchSpend ?? avgMonthlyAdSpend,
      hero_title: "",
      hero_subtitle: "",
      ...french,
    },
  };
}

// Writes every article (as the site shows it, or its newest draft if it was never published) and
// every city under `dir`; returns how many of each.
export async function exportContent(db: Db, dir: string): Promise<{ articles: number; cities: number }> {
  const rows = await db
    .select({ article: articles, snapshot: contentRevisions.snapshot })
    .from(articles)
    .innerJoin(contentRevisions, articleRevisionAt(sql`coalesce(${articles.publishedRevision}, ${articles.revision})`))
    .orderBy(asc(articles.id));
  for (const locale of ["en", "fr"]) fs.mkdirSync(path.join(dir, "articles", locale === "fr" ? "fr" : ""), { recursive: true });
  for (const { article, snapshot } of rows) {
    const fields = snapshot as unknown as ArticleFields;
    const file = path.join(dir, "articles", article.locale === "fr" ? "fr" : "", `${fields.slug}.md`);
    fs.writeFileSync(file, articleFile(article, fields));
  }
  const cityRows = (await db.select().from(cities).orderBy(asc(cities.id))).map(cityRecordsOf);
  const data = { en: cityRows.map((c) => c.en), fr: cityRows.map((c) => c.fr) };
  fs.writeFileSync(path.join(dir, "cities.json"), `${JSON.stringify(data, null, 2)}\n`);
  return { articles: rows.length, cities: cityRows.length };
}

if (process.argv[1] === import.meta.filename) {
  const dir = process.argv[2] ?? "content";
  await runScript(async () => {
    const counts = await withDatabase((db) => exportContent(db, dir));
    return `Exported ${counts.articles} articles and ${counts.cities} cities to ${dir}/`;
  });
}
