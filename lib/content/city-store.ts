import "server-only";
import { and, desc, eq, inArray } from "drizzle-orm";
import { dialect } from "@/db/dialect";
import { getDb, transaction, type Db } from "@/db";
import { cities, contentRevisions, type City } from "@/db/schema";
import { cityLabels, parseCityContent } from "@/lib/content/cities";
import { CONFLICT_WORDS_MAX, diffSnapshots, type FieldDiff } from "@/lib/content/diff";
import { diffWholeFields } from "@/lib/content/diff-fields.mjs";
import { assertMayWrite, clearWorkingCopy } from "@/lib/content/editing";
import type { CityDraft, Problem } from "@/lib/content/gates";
import { recordEvent } from "@/lib/content/events";
import { indexCity } from "@/lib/content/kinds/city-search";
import { listRevisions, revisionValues, type RevisionPage } from "@/lib/content/store";
import { ContentError, type ContentActor } from "@/lib/content/document";
import type { Locale } from "@/lib/i18n/locale";
import { recordAudit } from "@/lib/staff/audit";
import type { CityFigures, CityText, Page, RestoreChoice } from "@/lib/validations/content";

// City pages in the content store: one document per city with a page in each language. Each
// language has its own revisions (numbered per city and language); the words are the language's,
// the figures (population, dealerships, ad spend) are shared and written through the English page.
// The list of cities stays code (content/cities.ts): no create or delete.

export type CityFields = CityText & Partial<CityFigures>;

// A city's name and province in each language, as that language's pages write them.
interface CityLabels {
  names: Record<Locale, string>;
  provinces: Record<Locale, string>;
}

export interface CityDetail extends CityLabels {
  slug: string;
  cityName: string;
  province: string;
  locale: Locale;
  revision: number;
  publishedRevision: number;
  status: "published" | "changed";
  live: CityFields;
  draft: CityFields;
  figures: CityFigures;
}

export interface CitySummary extends CityLabels {
  id: number;
  slug: string;
  cityName: string;
  province: string;
  locales: Record<Locale, { revision: number; publishedRevision: number; status: "published" | "changed" }>;
}

const FIGURES = ["population", "dealershipCount", "avgMonthlyAdSpend"] as const;
const LIVE_KINDS = ["publish", "import"] as const;

async function findCity(slug: string, db: Db = getDb()): Promise<City> {
  const [city] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
  if (!city) throw new ContentError("contentNotFound", 404);
  return city;
}

function labelsOf(city: City): CityLabels {
  const [en, fr] = [cityLabels(city, "en"), cityLabels(city, "fr")];
  return { names: { en: en.name, fr: fr.name }, provinces: { en: en.province, fr: fr.province } };
}

const figuresOf = (city: City): CityFigures => ({
  population: city.population,
  dealershipCount: city.dealershipCount,
  avgMonthlyAdSpend: city.avgMonthlyAdSpend,
});

