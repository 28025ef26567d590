import "server-only";
import { and, eq, sql, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/db";
import { LANGUAGES } from "@/db/enums";
import { cities, contentRevisions, type City } from "@/db/schema";
import { searchIndex, type SearchDocument } from "@/db/search";
import type { Locale } from "@/lib/i18n/locale";
import { boundedRepeats } from "./search-text";

// A city page's rows of the workspace's search, one per language (its adapter, ./city.ts, holds them;
// lib/content/city-store.ts brings them up to date in the transaction that changed the page).

// A city page's words as the index reads them: a revision's snapshot (the import's keys, hero_title
// ..., or the workspace's, heroTitle ...), or the live row's JSON (the import's keys).
interface CityWords {
  heroTitle: string;
  heroSubtitle: string;
  faq: { question: string; answer: string }[];
}

function cityWords(snapshot: Record<string, unknown>): CityWords {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const faq = Array.isArray(snapshot.faq) ? (snapshot.faq as CityWords["faq"]) : [];
  return {
    heroTitle: text(snapshot.heroTitle ?? snapshot.hero_title),
    heroSubtitle: text(snapshot.heroSubtitle ?? snapshot.hero_subtitle),
    faq: faq.map((item) => ({ question: text(item?.question), answer: text(item?.answer) })),
  };
}

const cityText = (words: CityWords) => [words.heroSubtitle, ...words.faq.flatMap((item) => [item.question, item.answer])].join(" ");

function rowJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// One language of a city page: its name and province as that language's page writes them (the
// French in contentFr, as the public page reads them), its newest revision's hero and questions and,
// when the live page says otherwise, the live words.
function cityDocument(city: City, locale: Locale, headSnapshot: Record<string, unknown> | null): SearchDocument {
  const row = rowJson(locale === "fr" ? city.contentFr : city.content);
  const live = cityWords(row);
  const head = headSnapshot ? cityWords(headSnapshot) : live;
  const name = locale === "fr" && typeof row.cityName === "string" ? row.cityName : city.cityName;
  const province = locale === "fr" && typeof row.province === "string" ? row.province : city.province;
  const liveText = [live.heroTitle, cityText(live)].join(" ");
  return {
    docKind: "city",
    docId: city.id,
    locale,
    title: name,
    excerpt: head.heroTitle,
    body: boundedRepeats(cityText(head)),
    tags: province,
    live: liveText === [head.heroTitle, cityText(head)].join(" ") ? "" : boundedRepeats(liveText),
  };
}

const cityRevisionAt = (locale: SQLWrapper | Locale) =>
  and(
    eq(contentRevisions.docKind, "city"),
    eq(contentRevisions.docId, cities.id),
    eq(contentRevisions.locale, locale),
    eq(
      contentRevisions.number,
      sql`(select max(${contentRevisions.number}) from ${contentRevisions} where ${contentRevisions.docKind} = 'city' and ${contentRevisions.docId} = ${cities.id} and ${contentRevisions.locale} = ${locale})`,
    ),
  );

// One language of a city page brought up to date, in the transaction that changed it.
export async function indexCity(tx: Db, id: number, locale: Locale): Promise<void> {
  const [row] = await tx
    .select({ city: cities, snapshot: contentRevisions.snapshot })
    .from(cities)
    .leftJoin(contentRevisions, cityRevisionAt(locale))
    .where(eq(cities.id, id));
  if (row) await searchIndex.put(tx, cityDocument(row.city, locale, row.snapshot));
}

// Every city page's rows, read with their newest revisions in one query per language; how many.
export async function indexAllCities(tx: Db): Promise<number> {
  let count = 0;
  for (const locale of LANGUAGES) {
    const pages = await tx.select({ city: cities, snapshot: contentRevisions.snapshot }).from(cities).leftJoin(contentRevisions, cityRevisionAt(locale));
    for (const { city, snapshot } of pages) await searchIndex.put(tx, cityDocument(city, locale, snapshot));
    count += pages.length;
  }
  return count;
}
