import "server-only";
import fs from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { marked } from "marked";
import { z } from "zod";
import { and, eq, isNull } from "drizzle-orm";
import { cityRecords, type CityRecord } from "@/content/cities";
import { cityRecords as frenchCityRecords } from "@/content/fr/cities";
import { asPostgres, asSqlite, sharedDb, type Db } from "@/db";
import { engine } from "@/db/engine";
import { LANGUAGES } from "@/db/enums";
import { articles, cities, contentRevisions, slugRedirects, type NewArticle, type NewCity } from "@/db/schema";
import { readBody } from "@/lib/content/body-facts.mjs";
import { checkArticles, checkCity, problemMessage, type ArticleDraft, type CityDraft, type Problem } from "@/lib/content/gates";
import { rebuildSearchIndex } from "@/lib/content/kinds";
import { seedTerms } from "@/lib/content/terms";

// The import of content/ (articles' Markdown files, the city records of both languages) into the
// database, run by `npm run db:seed` (lib/cli/seed.ts) and so by `npm start`, `npm run build` and
// `npm run dev`: the files checked by the publish gates, then written as revision 1 of each document.

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
  // The image's text alternative, in the article's language (written by the workspace's export).
  featuredImageAlt: z.string().optional(),
});

export interface ArticleSource {
  file: string;
  markdown: string;
  row: NewArticle;
}

