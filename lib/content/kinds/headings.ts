import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db";
import type { ContentKind } from "@/db/enums";
import { articles, cities } from "@/db/schema";
import { cityLabels } from "@/lib/content/cities";
import type { Locale } from "@/lib/i18n/locale";

// How each kind names its documents (a title in a language, the editor's address), for what rows name
// by doc_id: the reviews' list, and the outbox's e-mails about reviews and schedules
// (lib/content/notices.ts), which cannot import the kinds' registry (the stores queue through it). Each
// kind's adapter (./article.ts, ./city.ts) carries its reader; a new kind adds one line below.
export interface Heading {
  title: string;
  // The document's editor.
  href: string;
}

// The documents of the ids, in one read; a document gone is not in the map.
export type Headings = (ids: number[]) => Promise<Map<number, (locale: Locale) => Heading>>;

export const articleHeadings: Headings = async (ids) => {
  const rows = ids.length ? await getDb().select({ id: articles.id, title: articles.title }).from(articles).where(inArray(articles.id, ids)) : [];
  return new Map(rows.map(({ id, title }) => [id, () => ({ title, href: `/staff/content/articles/${id}` })]));
};

// A city page is named by its city, in the page's language.
export const cityHeadings: Headings = async (ids) => {
  const rows = ids.length ? await getDb().select().from(cities).where(inArray(cities.id, ids)) : [];
  return new Map(rows.map((city) => [city.id, (locale) => ({ title: cityLabels(city, locale).name, href: `/staff/content/cities/${city.slug}` })]));
};

export const HEADINGS: { [K in ContentKind]: Headings } = { article: articleHeadings, city: cityHeadings };
