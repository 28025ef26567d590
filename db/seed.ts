import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { notInArray } from "drizzle-orm";
import { cityRecords, type CityRecord } from "../content/cities";
import { cityRecords as frenchCityRecords } from "../content/fr/cities";
import { checkArticles, checkCity, problemMessage, type ArticleDraft, type CityDraft, type Problem } from "../lib/content/gates";
import { runScript, withDatabase } from "./connect";
import { engine } from "./engine";
import type { Db } from "./index";
import { articles, cities, type NewArticle, type NewCity } from "./schema";

// The front matter's shape; what its values may be is the publish gates' business (contentProblems).
const frontMatter = z.object({
  slug: z.string(),
  // A French article names the English one it adapts (content/articles/fr/*.md).
  translationOf: z.string().optional(),
  title: z.string(),
  // Needed only where the title or the excerpt does not fit a search result.
  seoTitle: z.string().optional(),
  excerpt: z.string(),
  seoDescription: z.string().optional(),
  category: z.string(),
  tags: z.array(z.string()),
  published: z.boolean(),
  updated: z.union([z.date(), z.string()]).transform((d) => new Date(d).toISOString().slice(0, 10)),
  featuredImage: z.string().optional(),
  featuredImageAlt: z.string().optional(),
});

export interface ArticleSource {
  file: string;
  markdown: string;
  row: NewArticle;
  featuredImageAlt: string | null;
}

const ARTICLES_DIR = path.join(import.meta.dirname, "..", "content", "articles");

// Reads and validates every article file of one language (English in content/articles, French in
// content/articles/fr); a bad file fails the seed loudly rather than half-seeding.
export function loadArticles(locale: "en" | "fr" = "en", dir = locale === "fr" ? path.join(ARTICLES_DIR, "fr") : ARTICLES_DIR): ArticleSource[] {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .sort()
    .map((file) => {
      const { data, content } = matter(fs.readFileSync(path.join(dir, file), "utf8"));
      const parsed = frontMatter.safeParse(data);
      if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
      const fm = parsed.data;
      if (`${fm.slug}.md` !== file) throw new Error(`${file}: slug "${fm.slug}" does not match the file name`);
      if ((locale === "fr") !== Boolean(fm.translationOf)) throw new Error(`${file}: translationOf is for French articles, and every French article has one`);
      return {
        file,
        markdown: content,
        featuredImageAlt: fm.featuredImageAlt ?? null,
        row: {
          slug: fm.slug,
          title: fm.title,
          seoTitle: fm.seoTitle ?? null,
          excerpt: fm.excerpt,
          seoDescription: fm.seoDescription ?? null,
          category: fm.category,
          content: marked.parse(content, { async: false }),
          featuredImage: fm.featuredImage ?? null,
          tags: fm.tags,
          isPublished: fm.published,
          updatedAt: fm.updated,
          locale,
          translationOf: fm.translationOf ?? null,
        },
      };
    });
}

// Both languages' articles; a French article must adapt an English one, once, and no slug may be
// used twice across the two languages.
export function loadAllArticles(): ArticleSource[] {
  const english = loadArticles("en");
  const french = loadArticles("fr");
  const englishSlugs = new Set(english.map((a) => a.row.slug));
  const adapted = new Set<string>();
  for (const a of french) {
    const twin = a.row.translationOf!;
    if (!englishSlugs.has(twin)) throw new Error(`fr/${a.file}: translationOf "${twin}" is not an English article`);
    if (adapted.has(twin)) throw new Error(`fr/${a.file}: "${twin}" already has a French adaptation`);
    if (englishSlugs.has(a.row.slug)) throw new Error(`fr/${a.file}: the slug "${a.row.slug}" is an English article's`);
    adapted.add(twin);
  }
  return [...english, ...french];
}