function json(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

// The page as the live row holds it: French words in contentFr (the English JSON's shape), else the
// page's defaults.
function liveFields(city: City, locale: Locale): CityFields {
  const french = json(city.contentFr);
  const text = locale === "fr" && french.hero_title ? parseCityContent(city.cityName, city.contentFr) : parseCityContent(city.cityName, city.content, locale);
  return locale === "en" ? { ...text, ...figuresOf(city) } : text;
}

interface Heads {
  revision: number;
  publishedRevision: number;
}

// A language's newest revision and the one its page shows (0: as imported, without a revision).
async function heads(city: City, locale: Locale, db: Db = getDb()): Promise<Heads> {
  const where = and(eq(contentRevisions.docKind, "city"), eq(contentRevisions.docId, city.id), eq(contentRevisions.locale, locale));
  const [head] = await db.select().from(contentRevisions).where(where).orderBy(desc(contentRevisions.number)).limit(1);
  const [live] = await db
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(and(where, inArray(contentRevisions.kind, [...LIVE_KINDS])))
    .orderBy(desc(contentRevisions.number))
    .limit(1);
  return { revision: head?.number ?? 0, publishedRevision: live?.number ?? 0 };
}

async function cityAt(city: City, locale: Locale, number: number, db: Db = getDb()): Promise<CityFields> {
  if (number === 0) return liveFields(city, locale);
  const [row] = await db
    .select({ snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(eq(contentRevisions.docKind, "city"), eq(contentRevisions.docId, city.id), eq(contentRevisions.locale, locale), eq(contentRevisions.number, number)),
    )
    .limit(1);
  if (!row) throw new ContentError("noSuchRevision", 404);
  return cityFieldsOf(row.snapshot, locale);
}

// A revision's fields: the seed's import revisions hold the row's JSON keys (hero_title ...), the
// workspace's hold these; the figures are the English page's.
function cityFieldsOf(snapshot: Record<string, unknown>, locale: Locale): CityFields {
  const text = {
    heroTitle: snapshot.heroTitle ?? snapshot.hero_title,
    heroSubtitle: snapshot.heroSubtitle ?? snapshot.hero_subtitle,
    faq: snapshot.faq ?? [],
  } as CityText;
  if (locale === "fr") return text;
  return { ...text, ...Object.fromEntries(FIGURES.filter((f) => snapshot[f] !== undefined).map((f) => [f, snapshot[f]])) };
}

const statusOf = (h: Heads) => (h.revision > h.publishedRevision ? "changed" : "published");

export async function listCities(): Promise<CitySummary[]> {
  const rows = await getDb().select().from(cities).orderBy(cities.id);
  return Promise.all(
    rows.map(async (city) => {
      const [en, fr] = [await heads(city, "en"), await heads(city, "fr")];
      return {
        id: city.id,
        slug: city.slug,
        cityName: city.cityName,
        province: city.province,
        ...labelsOf(city),
        locales: { en: { ...en, status: statusOf(en) }, fr: { ...fr, status: statusOf(fr) } },
      };
    }),
  );
}

export async function getCityPage(slug: string, locale: Locale): Promise<CityDetail> {
  const city = await findCity(slug);
  const h = await heads(city, locale);
  return {
    slug: city.slug,
    cityName: city.cityName,
    province: city.province,
    ...labelsOf(city),
    locale,
    ...h,
    status: statusOf(h),
    live: await cityAt(city, locale, h.publishedRevision),
    draft: await cityAt(city, locale, h.revision),
    figures: figuresOf(city),
  };
}

export async function cityRevisions(slug: string, locale: Locale, page: Page = {}): Promise<RevisionPage> {
  return listRevisions("city", (await findCity(slug)).id, locale, page);
}

export async function diffCity(slug: string, locale: Locale, from: number, to: number): Promise<FieldDiff[]> {
  const city = await findCity(slug);
  return diffSnapshots(await cityAt(city, locale, from), await cityAt(city, locale, to));
}

// A change from a revision that is no longer the language's head, found in its transaction; the 409
// with who saved since and what changed is built after it (conflictAfter), off the request's thread.
class StaleCityError extends ContentError {
  constructor(
    readonly slug: string,
    readonly locale: Locale,
    readonly base: number,
  ) {
    super("contentConflict", 409);
  }
}

// Changes to one city take turns (an advisory lock on PostgreSQL; SQLite's writers already do), so
// the head read here is still the head when the next number is written; the unique index on
// (doc, language, number) holds it besides.
async function lockedHeads(tx: Db, city: City, locale: Locale, base: number): Promise<Heads> {
  await dialect.takeTurns(tx, 39_000_000 + city.id);
  const h = await heads(city, locale, tx);
  if (h.revision !== base) throw new StaleCityError(city.slug, locale, base);
  return h;
}

async function conflictAfter({ slug, locale, base }: StaleCityError): Promise<ContentError> {
  const city = await findCity(slug);
  const h = await heads(city, locale);
  const [head] = await getDb()
    .select()
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.docKind, "city"),
        eq(contentRevisions.docId, city.id),
        eq(contentRevisions.locale, locale),
        eq(contentRevisions.number, h.revision),
      ),
    )
    .limit(1);
  const before = base <= h.revision ? await cityAt(city, locale, base).catch(() => ({})) : null;
  const diff = before ? await diffSnapshots(before, await cityAt(city, locale, h.revision), { wordsUpTo: CONFLICT_WORDS_MAX }) : [];
  return new ContentError("contentConflict", 409, {
    conflict: { revision: h.revision, author: head?.authorEmail ?? null, at: head?.createdAt ?? city.editedAt ?? "", diff },
  });
}

// A city change's transaction, answering the full 409 when its base was stale.
export async function withCityConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StaleCityError) throw await conflictAfter(error);
    throw error;
  }
}