const ARTICLES_DIR = path.join(import.meta.dirname, "..", "..", "content", "articles");

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
        row: {
          slug: fm.slug,
          title: fm.title,
          seoTitle: fm.seoTitle ?? null,
          excerpt: fm.excerpt,
          seoDescription: fm.seoDescription ?? null,
          category: fm.category,
          content: marked.parse(content, { async: false }),
          featuredImage: fm.featuredImage ?? null,
          featuredImageAlt: fm.featuredImageAlt ?? null,
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
export function loadAllArticles(dir = ARTICLES_DIR): ArticleSource[] {
  const english = loadArticles("en", dir);
  const french = loadArticles("fr", path.join(dir, "fr"));
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

// What a revision holds of an article: the draft the gates read, less what the row itself keeps
// (its language and its twin).
function articleSnapshot(source: ArticleSource): Record<string, unknown> {
  return Object.fromEntries(Object.entries(articleDraft(source)).filter(([key]) => key !== "locale" && key !== "translationOf"));
}

// Files carry no publishing date: a published article is dated first published on the day it was
// last updated, at noon UTC (the same day in every Canadian zone). Newest first by that date, then
// by id, is the order the blog has always shown.
export const importedPublishedAt = (updated: string) => `${updated}T12:00:00.000Z`;

// The row an article file imports to, as revision 1 (published files are live at revision 1).
function importedArticle({ row }: ArticleSource): NewArticle {
  return {
    ...row,
    publishedAt: row.isPublished ? importedPublishedAt(row.updatedAt) : null,
    revision: 1,
    publishedRevision: row.isPublished ? 1 : null,
    editedAt: null,
  };
}

// What a French city record writes: everything but its slug and the English figures it shares.
function frenchWords(record: CityRecord): Omit<CityRecord, "slug" | "population" | "dealershipCount"> {
  const words: Partial<CityRecord> = { ...record };
  delete words.slug;
  delete words.population;
  delete words.dealershipCount;
  return words as Omit<CityRecord, "slug" | "population" | "dealershipCount">;
}

// A city's French record (content/fr/cities.ts) as the row's contentFr: its words and figures as
// French writes them (name, province, ad spend, hero, FAQ); the page's figures come from the row.

// An article file as the publish gates read a draft.
export const articleDraft = ({ row, markdown }: ArticleSource): ArticleDraft => ({
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
  featuredImageAlt: row.featuredImageAlt ?? null,
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
  const french = new Map(frenchCityRecords.map((record) => [record.slug, frenchWords(record)]));
  return cityRecords.map(({ slug, cityName, province, population, dealershipCount, avgMonthlyAdSpend, ...content }) => ({
    slug,
    cityName,
    province,
    population,
    dealershipCount,
    avgMonthlyAdSpend,
    content: JSON.stringify(content),
    contentFr: JSON.stringify(french.get(slug) ?? {}),
    revision: 1,
    publishedRevision: 1,
    editedAt: null,
  }));
}

// A city revision's snapshot in one language: its record as that language's file holds it.
const citySnapshot = (row: NewCity, locale: "en" | "fr"): Record<string, unknown> => {
  const { cityName, province, population, dealershipCount, avgMonthlyAdSpend } = row;
  const words = JSON.parse(locale === "en" ? row.content : row.contentFr!) as Record<string, unknown>;
  return locale === "en" ? { cityName, province, population, dealershipCount, avgMonthlyAdSpend, ...words } : { population, dealershipCount, ...words };
};

// One transaction on either engine. On SQLite the seed has its connection to itself (a script, or a
// test before it runs), so a plain BEGIN ... COMMIT around awaited queries is safe.
async function inTransaction(db: Db, fn: (tx: Db) => Promise<void>): Promise<void> {
  if (engine() === "postgres") return asPostgres(db).transaction((tx) => fn(sharedDb(tx)));
  const sqlite = asSqlite(db).$client;
  sqlite.exec("BEGIN IMMEDIATE");
  try {
    await fn(db);
    sqlite.exec("COMMIT");
  } catch (error) {
    sqlite.exec("ROLLBACK");
    throw error;
  }
}

// Whether a row still is what content/ gave it: never changed in the workspace, no revision past the
// import. Only such a row follows its file.
const asImported = (row: { editedAt: string | null; revision: number }) => row.editedAt === null && row.revision <= 1;

// Whether a row already holds every value the import would write.
const holds = (row: Record<string, unknown>, values: Record<string, unknown>) =>
  Object.entries(values).every(([key, value]) => JSON.stringify(row[key] ?? null) === JSON.stringify(value ?? null));

type Revision = typeof contentRevisions.$inferInsert;

// The import's revision 1 of a document in one language, written or brought up to date.
async function importRevision(tx: Db, revision: Omit<Revision, "number" | "kind">): Promise<void> {
  const values = { ...revision, number: 1, kind: "import" as const };
  await tx
    .insert(contentRevisions)
    .values(values)
    .onConflictDoUpdate({ target: [contentRevisions.docKind, contentRevisions.docId, contentRevisions.locale, contentRevisions.number], set: values });
}

// Article revisions written before revisions kept what their body says (content_revisions.facts)
// are read once here, so the search index, the link checker and the media library never read a body.
async function readOldRevisions(tx: Db): Promise<void> {
  const old = await tx
    .select({ id: contentRevisions.id, snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.docKind, "article"), isNull(contentRevisions.facts)));
  for (const { id, snapshot } of old)
    await tx
      .update(contentRevisions)
      .set({ facts: readBody(String(snapshot.body ?? "")).facts })
      .where(eq(contentRevisions.id, id));
}

export interface SeedCounts {
  articles: { added: number; updated: number; kept: number };
  cities: { added: number; updated: number; kept: number };
}

// content/ as a one-time import into the database, which is the source of truth: an article or city
// content/ lacks is added with its revision 1; one never changed in the workspace follows its file;
// one changed there is left as it is. Nothing is deleted, and an article renamed in the workspace
// (its file's slug now an old address) does not come back under its old slug. Leads are never touched.
// `articlesDir` is another tree of article files (an export of another database, for one).
export async function seed(db: Db, articlesDir = ARTICLES_DIR): Promise<SeedCounts> {
  const files = loadAllArticles(articlesDir);
  const refused = contentProblems(files);
  if (refused.length > 0) throw new Error(`content/ fails the publish gates:\n${refused.join("\n")}`);
  const cityList = cityRows();
  const counts: SeedCounts = { articles: { added: 0, updated: 0, kept: 0 }, cities: { added: 0, updated: 0, kept: 0 } };
  await inTransaction(db, async (tx) => {
    const existing = new Map((await tx.select().from(articles)).map((row) => [row.slug, row]));
    const renamed = new Set(
      (await tx.select({ locale: slugRedirects.locale, slug: slugRedirects.fromSlug }).from(slugRedirects)).map((r) => `${r.locale}/${r.slug}`),
    );
    for (const file of files) {
      const values = importedArticle(file);
      const row = existing.get(values.slug);
      if ((row && !asImported(row)) || (!row && renamed.has(`${values.locale}/${values.slug}`))) {
        counts.articles.kept++;
        continue;
      }
      if (row && holds(row, values)) continue;
      if (row) await tx.update(articles).set(values).where(eq(articles.id, row.id));
      const id = row?.id ?? (await tx.insert(articles).values(values).returning({ id: articles.id }))[0]!.id;
      await importRevision(tx, {
        docKind: "article",
        docId: id,
        locale: values.locale!,
        // A French article is in line with its English original's revision 1.
        twinRevision: values.locale === "fr" ? 1 : null,
        snapshot: articleSnapshot(file),
        facts: readBody(file.markdown).facts,
      });
      counts.articles[row ? "updated" : "added"]++;
    }
    const existingCities = new Map((await tx.select().from(cities)).map((row) => [row.slug, row]));
    for (const values of cityList) {
      const row = existingCities.get(values.slug);
      if (row && !asImported(row)) {
        counts.cities.kept++;
        continue;
      }
      if (row && holds(row, values)) continue;
      if (row) await tx.update(cities).set(values).where(eq(cities.id, row.id));
      const id = row?.id ?? (await tx.insert(cities).values(values).returning({ id: cities.id }))[0]!.id;
      for (const locale of LANGUAGES) await importRevision(tx, { docKind: "city", docId: id, locale, snapshot: citySnapshot(values, locale) });
      counts.cities[row ? "updated" : "added"]++;
    }
    await readOldRevisions(tx);
    // The categories and the articles' tags, each with its two names, where the table lacks them.
    await seedTerms(
      tx,
      files.map(({ row }) => ({ locale: row.locale ?? "en", slug: row.slug, translationOf: row.translationOf, tags: row.tags })),
    );
    // The workspace's search reads what was just imported, and what the workspace changed since.
    await rebuildSearchIndex(tx);
  });
  return counts;
}
