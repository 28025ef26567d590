import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import { cache } from "react";
import { ARTICLE_CATEGORIES } from "@/content/blog-categories";
import { categoryLabels } from "@/content/fr/blog-categories";
import { getDb, transaction, type Db } from "@/db";
import type { TermKind } from "@/db/enums";
import { articles, contentRevisions, terms, type Term } from "@/db/schema";
import { rowId, type ContentActor } from "@/lib/content/document";
import { recordEvent } from "@/lib/content/events";
import type { Locale } from "@/lib/i18n/locale";
import { articlePath, localePath } from "@/lib/routes";
import { recordAudit } from "@/lib/staff/audit";
import { errorText, StaffError, type StaffTranslator } from "@/lib/staff/messages";

// The blog's categories and tags as the workspace manages them (issue 50, item 4; docs/publishing.md
// "Categories and tags"): one row per term with its name in each language. An article holds its
// category's slug (the three seeded categories keep their historical ids, "Digital Analytics"…, which
// the API, the filters and the files hold) and its tags as names in its own language, so renaming a
// tag rewrites the live rows that carry it and tells every instance to purge their pages.

export type { Term };

export interface TermSummary extends Pick<Term, "id" | "kind" | "slug" | "nameEn" | "nameFr"> {
  /** Articles (rows of either language, published or not) that use the term. */
  articles: number;
}

export class TermError extends StaffError {
  constructor(
    key: string,
    status: number,
    values: Record<string, string | number> = {},
    readonly field: string | null = null,
  ) {
    super(key, values, status);
  }

  override details(t: StaffTranslator): Record<string, unknown> {
    return this.field ? { fields: { [this.field]: errorText(t, this.key, this.values) } } : {};
  }
}

const nameIn = (term: Pick<Term, "nameEn" | "nameFr">, locale: Locale) => (locale === "fr" ? term.nameFr : term.nameEn);
const same = (a: string, b: string) => a.trim().toLocaleLowerCase("fr") === b.trim().toLocaleLowerCase("fr");

