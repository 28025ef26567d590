// The publish gates: every rule a page's content must pass before the public may read it, as pure
// functions over plain values (no database, no file). The seed runs them on content/ (and refuses a
// file they refuse), the content tests expect 0 problems from them, and the Publish action refuses a
// draft with the problems they return, worded in the account's language by problemMessage().
import { ARTICLE_CATEGORIES } from "@/content/blog-categories";
import { cityRecords } from "@/content/cities";
import type { en as messages } from "@/content/messages";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { articlePath, cityPath, frenchAliases, localePath, routeAliases, staticPages } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { bodyParts, mediaRef, type BodyParts } from "@/lib/content/body-facts.mjs";
import { around, frenchProblems, spacingFaults } from "@/lib/content/french-rules";

export { mediaRef };

type Catalogue = (typeof messages)["staff"]["gates"];
/** A stable code per rule ("seoTitle.tooLong"): the key of its message under the staff catalogue's `gates`. */
export type ProblemCode = { [F in keyof Catalogue]: `${F & string}.${keyof Catalogue[F] & string}` }[keyof Catalogue];

export interface Problem {
  /** The field to fix: a draft's field name, or a city FAQ's "faq.2.answer". */
  field: string;
  code: ProblemCode;
  /** The message's values: lengths and limits, the words found. */
  params: Record<string, string | number>;
}

export interface ArticleDraft {
  locale: Locale;
  slug: string;
  title: string;
  seoTitle: string | null;
  excerpt: string;
  seoDescription: string | null;
  category: string;
  tags: readonly string[];
  /** Markdown. */
  body: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
  /** A French article's English twin (its slug). */
  translationOf: string | null;
}

export interface ArticleContext {
  /** The titles of the other published articles in the draft's language. */
  titles: Iterable<string>;
  /** For a French draft, its English twin as it stands; null when there is none. */
  twin: ArticleDraft | null;
  /** Whether a site path (after the draft's language is applied to it: /fr/…) answers a page: sitePaths() builds one. */
  resolves: (path: string) => boolean;
  /** The alt texts of the library images the draft names (`media:{id}`); an id missing is no such image. */
  media?: ReadonlyMap<number, Record<Locale, string | null>>;
  /**
   * The draft's body as read once, off the request's thread (lib/content/read-body.ts), and the alt
   * texts of its twin's body (its revision's facts); each read here when absent.
   */
  read?: { body: BodyParts; twinAlts?: readonly string[] };
  /** The category slugs the terms table holds (lib/content/terms.ts); absent: the three the seed adds. */
  categories?: readonly string[];
}

// A featured image given by path is one of the site's own images: a file under /images/ (the public
// folder's, where the export writes the library's too), named plainly, with an image's extension. Any
// other address starting with / could be a route of the site (/_next/image?url=... fetched another
// host's image and broke the page: issue 47, L1).
const SITE_IMAGE = /^\/images\/(?:[a-z0-9_-][a-z0-9._-]*\/)*[a-z0-9_-][a-z0-9._-]*\.(?:avif|gif|jpe?g|png|svg|webp)$/i;
export const isSiteImage = (src: string) => SITE_IMAGE.test(src);

export interface CityDraft {
  heroTitle: string;
  heroSubtitle: string;
  /** The ad-spend figure as the page shows it: "$1.15M+", « Plus de 1,15 M $ ». */
  adSpend: string;
  faq: readonly { question: string; answer: string }[];
}

// Search results show about 60 characters of a title and 50 to 160 of a description; the page's
// <title> is the SEO title (or the title) with the layout's suffix.
export const TITLE_SUFFIX = ` | ${siteConfig.name}`;
export const SEARCH_TITLE_MAX = 60;
export const DESCRIPTION = { min: 50, max: 160 } as const;
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const ARTICLE_LIMITS = { titleMin: 5, excerptMin: 20, tagsMin: 2, tagsMax: 5, wordsMin: 350, h2Min: 2 } as const;
// The share of a text's common words that are French: a French body is almost all French (quoted
// English names aside), a title with its excerpt mostly so.
export const FRENCH_SHARE = { body: 0.9, title: 0.6 } as const;