// An article file as the publish gates read a draft.
export const articleDraft = ({ row, markdown, featuredImageAlt }: ArticleSource): ArticleDraft => ({
  locale: row.locale ?? "en",
  slug: row.slug,
  title: row.title,
  seoTitle: row.seoTitle ?? null,
  excerpt: row.excerpt,
  seoDescription: row.seoDescription ?? null,
  category: row.category,
  tags: row.tags,
  body: markdown,
  featuredImage: row.featuredImage ?? null,
  featuredImageAlt,
  translationOf: row.translationOf ?? null,
});

const cityDraft = (city: CityRecord): CityDraft => ({
  heroTitle: city.hero_title,
  heroSubtitle: city.hero_subtitle,
  adSpend: city.avgMonthlyAdSpend,
  faq: city.faq ?? [],
});

// What the publish gates (lib/content/gates.ts) refuse in content/: the articles of both languages
// and the city pages' words, one line per problem, in English.
export function contentProblems(sources: ArticleSource[] = loadAllArticles()): string[] {
  const line = (file: string) => (problem: Problem) => `${file}: ${problem.field}: ${problemMessage(problem, "en")}`;
  const verdicts = checkArticles(sources.map((source) => ({ draft: articleDraft(source), published: Boolean(source.row.isPublished) })));
  return [
    ...sources.flatMap((source, i) => verdicts[i]!.map(line(source.row.locale === "fr" ? `fr/${source.file}` : source.file))),
    ...cityRecords.flatMap((city) => checkCity(cityDraft(city), "en").map(line(`cities.ts ${city.slug}`))),
    ...frenchCityRecords.flatMap((city) => checkCity(cityDraft(city), "fr").map(line(`fr/cities.ts ${city.slug}`))),
  ];
}

export function cityRows(): NewCity[] {
  return cityRecords.map(({ slug, cityName, province, population, dealershipCount, avgMonthlyAdSpend, ...content }) => ({
    slug,
    cityName,
    province,
    population,
    dealershipCount,
    avgMonthlyAdSpend,
    content: JSON.stringify(content),
  }));
}

// One transaction on either engine. On SQLite the seed has its connection to itself (a script, or a
// test before it runs), so a plain BEGIN ... COMMIT around awaited queries is safe.
async function inTransaction(db: Db, fn: (tx: Db) => Promise<void>): Promise<void> {
  if (engine() === "postgres") return db.transaction(fn);
  const sqlite = (db as unknown as { $client: { exec(sql: string): void } }).$client;
  sqlite.exec("BEGIN IMMEDIATE");
  try {
    await fn(db);
    sqlite.exec("COMMIT");
  } catch (error) {
    sqlite.exec("ROLLBACK");
    throw error;
  }
}

// Upserts content by slug and removes what content/ no longer has. Leads are never touched.
export async function seed(db: Db): Promise<{ articles: number; cities: number }> {
  const sources = loadAllArticles();
  const refused = contentProblems(sources);
  if (refused.length > 0) throw new Error(`content/ fails the publish gates:\n${refused.join("\n")}`);
  const articleRows = sources.map((a) => a.row);
  const cityList = cityRows();
  await inTransaction(db, async (tx) => {
    for (const row of articleRows) {
      await tx.insert(articles).values(row).onConflictDoUpdate({ target: articles.slug, set: row });
    }
    await tx.delete(articles).where(
      notInArray(
        articles.slug,
        articleRows.map((r) => r.slug),
      ),
    );
    for (const row of cityList) {
      await tx.insert(cities).values(row).onConflictDoUpdate({ target: cities.slug, set: row });
    }
    await tx.delete(cities).where(
      notInArray(
        cities.slug,
        cityList.map((r) => r.slug),
      ),
    );
  });
  return { articles: articleRows.length, cities: cityList.length };
}

if (process.argv[1] === import.meta.filename) {
  await runScript(async () => {
    const counts = await withDatabase(seed);
    return `Seeded ${counts.articles} articles and ${counts.cities} cities`;
  });
}