/** A name as a slug: "Ventes d'été" is "ventes-d-ete". */
export function termSlug(name: string): string {
  return (
    name
      .normalize("NFD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "term"
  );
}

// ---- Reading.

export async function termsOf(kind: TermKind, db: Db = getDb()): Promise<Term[]> {
  return db.select().from(terms).where(eq(terms.kind, kind)).orderBy(asc(terms.id));
}

/** The category slugs an article may hold: what the publish gate accepts. */
export async function categorySlugs(db: Db = getDb()): Promise<string[]> {
  return (await termsOf("category", db)).map((t) => t.slug);
}

/** Every term with how many articles use it: categories in their order, then tags by English name. */
export async function listTerms(db: Db = getDb()): Promise<TermSummary[]> {
  const [rows, used] = await Promise.all([
    db.select().from(terms).orderBy(asc(terms.id)),
    db.select({ locale: articles.locale, category: articles.category, tags: articles.tags }).from(articles),
  ]);
  const count = (term: Term) =>
    used.filter((a) => (term.kind === "category" ? a.category === term.slug : a.tags.some((tag) => same(tag, nameIn(term, a.locale))))).length;
  const summary = (t: Term): TermSummary => ({ id: t.id, kind: t.kind, slug: t.slug, nameEn: t.nameEn, nameFr: t.nameFr, articles: count(t) });
  const tags = rows.filter((t) => t.kind === "tag").sort((a, b) => a.nameEn.localeCompare(b.nameEn, "en"));
  return [...rows.filter((t) => t.kind === "category"), ...tags].map(summary);
}

/** Each category's name in a language, by slug, in the table's order: one read per render (React's cache). */
export const categoryNames = cache(async (locale: Locale): Promise<Map<string, string>> => {
  return new Map((await termsOf("category")).map((t) => [t.slug, nameIn(t, locale)]));
});

/** Every tag's name in a language, alphabetically: the editor's suggestions. */
export async function tagSuggestions(locale: Locale): Promise<string[]> {
  return (await termsOf("tag")).map((t) => nameIn(t, locale)).sort((a, b) => a.localeCompare(b, locale));
}

/** A category's name in a language; an article's category the table lacks shows as it is held. */
export async function categoryName(locale: Locale, slug: string): Promise<string> {
  const [row] = await getDb()
    .select()
    .from(terms)
    .where(and(eq(terms.kind, "category"), eq(terms.slug, slug)))
    .limit(1);
  return row ? nameIn(row, locale) : slug;
}

/** An article's tags as a page in `locale` shows them: each tag's name there, a tag the table lacks as written. */
export async function tagNames(tags: readonly string[], articleLocale: Locale, locale: Locale = articleLocale): Promise<string[]> {
  if (!tags.length) return [];
  const rows = await termsOf("tag");
  return tags.map((tag) => {
    const term = rows.find((t) => same(nameIn(t, articleLocale), tag));
    return term ? nameIn(term, locale) : tag;
  });
}

// ---- The seed.

/**
 * The terms content/ implies, added where the table lacks them (never renamed back): the three
 * categories with the names the site shows, and each tag of the articles with its French name taken
 * from the French adaptation's tag at the same place (a tag without one keeps its English name).
 */
export async function seedTerms(
  db: Db,
  files: readonly { locale: Locale; slug: string; translationOf?: string | null; tags: readonly string[] }[],
): Promise<number> {
  const wanted: { kind: TermKind; slug: string; nameEn: string; nameFr: string }[] = ARTICLE_CATEGORIES.map((id) => ({
    kind: "category",
    slug: id,
    nameEn: id,
    nameFr: categoryLabels[id],
  }));
  const french = new Map(files.filter((f) => f.locale === "fr" && f.translationOf).map((f) => [f.translationOf!, f.tags]));
  const tags = new Map<string, { nameEn: string; nameFr: string }>();
  for (const file of files.filter((f) => f.locale === "en")) {
    file.tags.forEach((tag, i) => {
      const slug = termSlug(tag);
      const fr = french.get(file.slug)?.[i];
      if (!tags.has(slug)) tags.set(slug, { nameEn: tag, nameFr: fr ?? tag });
    });
  }
  const frenchNames = new Set([...tags.values()].map((t) => t.nameFr.toLocaleLowerCase("fr")));
  for (const file of files.filter((f) => f.locale === "fr")) {
    for (const tag of file.tags) {
      if (frenchNames.has(tag.toLocaleLowerCase("fr")) || tags.has(termSlug(tag))) continue;
      tags.set(termSlug(tag), { nameEn: tag, nameFr: tag });
      frenchNames.add(tag.toLocaleLowerCase("fr"));
    }
  }
  for (const [slug, names] of tags) wanted.push({ kind: "tag", slug, ...names });
  const held = new Set((await db.select({ kind: terms.kind, slug: terms.slug }).from(terms)).map((t) => `${t.kind}:${t.slug}`));
  const missing = wanted.filter((t) => !held.has(`${t.kind}:${t.slug}`));
  for (let i = 0; i < missing.length; i += 200) await db.insert(terms).values(missing.slice(i, i + 200));
  return missing.length;
}

// ---- Changes.

export interface TermInput {
  kind: TermKind;
  nameEn: string;
  nameFr: string;
}

async function findTerm(id: number, db: Db): Promise<Term> {
  const [row] = await db.select().from(terms).where(eq(terms.id, id)).limit(1);
  if (!row) throw new TermError("termNotFound", 404);
  return row;
}

/** A term id from an address ("12"); anything else is no such term. */
export const termId = (value: string): number => rowId(value, () => new TermError("termNotFound", 404));

// No two terms of a kind share a name in a language (the tags of an article are matched by it).
async function refuseTakenNames(db: Db, kind: TermKind, names: Partial<Record<Locale, string>>, except: number | null) {
  const rows = await termsOf(kind, db);
  for (const locale of ["en", "fr"] as const) {
    const name = names[locale];
    const taken = name !== undefined && rows.find((t) => t.id !== except && same(nameIn(t, locale), name));
    if (taken) throw new TermError("termNameTaken", 409, { name: nameIn(taken, locale) }, locale === "fr" ? "nameFr" : "nameEn");
  }
}

export async function createTerm(actor: ContentActor, input: TermInput): Promise<TermSummary> {
  return transaction(async (tx) => {
    await refuseTakenNames(tx, input.kind, { en: input.nameEn, fr: input.nameFr }, null);
    const base = termSlug(input.nameEn);
    const slugs = new Set((await termsOf(input.kind, tx)).map((t) => t.slug));
    let slug = base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${n}`;
    const [row] = await tx.insert(terms).values({ kind: input.kind, slug, nameEn: input.nameEn, nameFr: input.nameFr }).returning();
    await recordAudit({ actor, action: "term-created", target: `term:${row!.id}`, detail: { kind: input.kind, slug }, ip: actor.ip }, tx);
    return { ...pick(row!), articles: 0 };
  });
}

/** The tags a saved article carries that the table lacks, added with the name as written in both languages. */
export async function addMissingTags(tx: Db, locale: Locale, tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  const rows = await termsOf("tag", tx);
  const slugs = new Set(rows.map((t) => t.slug));
  for (const tag of new Set(tags.map((t) => t.trim()).filter(Boolean))) {
    if (rows.some((t) => same(nameIn(t, locale), tag))) continue;
    let slug = termSlug(tag);
    for (let n = 2; slugs.has(slug); n++) slug = `${termSlug(tag)}-${n}`;
    slugs.add(slug);
    const [row] = await tx.insert(terms).values({ kind: "tag", slug, nameEn: tag, nameFr: tag }).returning();
    rows.push(row!);
  }
}

const pick = (t: Term) => ({ id: t.id, kind: t.kind, slug: t.slug, nameEn: t.nameEn, nameFr: t.nameFr });

/**
 * New names for a term in either language or both. A tag's live articles are rewritten to carry the
 * new name; every published article that shows the term, and the blog's lists, are purged.
 */
export async function renameTerm(actor: ContentActor, id: number, names: { nameEn?: string; nameFr?: string }): Promise<TermSummary> {
  await transaction(async (tx) => {
    const term = await findTerm(id, tx);
    await refuseTakenNames(tx, term.kind, { en: names.nameEn, fr: names.nameFr }, id);
    const next = { nameEn: names.nameEn ?? term.nameEn, nameFr: names.nameFr ?? term.nameFr };
    await tx
      .update(terms)
      .set({ ...next, updatedAt: new Date().toISOString() })
      .where(eq(terms.id, id));
    const touched = term.kind === "tag" ? await retag(tx, term, { ...term, ...next }) : await categoryArticles(tx, term.slug);
    await purge(tx, actor, touched);
    const detail = { from: { en: term.nameEn, fr: term.nameFr }, to: { en: next.nameEn, fr: next.nameFr } };
    await recordAudit({ actor, action: "term-renamed", target: `term:${id}`, detail, ip: actor.ip }, tx);
  });
  return (await listTerms()).find((t) => t.id === id)!;
}

/** A tag folded into another: every article carrying it carries the other instead (once), and it is gone. */
export async function mergeTerm(actor: ContentActor, id: number, into: number): Promise<TermSummary> {
  if (id === into) throw new TermError("termMergeSelf", 400, {}, "into");
  await transaction(async (tx) => {
    const [from, target] = [await findTerm(id, tx), await findTerm(into, tx).catch(() => null)];
    if (!target || target.kind !== "tag") throw new TermError("termMergeTarget", 400, {}, "into");
    if (from.kind !== "tag") throw new TermError("termMergeCategory", 400, {}, "into");
    await purge(tx, actor, await retag(tx, from, target));
    await tx.delete(terms).where(eq(terms.id, id));
    const detail = { from: from.slug, into: target.slug };
    await recordAudit({ actor, action: "term-merged", target: `term:${id}`, detail, ip: actor.ip }, tx);
  });
  return (await listTerms()).find((t) => t.id === into)!;
}

/** A term no article uses is deleted; one in use is refused (409), its count given. */
export async function deleteTerm(actor: ContentActor, id: number): Promise<void> {
  await transaction(async (tx) => {
    const term = await findTerm(id, tx);
    const used = (await listTerms(tx)).find((t) => t.id === id)?.articles ?? 0;
    if (used > 0) throw new TermError(term.kind === "category" ? "categoryInUse" : "tagInUse", 409, { count: used });
    await tx.delete(terms).where(eq(terms.id, id));
    await recordAudit({ actor, action: "term-deleted", target: `term:${id}`, detail: { kind: term.kind, slug: term.slug }, ip: actor.ip }, tx);
  });
}

type Touched = { id: number; slug: string; locale: Locale; isPublished: boolean }[];

async function categoryArticles(tx: Db, slug: string): Promise<Touched> {
  return tx
    .select({ id: articles.id, slug: articles.slug, locale: articles.locale, isPublished: articles.isPublished })
    .from(articles)
    .where(eq(articles.category, slug));
}

// The live rows carrying `from`'s name in their language now carry `to`'s (once); the rows changed.
async function retag(tx: Db, from: Term, to: Pick<Term, "nameEn" | "nameFr">): Promise<Touched> {
  const rows = await tx
    .select({
      id: articles.id,
      slug: articles.slug,
      locale: articles.locale,
      isPublished: articles.isPublished,
      tags: articles.tags,
      revision: articles.revision,
      publishedRevision: articles.publishedRevision,
    })
    .from(articles);
  const changed: Touched = [];
  for (const row of rows) {
    const old = nameIn(from, row.locale);
    if (!row.tags.some((tag) => same(tag, old))) continue;
    const name = nameIn(to, row.locale);
    const tags = [...new Set(row.tags.map((tag) => (same(tag, old) ? name : tag)))];
    await tx.update(articles).set({ tags }).where(eq(articles.id, row.id));
    await retagRevisions(tx, row, old, name);
    changed.push(row);
  }
  return changed;
}

// The article's head revision and its published one name the tag as it is now called: the editor opens
// the head, a publish puts it live. Older revisions are history and keep the name they had.
async function retagRevisions(tx: Db, row: { id: number; locale: Locale; revision: number; publishedRevision: number | null }, old: string, name: string) {
  const numbers = [...new Set([row.revision, row.publishedRevision].filter((n) => n !== null))];
  const revisions = await tx
    .select({ id: contentRevisions.id, snapshot: contentRevisions.snapshot })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.docKind, "article"),
        eq(contentRevisions.docId, row.id),
        eq(contentRevisions.locale, row.locale),
        inArray(contentRevisions.number, numbers),
      ),
    );
  for (const revision of revisions) {
    const tags = revision.snapshot.tags;
    if (!Array.isArray(tags) || !tags.some((tag) => typeof tag === "string" && same(tag, old))) continue;
    const renamed = [...new Set(tags.map((tag) => (typeof tag === "string" && same(tag, old) ? name : tag)))];
    await tx
      .update(contentRevisions)
      .set({ snapshot: { ...revision.snapshot, tags: renamed } })
      .where(eq(contentRevisions.id, revision.id));
  }
}

// Every instance purges the published pages that show the term (each article's page, its API answer
// and Open Graph image), the blog's lists and feeds: the content event's path, as a library image's
// change takes. Their words did not change, so no webhook.
async function purge(tx: Db, actor: ContentActor, touched: Touched): Promise<void> {
  const live = touched.filter((a) => a.isPublished);
  if (!live.length) return;
  const blog = [localePath("/blog", "en"), localePath("/blog", "fr")];
  const pages = live.flatMap((a) => [articlePath(a.slug, a.locale), `/api/blog/${a.slug}`, `/og/blog/${a.slug}`]);
  const paths = [...new Set([...pages, ...blog, ...blog.map((b) => `${b}/feed.xml`), "/api/blog"])];
  await recordEvent(tx, { action: "published", docKind: "article", docId: live[0]!.id, paths, actor }, { webhook: false });
}