const ENGLISH_WORDS = new Set(["the", "and", "of", "to", "is", "that", "with", "for", "this", "are", "on", "it", "by", "from", "your"]);
const FRENCH_WORDS = new Set(["le", "la", "les", "des", "et", "est", "pour", "avec", "une", "du", "dans", "sur", "qui", "que", "vos", "votre"]);

function commonWords(text: string): { en: number; fr: number } {
  const count = { en: 0, fr: 0 };
  for (const word of text.toLowerCase().split(/[^\p{L}']+/u)) {
    if (ENGLISH_WORDS.has(word)) count.en++;
    if (FRENCH_WORDS.has(word)) count.fr++;
  }
  return count;
}

/** The share of a text's (or HTML's) common words that are French rather than English. */
export function frenchShare(text: string): number {
  const { en, fr } = commonWords(text.replace(/<[^>]*>/g, " "));
  return fr / Math.max(1, en + fr);
}

// French numbers beyond what frenchProblems() knows: "500 $", "25 %", "1 500".
const FRENCH_NUMBERS = /\$\d|\d%|\d,\d{3}\b/gu;

// Prose of a Markdown text: no URLs, link targets, code or table rules.
const prose = (markdown: string) =>
  markdown
    .replace(/https?:\/\/\S+/g, "")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/^\|[-:| ]+\|$/gm, "")
    .replace(/`[^`]*`/g, "");

// A French text's problems, every occurrence with the words around it: the spacing of
// spacingFaults() (docs/french.md, the OQLF's usage), the numbers, and the rules of frenchProblems()
// with their advice in both languages (problemMessage() words it in the reader's).
function frenchText(field: string, text: string, kind: "text" | "markdown" | "tag" = "text"): Problem[] {
  const problems: Problem[] = [];
  for (const { mark, fault, index } of spacingFaults(text, kind)) {
    const found = around(text, index, 1, 15);
    problems.push({ field, code: fault === "plain" ? "french.plainSpace" : "french.missingSpace", params: { mark, found } });
  }
  const plain = prose(text);
  for (const m of plain.matchAll(FRENCH_NUMBERS)) problems.push({ field, code: "french.numbers", params: { found: around(plain, m.index, m[0].length, 15) } });
  for (const p of frenchProblems(text, kind)) {
    const advice = { "advice.en": p.advice, "advice.fr": p.conseil };
    problems.push(
      p.rule === "term"
        ? { field, code: "french.term", params: { found: p.found, term: /« ([^»]+) »/u.exec(p.advice)?.[1] ?? "" } }
        : { field, code: `french.${p.rule}`, params: { found: p.found, ...advice } },
    );
  }
  return problems;
}

// An image's alt text, present and in the page's language: a French page's not copied from its twin,
// nor with more English common words than French (and the reverse for an English page).
function altProblems(field: string, alt: string | null | undefined, locale: Locale, twinAlts: readonly string[]): Problem[] {
  const text = alt?.trim() ?? "";
  if (!text) return [{ field, code: "image.altMissing", params: {} }];
  const { en, fr } = commonWords(text);
  const foreign = locale === "fr" ? en > fr || twinAlts.includes(text) : fr > en;
  return foreign ? [{ field, code: "image.altLanguage", params: { alt: text } }] : [];
}

// A library image's alt text in the page's language: present (else `missing`), and in that language:
// a French one neither the English one copied nor written in English.
function libraryAltProblems(field: string, alts: Record<Locale, string | null>, locale: Locale, missing: Problem): Problem[] {
  if (!alts[locale]?.trim()) return [missing];
  const other = alts[locale === "fr" ? "en" : "fr"]?.trim();
  return altProblems(field, alts[locale], locale, other ? [other] : []);
}

/** The library images (their ids) a body names, in Markdown or in the HTML it holds: once each. */
export function bodyMediaIds(markdown: string): number[] {
  return [...new Set(bodyParts(markdown).images.flatMap((image) => mediaRef(image.src) ?? []))];
}

/** The library images an article names: its featured image and the body's. */
export const articleMediaIds = (article: { featuredImage: string | null; body: string }): number[] => [
  ...new Set([mediaRef(article.featuredImage), ...bodyMediaIds(article.body)].filter((id) => id !== null)),
];

/**
 * Every site path a link may point at, in both languages: the fixed pages (lib/routes.ts), the city
 * pages and the given published articles' pages. `has` is an ArticleContext's `resolves`.
 */
export function sitePaths(publishedSlugs: Record<Locale, Iterable<string>>): Set<string> {
  const paths = new Set<string>();
  for (const locale of ["en", "fr"] as const) {
    for (const page of staticPages) paths.add(localePath(page, locale));
    for (const city of cityRecords) paths.add(cityPath(city.slug, locale));
    for (const slug of publishedSlugs[locale]) paths.add(articlePath(slug, locale));
  }
  return paths;
}

// An internal link as the reader follows it: the page in the article's language (the sanitizer
// turns /platform/… into /fr/plateforme/…), without its query or fragment.
const linkTarget = (href: string, locale: Locale) => localePath(href, locale).replace(/[?#].*$/, "") || "/";
// An old address answers a redirect: the link names the page's own address instead (a click never costs a redirect).
const aliases: Record<string, string> = { ...routeAliases, ...frenchAliases };

/** The problems that keep an article from being published; none: an empty array. Never throws. */
export function checkArticle(draft: ArticleDraft, context: ArticleContext): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, code: ProblemCode, params: Problem["params"] = {}) => problems.push({ field, code, params });
  const L = ARTICLE_LIMITS;
  const title = draft.title?.trim() ?? "";
  const excerpt = draft.excerpt?.trim() ?? "";
  const body = draft.body ?? "";
  const tags = draft.tags ?? [];

  if (!SLUG.test(draft.slug ?? "")) add("slug", "slug.invalid", { slug: draft.slug ?? "" });
  const categories: readonly string[] = context.categories ?? ARTICLE_CATEGORIES;
  if (!categories.includes(draft.category)) add("category", "category.unknown", { category: draft.category ?? "" });
  if (title.length < L.titleMin) add("title", "title.tooShort", { min: L.titleMin });
  const lowerTitle = title.toLowerCase();
  if ([...context.titles].some((other) => other.trim().toLowerCase() === lowerTitle)) add("title", "title.taken", { title });
  if (excerpt.length < L.excerptMin) add("excerpt", "excerpt.tooShort", { min: L.excerptMin });

  // The search snippet: the SEO title, else the title, with the suffix; the SEO description, else the excerpt.
  const seoTitle = draft.seoTitle?.trim() || null;
  const searchTitle = seoTitle ?? title;
  if (seoTitle !== null && seoTitle.length < L.titleMin) add("seoTitle", "seoTitle.tooShort", { min: L.titleMin });
  if (searchTitle.length + TITLE_SUFFIX.length > SEARCH_TITLE_MAX)
    add(seoTitle === null ? "title" : "seoTitle", "seoTitle.tooLong", { length: searchTitle.length, max: SEARCH_TITLE_MAX - TITLE_SUFFIX.length });
  const seoDescription = draft.seoDescription?.trim() || null;
  const description = seoDescription ?? excerpt;
  if (description.length < DESCRIPTION.min || description.length > DESCRIPTION.max)
    add(seoDescription === null ? "excerpt" : "seoDescription", description.length < DESCRIPTION.min ? "seoDescription.tooShort" : "seoDescription.tooLong", {
      length: description.length,
      ...DESCRIPTION,
    });

  if (tags.length < L.tagsMin || tags.length > L.tagsMax) add("tags", "tags.count", { count: tags.length, min: L.tagsMin, max: L.tagsMax });
  if (tags.some((tag) => !tag.trim())) add("tags", "tags.empty");

  const parts = context.read?.body ?? bodyParts(body);
  const words = body.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  if (words < L.wordsMin) add("body", "body.tooShort", { words, min: L.wordsMin });
  if (parts.headings.includes(1)) add("body", "body.heading1");
  const h2 = parts.headings.filter((depth) => depth === 2).length;
  if (h2 < L.h2Min) add("body", "body.headings", { count: h2, min: L.h2Min });
  if (parts.lists === 0) add("body", "body.list");
  for (const href of parts.links) {
    if (!href.startsWith("/") || href.startsWith("//")) continue;
    const target = linkTarget(href, draft.locale);
    if (aliases[target]) add("body", "body.oldLink", { href, canonical: aliases[target] });
    else if (!context.resolves(target)) add("body", "body.brokenLink", { href });
  }

  const twinAlts = [
    draft.locale === "fr" ? context.twin?.featuredImageAlt : null,
    ...(context.twin ? (context.read?.twinAlts ?? bodyParts(context.twin.body).images.map((i) => i.alt)) : []),
  ]
    .map((alt) => alt?.trim() ?? "")
    .filter(Boolean);
  const libraryImage = mediaRef(draft.featuredImage);
  if (libraryImage !== null) {
    // A library image carries its alt text in each language: the one of the page's language is required.
    const alts = context.media?.get(libraryImage);
    if (!alts) add("featuredImage", "image.unknown", { src: draft.featuredImage ?? "" });
    else
      problems.push(
        ...libraryAltProblems("featuredImage", alts, draft.locale, { field: "featuredImage", code: "image.altMissingIn", params: { language: draft.locale } }),
      );
  } else if (draft.featuredImage) {
    if (!isSiteImage(draft.featuredImage)) add("featuredImage", "image.path", { src: draft.featuredImage });
    problems.push(...altProblems("featuredImageAlt", draft.featuredImageAlt, draft.locale, twinAlts));
  }
  for (const image of parts.images) {
    // A library image in the body: the Markdown's alt text if it has one, else the library's in the page's language.
    const id = mediaRef(image.src);
    const alts = id === null ? null : context.media?.get(id);
    if (id !== null && !alts) add("body", "image.unknown", { src: image.src });
    else if (alts && !image.alt.trim())
      problems.push(...libraryAltProblems("body", alts, draft.locale, { field: "body", code: "image.altMissingInBody", params: { src: image.src } }));
    else problems.push(...altProblems("body", image.alt, draft.locale, twinAlts));
  }

  if (draft.locale === "en") {
    if (draft.translationOf) add("translationOf", "twin.englishHasNone");
    return problems;
  }

  // French: written in French, to the rules of docs/french.md, with the facts of its English twin.
  const twin = context.twin;
  if (!draft.translationOf || !twin || twin.slug !== draft.translationOf) add("translationOf", "twin.missing", { slug: draft.translationOf ?? "" });
  else {
    if (twin.category !== draft.category) add("category", "twin.category", { category: twin.category });
    if (twin.tags.length !== tags.length) add("tags", "twin.tagCount", { count: twin.tags.length });
  }
  const bodyShare = frenchShare(parts.html);
  if (bodyShare < FRENCH_SHARE.body) add("body", "french.share", { share: Math.round(bodyShare * 100), min: FRENCH_SHARE.body * 100 });
  const titleShare = frenchShare(`${title} ${excerpt}`);
  if (titleShare < FRENCH_SHARE.title) add("title", "french.share", { share: Math.round(titleShare * 100), min: FRENCH_SHARE.title * 100 });
  for (const field of ["title", "seoTitle", "excerpt", "seoDescription"] as const) problems.push(...frenchText(field, draft[field] ?? ""));
  for (const tag of tags) problems.push(...frenchText("tags", tag, "tag"));
  problems.push(...frenchText("body", body, "markdown"));
  return problems;
}

/**
 * Articles checked together, as the files of content/ are: each against the other titles of its
 * language, its English twin among them, and the links the published ones and the site's routes
 * answer. The problems of each article, in their order.
 */
export function checkArticles(articles: readonly { draft: ArticleDraft; published: boolean }[]): Problem[][] {
  const published = (locale: Locale) => articles.filter((a) => a.published && a.draft.locale === locale).map((a) => a.draft.slug);
  const paths = sitePaths({ en: published("en"), fr: published("fr") });
  const english = new Map(articles.filter((a) => a.draft.locale === "en").map((a) => [a.draft.slug, a.draft]));
  return articles.map(({ draft }) =>
    checkArticle(draft, {
      titles: articles.filter((other) => other.draft !== draft && other.draft.locale === draft.locale).map((other) => other.draft.title),
      twin: draft.translationOf ? (english.get(draft.translationOf) ?? null) : null,
      resolves: (path) => paths.has(path),
    }),
  );
}

/** The problems of a city page's words in one language (its hero, ad-spend figure and FAQ). Never throws. */
export function checkCity(city: CityDraft, locale: Locale): Problem[] {
  const problems: Problem[] = [];
  const add = (field: string, code: ProblemCode, params: Problem["params"] = {}) => problems.push({ field, code, params });
  const texts: [string, string][] = [
    ["heroTitle", city.heroTitle ?? ""],
    ["heroSubtitle", city.heroSubtitle ?? ""],
    ...(city.faq ?? []).flatMap((item, i): [string, string][] => [
      [`faq.${i}.question`, item.question ?? ""],
      [`faq.${i}.answer`, item.answer ?? ""],
    ]),
  ];
  if ((city.heroTitle?.trim().length ?? 0) < ARTICLE_LIMITS.titleMin) add("heroTitle", "title.tooShort", { min: ARTICLE_LIMITS.titleMin });
  if ((city.heroSubtitle?.trim().length ?? 0) < ARTICLE_LIMITS.excerptMin) add("heroSubtitle", "excerpt.tooShort", { min: ARTICLE_LIMITS.excerptMin });
  (city.faq ?? []).forEach((item, i) => {
    if (!item.question?.trim().endsWith("?")) add(`faq.${i}.question`, "faq.question");
    if ((item.answer?.trim().length ?? 0) < ARTICLE_LIMITS.excerptMin) add(`faq.${i}.answer`, "excerpt.tooShort", { min: ARTICLE_LIMITS.excerptMin });
  });
  if (locale === "en") {
    // The spec's form, which the pages' formatters read ("$1.15M+").
    if (!/^\$\d+(?:\.\d+)?[KM]?\+?$/.test(city.adSpend ?? "")) add("adSpend", "city.adSpend", { figure: city.adSpend ?? "" });
    return problems;
  }
  const share = frenchShare(texts.map(([, text]) => text).join(" "));
  if (share < FRENCH_SHARE.body) add("heroSubtitle", "french.share", { share: Math.round(share * 100), min: FRENCH_SHARE.body * 100 });
  for (const [field, text] of [...texts, ["adSpend", city.adSpend ?? ""] as [string, string]]) problems.push(...frenchText(field, text));
  return problems;
}

/** A problem in words, in a language (the account's, for a refused publish): its advice in that language. */
export function problemMessage(problem: Problem, locale: Locale): string {
  const advice = problem.params[`advice.${locale}`];
  const params = advice === undefined ? problem.params : { ...problem.params, advice };
  return translator(locale, "staff")(`gates.${problem.code}`, params as never);
}