// PATCH /staff/api/content/cities/{slug}?locale=: a new revision of one language from `baseRevision`,
// refused (409) while someone else holds the language's edit lock. The figures belong to the English
// page. A save that changes nothing writes no revision and answers its base, still the head.
export async function saveCity(
  actor: ContentActor,
  slug: string,
  locale: Locale,
  input: Partial<CityFields> & { baseRevision: number },
): Promise<{ revision: number }> {
  if (locale === "fr" && FIGURES.some((f) => input[f] !== undefined)) throw new ContentError("figuresInEnglish", 400, { field: "population" });
  return withCityConflict(
    transaction(async (tx) => {
      const city = await findCity(slug, tx);
      const doc = { kind: "city" as const, id: city.id, locale };
      await assertMayWrite(doc, actor.id, tx);
      const h = await lockedHeads(tx, city, locale, input.baseRevision);
      const { baseRevision, ...changes } = input;
      const head = await cityAt(city, locale, h.revision, tx);
      const fields = { ...head, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) };
      if (diffWholeFields(head, fields).length === 0) {
        await clearWorkingCopy(actor.id, doc, tx);
        return { revision: h.revision };
      }
      const number = h.revision + 1;
      await tx.insert(contentRevisions).values(revisionValues("city", city.id, locale, number, "save", actor, fields, { base: baseRevision }));
      await tx
        .update(cities)
        .set({ revision: Math.max(city.revision, number), editedAt: new Date().toISOString() })
        .where(eq(cities.id, city.id));
      await recordAudit(
        { actor, action: "content-saved", target: `city:${slug}:${locale}`, detail: { revision: number, base: baseRevision }, ip: actor.ip },
        tx,
      );
      await indexCity(tx, city.id, locale);
      // The revision now holds what the autosave kept.
      await clearWorkingCopy(actor.id, doc, tx);
      return { revision: number };
    }),
  );
}

// POST .../cities/{slug}/restore?locale=: an older revision's words (and, for English, figures) as
// the language's newest revision, a draft until published, in the transaction of lib/content/publish.ts
// (which took the edit lock). Restoring what the head already holds writes nothing.
export async function restoreCityIn(
  tx: Db,
  actor: ContentActor,
  slug: string,
  locale: Locale,
  from: number,
  choice: RestoreChoice = {},
): Promise<{ revision: number }> {
  const city = await findCity(slug, tx);
  await dialect.takeTurns(tx, 39_000_000 + city.id);
  const h = await heads(city, locale, tx);
  const [old, head] = [await cityAt(city, locale, from, tx), await cityAt(city, locale, h.revision, tx)];
  if (choice.fields?.some((name) => !Object.hasOwn(old, name))) throw new ContentError("badField", 400, { field: "fields" });
  const fields = choice.fields ? { ...head, ...Object.fromEntries(choice.fields.map((name) => [name, old[name as keyof CityFields]])) } : old;
  if (diffWholeFields(head, fields).length === 0) return { revision: h.revision };
  const number = h.revision + 1;
  await tx.insert(contentRevisions).values(revisionValues("city", city.id, locale, number, "restore", actor, fields, { base: from }));
  await tx
    .update(cities)
    .set({ revision: Math.max(city.revision, number), editedAt: new Date().toISOString() })
    .where(eq(cities.id, city.id));
  await recordAudit({ actor, action: "content-restored", target: `city:${slug}:${locale}`, detail: { revision: number, from }, ip: actor.ip }, tx);
  await indexCity(tx, city.id, locale);
  return { revision: number };
}

// What the city page's adapter (lib/content/kinds/city.ts) hands its store for a publish: its gates
// and the paths a change of the page purges.
export interface CityRules {
  gates(draft: CityDraft, locale: Locale): Problem[];
  paths(slug: string): string[];
}

// What a publish of one language writes into the live row: its words (in the row's JSON keys), and
// from English the figures.
function liveColumns(city: City, locale: Locale, fields: CityFields): Partial<City> {
  const column = locale === "en" ? "content" : "contentFr";
  const words = { ...json(city[column]), hero_title: fields.heroTitle, hero_subtitle: fields.heroSubtitle, faq: fields.faq };
  const figures = locale === "en" ? Object.fromEntries(FIGURES.filter((f) => fields[f] !== undefined).map((f) => [f, fields[f]])) : {};
  return { [column]: JSON.stringify(words), ...figures };
}

