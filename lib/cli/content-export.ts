// npm run content:export [-- DIR [PUBLIC]]   the articles and city pages the database holds, written
// back as content/ lays them out (default DIR: content/): articles/*.md and articles/fr/*.md with their
// front matter, and cities.json; the media library's images they show as files under PUBLIC
// (default public/, or DIR/public when DIR is given). A copy to review and keep in git; the database
// stays the source of truth (docs/publishing.md, "Import and export").
import fs from "node:fs";
import path from "node:path";
import { asc, inArray, sql } from "drizzle-orm";
import { runScript, withDatabase } from "@/db/connect";
import type { Db } from "@/db";
import { articleRevisionAt, articles, cities, contentRevisions, media, mediaVariants, type Article, type City } from "@/db/schema";
import type { CityRecord } from "@/content/cities";
import { articleMediaIds, mediaRef } from "@/lib/content/gates";
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

// ---- Library images, made files: a fresh database (the seed, a new instance) has no media library,
// so an exported `media:{id}` would name nothing. Each image an article shows is written under
// public/images/library/ and the article names that path instead, with the library's alt text in its
// language. Which bytes: for a featured image, its social card (the 1200×630 JPEG cut around its focal
// point), because the site draws an image given by path as a 1200×630 hero (next/image resizes it);
// any other shape would stretch or shift the page. For an image in the body, its widest WebP (at most
// 1600 px, about a tenth of the original's weight): a body image given by path is served as it is, so
// the original (up to 10 MB, re-encoded at quality 90) would weigh on every visit, and WebP is the
// format every browser the site supports shows. The body names it as an <img> with its width and
// height, so the page keeps its place while it loads (CLS 0), as the library's <picture> does.
const LIBRARY_DIR = "images/library";

interface LibraryFile {
  path: string;
  width: number;
  height: number;
}
interface LibraryImage {
  alt: Record<Article["locale"], string | null>;
  card: LibraryFile | null;
  webp: LibraryFile | null;
}

// The file name: the image's name (for a person reading the tree) and the hash of the bytes, so a
// replaced image is a new file and two exports of the same image write the same one.
const fileName = (name: string, hash: string, ext: string) =>
  `${
    name
      .replace(/\.[a-z0-9]+$/i, "")
      .normalize("NFKD")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 40) || "image"
  }-${hash.slice(0, 12)}.${ext}`;

async function writeLibraryImages(db: Db, ids: number[], publicDir: string): Promise<Map<number, LibraryImage>> {
  const images = new Map<number, LibraryImage>();
  if (!ids.length) return images;
  const rows = await db.select({ id: media.id, name: media.name, altEn: media.altEn, altFr: media.altFr }).from(media).where(inArray(media.id, ids));
  const variants = await db.select().from(mediaVariants).where(inArray(mediaVariants.mediaId, ids)).orderBy(asc(mediaVariants.width));
  fs.mkdirSync(path.join(publicDir, LIBRARY_DIR), { recursive: true });
  const write = (name: string, variant: (typeof variants)[number] | undefined, ext: string): LibraryFile | null => {
    if (!variant) return null;
    const file = fileName(name, variant.hash, ext);
    fs.writeFileSync(path.join(publicDir, LIBRARY_DIR, file), variant.data);
    return { path: `/${LIBRARY_DIR}/${file}`, width: variant.width, height: variant.height };
  };
  for (const row of rows) {
    const own = variants.filter((v) => v.mediaId === row.id);
    images.set(row.id, {
      alt: { en: row.altEn, fr: row.altFr },
      card: write(
        row.name,
        own.find((v) => v.format === "jpeg"),
        "jpg",
      ),
      webp: write(row.name, own.filter((v) => v.format === "webp").at(-1), "webp"),
    });
  }
  return images;
}

const attribute = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
// `![alt](media:{id})` as the editor writes it (the alt's Markdown escapes allowed).
const MARKDOWN_LIBRARY_IMAGE = /!\[((?:\\.|[^\]\\])*)\]\(media:([1-9][0-9]{0,9})\)/g;

// An article's fields with its library images given by path; an image the library no longer holds stays as it was.
function withLibraryFiles(fields: ArticleFields, locale: Article["locale"], images: Map<number, LibraryImage>): ArticleFields {
  const featured = images.get(mediaRef(fields.featuredImage) ?? 0);
  const body = fields.body.replace(MARKDOWN_LIBRARY_IMAGE, (written, markdownAlt: string, id: string) => {
    const image = images.get(Number(id));
    if (!image?.webp) return written;
    const alt = markdownAlt.replace(/\\(.)/g, "$1").trim() || image.alt[locale] || "";
    return `<img src="${image.webp.path}" alt="${attribute(alt)}" width="${image.webp.width}" height="${image.webp.height}">`;
  });
  return featured?.card ? { ...fields, body, featuredImage: featured.card.path, featuredImageAlt: featured.alt[locale] } : { ...fields, body };
}

// Writes every article (as the site shows it, or its newest draft if it was never published), the
// library images they show (under `publicDir`) and every city under `dir`; returns how many of each.
export async function exportContent(db: Db, dir: string, publicDir = path.join(dir, "public")): Promise<{ articles: number; cities: number; images: number }> {
  const rows = await db
    .select({ article: articles, snapshot: contentRevisions.snapshot })
    .from(articles)
    .innerJoin(contentRevisions, articleRevisionAt(sql`coalesce(${articles.publishedRevision}, ${articles.revision})`))
    .orderBy(asc(articles.id));
  for (const locale of ["en", "fr"]) fs.mkdirSync(path.join(dir, "articles", locale === "fr" ? "fr" : ""), { recursive: true });
  const ids = [...new Set(rows.flatMap(({ snapshot }) => articleMediaIds(snapshot as unknown as ArticleFields)))];
  const images = await writeLibraryImages(db, ids, publicDir);
  for (const { article, snapshot } of rows) {
    const fields = withLibraryFiles(snapshot as unknown as ArticleFields, article.locale, images);
    const file = path.join(dir, "articles", article.locale === "fr" ? "fr" : "", `${fields.slug}.md`);
    fs.writeFileSync(file, articleFile(article, fields));
  }
  const cityRows = (await db.select().from(cities).orderBy(asc(cities.id))).map(cityRecordsOf);
  const data = { en: cityRows.map((c) => c.en), fr: cityRows.map((c) => c.fr) };
  fs.writeFileSync(path.join(dir, "cities.json"), `${JSON.stringify(data, null, 2)}\n`);
  return { articles: rows.length, cities: cityRows.length, images: images.size };
}

if (process.argv[1] === import.meta.filename) {
  const [given, publicGiven] = process.argv.slice(2);
  const dir = given ?? "content";
  const publicDir = publicGiven ?? (given ? path.join(dir, "public") : "public");
  await runScript(async () => {
    const counts = await withDatabase((db) => exportContent(db, dir, publicDir));
    return `Exported ${counts.articles} articles and ${counts.cities} cities to ${dir}/, ${counts.images} library images to ${publicDir}/${LIBRARY_DIR}/`;
  });
}