// Fields the editor sent or autosaved but has not saved, kept only where their type is right (the
// figures from the English page only).
function unsavedCityFields(unsaved: Record<string, unknown> | null, locale: Locale): Partial<CityFields> {
  if (!unsaved) return {};
  const faq = unsaved.faq;
  const valid = {
    heroTitle: typeof unsaved.heroTitle === "string",
    heroSubtitle: typeof unsaved.heroSubtitle === "string",
    faq: Array.isArray(faq) && faq.every((item) => typeof item?.question === "string" && typeof item?.answer === "string"),
    population: locale === "en" && Number.isInteger(unsaved.population),
    dealershipCount: locale === "en" && Number.isInteger(unsaved.dealershipCount),
    avgMonthlyAdSpend: locale === "en" && (typeof unsaved.avgMonthlyAdSpend === "string" || unsaved.avgMonthlyAdSpend === null),
  };
  return Object.fromEntries(Object.entries(valid).flatMap(([name, ok]) => (ok ? [[name, unsaved[name]]] : [])));
}

// A city's row as its page would read it with one language's revision (or head, with the editor's
// unsaved fields over it) published: what a preview shows, through the published page's own component.
export async function cityPreview(
  slug: string,
  locale: Locale,
  revision: number | "head" = "head",
  unsaved: Record<string, unknown> | null = null,
): Promise<{ city: City; revision: number }> {
  const city = await findCity(slug);
  const number = revision === "head" ? (await heads(city, locale)).revision : revision;
  const fields = { ...(await cityAt(city, locale, number)), ...(revision === "head" ? unsavedCityFields(unsaved, locale) : {}) };
  return { city: { ...city, ...liveColumns(city, locale, fields) }, revision: number };
}

// A city page's newest revision in a language (a publish names the one it publishes, lib/content/publish.ts).
export async function cityHead(slug: string, locale: Locale): Promise<number> {
  return (await heads(await findCity(slug), locale)).revision;
}

// The slug of the city with this id (a review names its document by id); 404 when there is none.
export async function citySlug(id: number): Promise<string> {
  const [city] = await getDb().select({ slug: cities.slug }).from(cities).where(eq(cities.id, id)).limit(1);
  if (!city) throw new ContentError("contentNotFound", 404);
  return city.slug;
}

// The publish of a city page's language, in the transaction of lib/content/publish.ts (which ran the
// review policy, the edit lock and the HTML check): the gates over the language's head, then its
// publish revision, the live row's words (and figures, from English) and the content event.
export async function publishCityIn(
  tx: Db,
  actor: ContentActor,
  slug: string,
  locale: Locale,
  input: { baseRevision: number },
  rules: CityRules,
): Promise<{ revision: number; event: number }> {
  const city = await findCity(slug, tx);
  const h = await lockedHeads(tx, city, locale, input.baseRevision);
  const fields = await cityAt(city, locale, h.revision, tx);
  // The ad-spend figure as this language's page shows it: English's own, French's as French writes it.
  const adSpend = String((locale === "en" ? (fields.avgMonthlyAdSpend ?? city.avgMonthlyAdSpend) : json(city.contentFr).avgMonthlyAdSpend) ?? "");
  const problems = rules.gates({ heroTitle: fields.heroTitle, heroSubtitle: fields.heroSubtitle, faq: fields.faq, adSpend }, locale);
  if (problems.length > 0) throw new ContentError("publishRefused", 422, { problems });
  const number = h.revision + 1;
  await tx.insert(contentRevisions).values(revisionValues("city", city.id, locale, number, "publish", actor, fields, { base: input.baseRevision }));
  await tx
    .update(cities)
    .set({
      ...liveColumns(city, locale, fields),
      revision: Math.max(city.revision, number),
      ...(locale === "en" ? { publishedRevision: number } : {}),
      editedAt: new Date().toISOString(),
    })
    .where(eq(cities.id, city.id));
  const event = await recordEvent(tx, { action: "published", docKind: "city", docId: city.id, paths: rules.paths(slug), actor });
  await recordAudit({ actor, action: "content-published", target: `city:${slug}:${locale}`, detail: { revision: number, event }, ip: actor.ip }, tx);
  await indexCity(tx, city.id, locale);
  return { revision: number, event };
}
