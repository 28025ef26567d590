import "server-only";
import { and, asc, desc, eq, gt, lt, ne } from "drizzle-orm";
import { marked } from "marked";
import { getDb, transaction, type Db } from "@/db";
import { articleRevisionAt, articles, contentRevisions, slugRedirects, type Article, type ContentRevision } from "@/db/schema";
import type { ContentKind, RevisionKind } from "@/db/enums";
import { factsOf, type BodyFacts, type BodyParts } from "@/lib/content/body-facts.mjs";
import { CONFLICT_WORDS_MAX, diffSnapshots, type FieldDiff } from "@/lib/content/diff";
import { ContentError, StaleBaseError, type ContentActor } from "@/lib/content/document";
import { assertMayWrite, clearWorkingCopy } from "@/lib/content/editing";
import { recordEvent } from "@/lib/content/events";
import { indexArticle } from "@/lib/content/kinds/article-search";
import { articleMediaIds, mediaRef, sitePaths, type ArticleContext, type ArticleDraft, type Problem } from "@/lib/content/gates";
import { mediaAlts } from "@/lib/content/media";
import { readBodyOffThread } from "@/lib/content/read-body";
import { addMissingTags, categorySlugs } from "@/lib/content/terms";
import type { Locale } from "@/lib/i18n/locale";
import { articlePath } from "@/lib/routes";
import { recordAudit } from "@/lib/staff/audit";
import { PAGE_DEFAULT, type Page, type RestoreChoice } from "@/lib/validations/content";

// The content store: articles written in the workspace (issue 39). The live row of `articles` is
// what the public site reads; every save is an append-only row of content_revisions; a publish
// copies a revision into the live row in one transaction with its slug redirects and the content
// event every instance purges from. Every change is in the audit log with its actor.

export interface ArticleFields {
  slug: string;
  title: string;
  seoTitle: string | null;
  excerpt: string;
  seoDescription: string | null;
  category: string;
  tags: string[];
  // Markdown; the live row holds it rendered (renderBody), sanitised again when a page shows it.
  body: string;
  featuredImage: string | null;
  featuredImageAlt: string | null;
}

export const ARTICLE_FIELDS = [
  "slug",
  "title",
  "seoTitle",
  "excerpt",
  "seoDescription",
  "category",
  "tags",
  "body",
  "featuredImage",
  "featuredImageAlt",
] as const;

// draft: never published; published: the live row shows the newest revision; changed: published,
// with a newer draft; unpublished: was public, is not now; archived: put away while not public
// (lib/content/archive.ts), out of the list but for its own filter, and never published while it is.
export type ArticleStatus = "draft" | "published" | "changed" | "unpublished" | "archived";

export interface ArticleSummary {
  id: number;
  locale: Locale;
  slug: string;
  title: string;
  category: string;
  status: ArticleStatus;
  revision: number;
  publishedRevision: number | null;
  updatedAt: string;
  publishedAt: string | null;
  translationOf: string | null;
  twinId: number | null;
  frenchOutOfDateSince: number | null;
}

export interface ArticleDetail {
  id: number;
  locale: Locale;
  status: ArticleStatus;
  revision: number;
  publishedRevision: number | null;
  translationOf: string | null;
  live: ArticleFields | null;
  draft: ArticleFields;
  twin: { id: number; locale: Locale; slug: string; revision: number } | null;
  // French only: the English revision this adaptation fell behind at, and the English changes since
  // it was last brought in line.
  outOfDateSince: number | null;
  twinRevision: number | null;
  englishChanges?: FieldDiff[];
}

export interface RevisionSummary {
  number: number;
  kind: RevisionKind;
  author: string | null;
  createdAt: string;
  base: number | null;
  twinRevision: number | null;
}

export interface ArticleFilter {
  status?: ArticleStatus;
  locale?: Locale;
  category?: string;
  stale?: boolean;
}

export const renderBody = (markdown: string) => marked.parse(markdown, { async: false });

const now = () => new Date().toISOString();

export function articleStatus(article: Pick<Article, "isPublished" | "revision" | "publishedRevision" | "archivedAt">): ArticleStatus {
  if (article.archivedAt !== null && !article.isPublished) return "archived";
  const published = livePublishedRevision(article);
  if (!article.isPublished) return published === null ? "draft" : "unpublished";
  return article.revision > (published ?? 0) ? "changed" : "published";
}

// Never public: a draft's row follows its newest revision (archived or not).
export const neverPublished = (article: Pick<Article, "isPublished" | "revision" | "publishedRevision">) => livePublishedRevision(article) === null;

// The revision the live row shows; an article imported before revisions existed shows its revision 0.
export const livePublishedRevision = (article: Pick<Article, "isPublished" | "revision" | "publishedRevision">) =>
  article.publishedRevision ?? (article.isPublished ? article.revision : null);

function fieldsOfRow(article: Article): ArticleFields {
  return {
    slug: article.slug,
    title: article.title,
    seoTitle: article.seoTitle,
    excerpt: article.excerpt,
    seoDescription: article.seoDescription,
    category: article.category,
    tags: article.tags,
    // Rows imported without a revision keep only their rendered HTML, which Markdown carries as is.
    body: article.content,
    featuredImage: article.featuredImage,
    featuredImageAlt: article.featuredImageAlt,
  };
}

const fieldsOf = (snapshot: Record<string, unknown>): ArticleFields =>
  Object.fromEntries(ARTICLE_FIELDS.map((field) => [field, snapshot[field] ?? (field === "tags" ? [] : null)])) as unknown as ArticleFields;

export async function findArticle(id: number, db: Db = getDb()): Promise<Article> {
  const [article] = await db.select().from(articles).where(eq(articles.id, id)).limit(1);
  if (!article) throw new ContentError("contentNotFound", 404);
  return article;
}

async function revisionRow(kind: ContentKind, docId: number, locale: Locale, number: number, db: Db = getDb()): Promise<ContentRevision | undefined> {
  const [row] = await db
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.docKind, kind), eq(contentRevisions.docId, docId), eq(contentRevisions.locale, locale), eq(contentRevisions.number, number)))
    .limit(1);
  return row;
}

// An article's fields at a revision; revision 0 (or the live revision of an article imported
// without one) is the live row.
async function articleAt(article: Article, number: number, db: Db = getDb()): Promise<ArticleFields> {
  const row = await revisionRow("article", article.id, article.locale, number, db);
  if (row) return fieldsOf(row.snapshot);
  if (number === article.revision || number === 0) return fieldsOfRow(article);
  throw new ContentError("noSuchRevision", 404);
}

// The twin of an article: an English article's French adaptation, or a French one's English original.
export async function twinOf(article: Article, db: Db = getDb()): Promise<Article | undefined> {
  const where =
    article.locale === "fr"
      ? and(eq(articles.locale, "en"), eq(articles.slug, article.translationOf ?? ""))
      : and(eq(articles.locale, "fr"), eq(articles.translationOf, article.slug));
  const [twin] = await db.select().from(articles).where(where).limit(1);
  return twin;
}

// The English revision a French article's head was last brought in line with (null: as imported).
async function twinRevisionOf(french: Article, db: Db = getDb()): Promise<number | null> {
  return (await revisionRow("article", french.id, "fr", french.revision, db))?.twinRevision ?? null;
}

// French out of date: the first English publish after the revision the French was brought in line
// with (an import is in line with the import of its original), or null.
async function outOfDateSince(french: Article, english: Article | undefined, db: Db = getDb()): Promise<number | null> {
  if (!english) return null;
  const inLine = (await twinRevisionOf(french, db)) ?? 0;
  const [row] = await db
    .select({ number: contentRevisions.number })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.docKind, "article"),
        eq(contentRevisions.docId, english.id),
        eq(contentRevisions.locale, "en"),
        eq(contentRevisions.kind, "publish"),
        gt(contentRevisions.number, inLine),
      ),
    )
    .orderBy(asc(contentRevisions.number))
    .limit(1);
  return row?.number ?? null;
}

// The list's and the search's filters, one line each: a summary is shown when every filter set holds.
const FILTERS: { [K in keyof ArticleFilter]-?: (summary: ArticleSummary, value: NonNullable<ArticleFilter[K]>) => boolean } = {
  status: (summary, status) => summary.status === status,
  locale: (summary, locale) => summary.locale === locale,
  category: (summary, category) => summary.category === category,
  stale: (summary, stale) => !stale || summary.frenchOutOfDateSince !== null,
};

// An archived article is shown only when the filter asks for the archive.
const passes = (summary: ArticleSummary, filter: ArticleFilter) =>
  (summary.status !== "archived" || filter.status === "archived") &&
  Object.entries(filter).every(([name, value]) => value === undefined || FILTERS[name as keyof ArticleFilter](summary, value as never));

// The list in four queries, whatever its length (it was two per article: the workspace's search
// and the health page read it whole): the articles, every twin, the revision each French head was
// brought in line with, and the English publishes.
export async function listArticles(filter: ArticleFilter = {}): Promise<ArticleSummary[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(articles)
    .where(and(filter.locale ? eq(articles.locale, filter.locale) : undefined, filter.category ? eq(articles.category, filter.category) : undefined))
    .orderBy(asc(articles.locale), desc(articles.id));
  const all = await db.select().from(articles);
  const english = new Map(all.filter((a) => a.locale === "en").map((a) => [a.slug, a]));
  const french = new Map(all.filter((a) => a.locale === "fr").map((a) => [a.translationOf ?? "", a]));
  const inLine = new Map(
    (
      await db
        .select({ id: articles.id, twinRevision: contentRevisions.twinRevision })
        .from(articles)
        .innerJoin(contentRevisions, articleRevisionAt(articles.revision))
        .where(eq(articles.locale, "fr"))
    ).map((r) => [r.id, r.twinRevision ?? 0]),
  );
  const publishes = new Map<number, number[]>();
  const englishPublishes = await db
    .select({ docId: contentRevisions.docId, number: contentRevisions.number })
    .from(contentRevisions)
    .where(and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.locale, "en"), eq(contentRevisions.kind, "publish")))
    .orderBy(asc(contentRevisions.number));
  for (const { docId, number } of englishPublishes) publishes.set(docId, [...(publishes.get(docId) ?? []), number]);
  // As outOfDateSince: the first English publish after the revision the French was brought in line with.
  const staleSince = (article: Article, twin: Article | undefined) =>
    twin ? ((publishes.get(twin.id) ?? []).find((number) => number > (inLine.get(article.id) ?? 0)) ?? null) : null;
  const summaries: ArticleSummary[] = [];
  for (const article of rows) {
    const twin = article.locale === "fr" ? english.get(article.translationOf ?? "") : french.get(article.slug);
    const stale = article.locale === "fr" ? staleSince(article, twin) : null;
    const summary: ArticleSummary = {
      id: article.id,
      locale: article.locale,
      slug: article.slug,
      title: article.title,
      category: article.category,
      status: articleStatus(article),
      revision: article.revision,
      publishedRevision: livePublishedRevision(article),
      updatedAt: article.updatedAt,
      publishedAt: article.publishedAt,
      translationOf: article.translationOf,
      twinId: twin?.id ?? null,
      frenchOutOfDateSince: stale,
    };
    if (passes(summary, filter)) summaries.push(summary);
  }
  return summaries;
}

export async function getArticle(id: number): Promise<ArticleDetail> {
  const article = await findArticle(id);
  const published = livePublishedRevision(article);
  const twin = await twinOf(article);
  const stale = article.locale === "fr" ? await outOfDateSince(article, twin) : null;
  const detail: ArticleDetail = {
    id: article.id,
    locale: article.locale,
    status: articleStatus(article),
    revision: article.revision,
    publishedRevision: published,
    translationOf: article.translationOf,
    live: article.isPublished ? await articleAt(article, published ?? 0) : null,
    draft: await articleAt(article, article.revision),
    twin: twin ? { id: twin.id, locale: twin.locale, slug: twin.slug, revision: twin.revision } : null,
    outOfDateSince: stale,
    twinRevision: article.locale === "fr" ? await twinRevisionOf(article) : null,
  };
  if (stale !== null && twin) {
    const from = detail.twinRevision ?? 0;
    detail.englishChanges = await diffSnapshots(await articleAt(twin, from), await articleAt(twin, livePublishedRevision(twin) ?? twin.revision));
  }
  return detail;
}

// A submitted revision beside what the site shows (a review's card compares them): `live` is null
// while the article is not on the site, `status` says whether it ever was ("draft": never published).
export async function revisionBesideLive(id: number, number: number): Promise<{ status: ArticleStatus; live: ArticleFields | null; revision: ArticleFields }> {
  const article = await findArticle(id);
  const live = article.isPublished ? await articleAt(article, livePublishedRevision(article) ?? 0) : null;
  return { status: articleStatus(article), live, revision: await articleAt(article, number) };
}

// One revision's fields (a preview link to an older revision shows them).
export async function articleRevision(id: number, number: number): Promise<ArticleFields> {
  return articleAt(await findArticle(id), number);
}

// A page of a document's revisions, newest first (`page.limit` of them, those numbered below
// `page.before`), and the cursor of the next page (null: none older).
export interface RevisionPage {
  revisions: RevisionSummary[];
  next: number | null;
}

export async function listRevisions(kind: ContentKind, docId: number, locale: Locale, page: Page = {}): Promise<RevisionPage> {
  const limit = page.limit ?? PAGE_DEFAULT;
  const rows = await getDb()
    .select({
      number: contentRevisions.number,
      kind: contentRevisions.kind,
      author: contentRevisions.authorEmail,
      createdAt: contentRevisions.createdAt,
      base: contentRevisions.base,
      twinRevision: contentRevisions.twinRevision,
    })
    .from(contentRevisions)
    .where(
      and(
        eq(contentRevisions.docKind, kind),
        eq(contentRevisions.docId, docId),
        eq(contentRevisions.locale, locale),
        page.before === undefined ? undefined : lt(contentRevisions.number, page.before),
      ),
    )
    .orderBy(desc(contentRevisions.number))
    .limit(limit + 1);
  return { revisions: rows.slice(0, limit), next: rows.length > limit ? rows[limit - 1]!.number : null };
}

export async function articleRevisions(id: number, page: Page = {}): Promise<RevisionPage> {
  const article = await findArticle(id);
  return listRevisions("article", id, article.locale, page);
}

export async function diffArticle(id: number, from: number, to: number): Promise<FieldDiff[]> {
  const article = await findArticle(id);
  return diffSnapshots(await articleAt(article, from), await articleAt(article, to));
}

// The slug any other article holds, live or as a draft's live row.
async function slugTaken(slug: string, id: number | null, db: Db = getDb()): Promise<boolean> {
  const [row] = await db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.slug, slug), id === null ? undefined : ne(articles.id, id)))
    .limit(1);
  return Boolean(row);
}

// The article's row columns for fields, but its body's HTML (content), which is read off the
// request's thread: the callers add it where the body is new to the row.
const rowColumns = (fields: ArticleFields) => ({
  slug: fields.slug,
  title: fields.title,
  seoTitle: fields.seoTitle,
  excerpt: fields.excerpt,
  seoDescription: fields.seoDescription,
  category: fields.category,
  tags: fields.tags,
  featuredImage: fields.featuredImage,
  featuredImageAlt: fields.featuredImageAlt,
});

// A body read once when its revision is written (lib/content/read-body.ts): its HTML and what the
// gates check, and the facts its revision keeps. A body that cannot be read in time is refused (422).
interface ReadBody {
  parts: BodyParts;
  facts: BodyFacts;
}

// The facts a revision row keeps of its body, or null for a row written before they were kept
// (the seed reads those again at its next start).
export async function revisionFacts(id: number, locale: Locale, number: number, db: Db = getDb()): Promise<BodyFacts | null> {
  const [row] = await db
    .select({ facts: contentRevisions.facts })
    .from(contentRevisions)
    .where(
      and(eq(contentRevisions.docKind, "article"), eq(contentRevisions.docId, id), eq(contentRevisions.locale, locale), eq(contentRevisions.number, number)),
    )
    .limit(1);
  return factsOf(row?.facts);
}

// POST /staff/api/content/articles: a new article, never published; a French one adapts an English
// article (by id or slug) and starts in line with its published revision.
export async function createArticle(
  actor: ContentActor,
  input: ArticleFields & { locale: Locale; translationOf?: number | string | null },
): Promise<{ id: number; revision: number }> {
  const fields = fieldsOf(input as unknown as Record<string, unknown>);
  const read = await readBodyOffThread(fields.body);
  return transaction(async (tx) => {
    if (await slugTaken(fields.slug, null, tx)) throw new ContentError("slugTaken", 400, { field: "slug" });
    await assertCategory(tx, fields.category);
    let translationOf: string | null = null;
    let twinRevision: number | null = null;
    if (input.locale === "fr") {
      const original = await englishOriginal(input.translationOf ?? null, tx);
      if (await twinOf(original, tx)) throw new ContentError("twinExists", 400, { field: "translationOf" });
      translationOf = original.slug;
      twinRevision = livePublishedRevision(original) ?? original.revision;
    }
    const at = now();
    const [row] = await tx
      .insert(articles)
      .values({
        ...rowColumns(fields),
        content: read.parts.html,
        isPublished: false,
        updatedAt: at,
        revision: 1,
        editedAt: at,
        locale: input.locale,
        translationOf,
      })
      .returning({ id: articles.id });
    const id = row!.id;
    await tx.insert(contentRevisions).values(revisionValues("article", id, input.locale, 1, "save", actor, fields, { twinRevision, facts: read.facts }));
    await recordAudit({ actor, action: "content-created", target: `article:${id}`, detail: { locale: input.locale, slug: fields.slug }, ip: actor.ip }, tx);
    await addMissingTags(tx, input.locale, fields.tags);
    await indexArticle(tx, id);
    return { id, revision: 1 };
  });
}

async function englishOriginal(ref: number | string | null, db: Db): Promise<Article> {
  if (ref === null || ref === "") throw new ContentError("translationOfMissing", 400, { field: "translationOf" });
  const [original] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.locale, "en"), typeof ref === "number" ? eq(articles.id, ref) : eq(articles.slug, ref)))
    .limit(1);
  if (!original) throw new ContentError("translationOfMissing", 400, { field: "translationOf" });
  return original;
}

export function revisionValues(
  docKind: ContentKind,
  docId: number,
  locale: Locale,
  number: number,
  kind: RevisionKind,
  actor: ContentActor,
  snapshot: object,
  extra: { base?: number | null; twinRevision?: number | null; facts?: BodyFacts | null } = {},
): typeof contentRevisions.$inferInsert {
  return {
    docKind,
    docId,
    locale,
    number,
    kind,
    authorId: actor.id,
    authorEmail: actor.email,
    base: extra.base ?? null,
    twinRevision: extra.twinRevision ?? null,
    snapshot: snapshot as Record<string, unknown>,
    facts: extra.facts ?? null,
  };
}

// Takes the article's next revision number if nobody has taken one since `base` (one conditional
// UPDATE: two saves from the same base cannot both pass). Answers the number, or throws the 409
// (StaleBaseError: its caller adds who saved since, when, and what they changed).
async function nextRevision(tx: Db, article: Article, base: number, extra: Partial<typeof articles.$inferInsert> = {}): Promise<number> {
  const [taken] = await tx
    .update(articles)
    .set({ revision: base + 1, editedAt: now(), ...extra })
    .where(and(eq(articles.id, article.id), eq(articles.revision, base)))
    .returning({ revision: articles.revision });
  if (!taken) throw new StaleBaseError(article.id, base);
  return taken.revision;
}

// The 409 of a stale save or publish: who saved since, when, and what changed since its base (a
// conflict's words only for short fields: CONFLICT_WORDS_MAX). Outside any transaction.
async function conflictAfter(id: number, base: number): Promise<ContentError> {
  const article = await findArticle(id);
  const head = await revisionRow("article", id, article.locale, article.revision);
  const before = base <= article.revision ? await articleAt(article, base).catch(() => ({})) : null;
  const diff = before ? await diffSnapshots(before, await articleAt(article, article.revision), { wordsUpTo: CONFLICT_WORDS_MAX }) : [];
  return new ContentError("contentConflict", 409, {
    conflict: { revision: article.revision, author: head?.authorEmail ?? null, at: head?.createdAt ?? article.editedAt ?? article.updatedAt, diff },
  });
}

// A transaction that may find its base stale answers the full 409, built after it.
export async function withArticleConflict<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof StaleBaseError) throw await conflictAfter(error.docId, error.base);
    throw error;
  }
}

// PATCH /staff/api/content/articles/{id}: a new revision from `baseRevision` with the fields given.
// A published article's draft stays in its revisions; a never-published one's row follows it.
// A French save may bring it in line with an English revision (`twinRevision`), else keeps its own.
// A save that changes nothing writes no revision and answers its base, which is still the head.
export async function saveArticle(
  actor: ContentActor,
  id: number,
  input: Partial<ArticleFields> & { baseRevision: number; twinRevision?: number | null },
): Promise<{ revision: number }> {
  // A body sent is read before the transaction, off the request's thread; one not sent keeps its facts.
  const read = input.body === undefined ? null : await readBodyOffThread(input.body);
  return withArticleConflict(
    transaction(async (tx) => {
      const article = await findArticle(id, tx);
      const doc = { kind: "article" as const, id, locale: article.locale };
      await assertMayWrite(doc, actor.id, tx);
      if (input.baseRevision !== article.revision) throw new StaleBaseError(id, input.baseRevision);
      const head = await articleAt(article, article.revision, tx);
      const fields = { ...head, ...definedFields(input) };
      const twinRevision = article.locale === "fr" ? await twinRevisionFor(article, input.twinRevision, tx) : null;
      // The revision now holds what the autosave kept.
      const saved = async (revision: number) => (await clearWorkingCopy(actor.id, doc, tx), { revision });
      if (JSON.stringify(fields) === JSON.stringify(head) && (article.locale === "en" || twinRevision === (await twinRevisionOf(article, tx))))
        return saved(article.revision);
      if (fields.slug !== article.slug && (await slugTaken(fields.slug, id, tx))) throw new ContentError("slugTaken", 400, { field: "slug" });
      if (input.category !== undefined) await assertCategory(tx, input.category);
      const facts = read?.facts ?? (await revisionFacts(id, article.locale, article.revision, tx));
      const draftRow = neverPublished(article) ? { ...rowColumns(fields), ...(read ? { content: read.parts.html } : {}) } : {};
      const number = await nextRevision(tx, article, input.baseRevision, draftRow);
      await tx
        .insert(contentRevisions)
        .values(revisionValues("article", id, article.locale, number, "save", actor, fields, { base: input.baseRevision, twinRevision, facts }));
      await recordAudit({ actor, action: "content-saved", target: `article:${id}`, detail: { revision: number, base: input.baseRevision }, ip: actor.ip }, tx);
      if (input.tags) await addMissingTags(tx, article.locale, fields.tags);
      await indexArticle(tx, id);
      return saved(number);
    }),
  );
}

// A category the terms table holds (the workspace adds them, /staff/content/terms).
async function assertCategory(tx: Db, category: string): Promise<void> {
  if (!(await categorySlugs(tx)).includes(category)) throw new ContentError("chooseCategory", 400, { field: "category" });
}

const definedFields = (input: Partial<ArticleFields>): Partial<ArticleFields> =>
  Object.fromEntries(ARTICLE_FIELDS.filter((f) => input[f] !== undefined).map((f) => [f, input[f]]));

// The English revision a French save is in line with: the one asked (a revision the English has
// reached), else the one its head was in line with.
async function twinRevisionFor(french: Article, asked: number | null | undefined, db: Db): Promise<number | null> {
  if (asked === undefined || asked === null) return twinRevisionOf(french, db);
  const english = await twinOf(french, db);
  if (!english || asked < 0 || asked > english.revision) throw new ContentError("noSuchTwinRevision", 400, { field: "twinRevision" });
  return asked;
}

// What a publish or unpublish changed, for the public paths it purges (the article's adapter,
// lib/content/kinds/article.ts, says which): the article, its twin, the related articles whose pages
// link to it, and the slugs it left.
export interface ArticleChange {
  article: Pick<Article, "slug" | "locale">;
  twin: Pick<Article, "slug" | "locale"> | null;
  related: Pick<Article, "slug" | "locale">[];
  oldSlugs?: string[];
}

// What the article's adapter hands its store for a publish: its gates and the paths a change purges.
export interface ArticleRules {
  gates(draft: ArticleDraft, context: ArticleContext): Problem[];
  paths(change: ArticleChange): string[];
}

// Published articles of the same language and category: their "related" lists may show this one.
async function relatedOf(article: Pick<Article, "id" | "locale" | "category">, db: Db): Promise<Article[]> {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.isPublished, true), eq(articles.locale, article.locale), eq(articles.category, article.category), ne(articles.id, article.id)));
}

// What the gates look at beyond the draft: the other published titles of its language, its twin's
// fields, whether an internal path is a page of the site or a published article, and the body as
// read once (its parts, and the twin's alt texts from its revision's facts).
async function gateContext(article: Article, fields: ArticleFields, read: ReadBody | null, db: Db) {
  const published = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, locale: articles.locale })
    .from(articles)
    .where(eq(articles.isPublished, true));
  const twin = await twinOf(article, db);
  const twinNumber = twin ? (livePublishedRevision(twin) ?? twin.revision) : null;
  const twinFacts = twin && twinNumber !== null ? await revisionFacts(twin.id, twin.locale, twinNumber, db) : null;
  const slugs = (locale: Locale) => [
    ...published.filter((a) => a.locale === locale && a.id !== article.id).map((a) => a.slug),
    ...(locale === article.locale ? [fields.slug] : []),
  ];
  const pages = sitePaths({ en: slugs("en"), fr: slugs("fr") });
  return {
    titles: published.filter((a) => a.locale === article.locale && a.id !== article.id).map((a) => a.title),
    twin: twin ? draftOf(await articleAt(twin, twinNumber ?? twin.revision, db), twin) : null,
    resolves: (path: string) => pages.has(path),
    // Without a body read before the transaction (a schedule's publish), the gates read it here.
    media: await mediaAlts(read ? articleMedia(fields.featuredImage, read.parts) : articleMediaIds(fields), db),
    read: read ? { body: read.parts, twinAlts: twin ? twinFacts?.alts : [] } : undefined,
    categories: await categorySlugs(db),
  };
}

// The library images a publish names: its featured image's and its body's.
const articleMedia = (featuredImage: string | null, parts: BodyParts) => [
  ...new Set([mediaRef(featuredImage), ...parts.images.map((image) => mediaRef(image.src))].filter((id) => id !== null)),
];

const draftOf = (fields: ArticleFields, article: Article): ArticleDraft => ({ ...fields, locale: article.locale, translationOf: article.translationOf });

// The body of an article's revision `base` read off the request's thread, before the transaction
// that publishes it (null when `base` is not the head: that publish is a 409 anyway).
export async function readArticleAt(id: number, base: number): Promise<ReadBody | null> {
  const article = await findArticle(id);
  return base === article.revision ? readBodyOffThread((await articleAt(article, base)).body) : null;
}

// The body of any revision of an article (its newest: "head"), read off the request's thread (a
// restore's, before its transaction).
export async function readArticleRevision(id: number, revision: number | "head"): Promise<ReadBody> {
  const article = await findArticle(id);
  return readBodyOffThread((await articleAt(article, revision === "head" ? article.revision : revision)).body);
}

// The fields of an older revision a restore takes, by their names; a name an article has not is a 400.
function chosenFields(old: ArticleFields, names: string[]): Partial<ArticleFields> {
  const unknown = names.filter((name) => !Object.hasOwn(old, name));
  if (unknown.length > 0) throw new ContentError("badField", 400, { field: "fields" });
  return Object.fromEntries(names.map((name) => [name, old[name as keyof ArticleFields]]));
}

// The publish of an article, in the transaction of lib/content/publish.ts (which ran the review policy,
// the edit lock and the HTML check; a scheduled pair publishes both in one): the gates over the head
// revision (refused: 422 with each problem, nothing public stored); then a publish revision, the live
// row, the old slug's redirect, and the content event every instance purges from. `read` is the
// head's body as readArticleAt read it; without it the gates and the renderer read it here.
export async function publishArticleIn(
  tx: Db,
  actor: ContentActor,
  id: number,
  input: { baseRevision: number; twinRevision?: number | null },
  read: ReadBody | null,
  rules: ArticleRules,
): Promise<{ revision: number; event: number }> {
  const article = await findArticle(id, tx);
  // Restored from the archive first: an archived article never reaches the public site.
  if (article.archivedAt !== null) throw new ContentError("articleArchived", 409);
  if (input.baseRevision !== article.revision) throw new StaleBaseError(id, input.baseRevision);
  const fields = await articleAt(article, article.revision, tx);
  const problems = rules.gates(draftOf(fields, article), await gateContext(article, fields, read, tx));
  if (fields.slug !== article.slug && (await slugTaken(fields.slug, id, tx)))
    problems.push({ field: "slug", code: "slug.taken", params: { slug: fields.slug } });
  if (problems.length > 0) throw new ContentError("publishRefused", 422, { problems });
  const twinRevision = article.locale === "fr" ? await twinRevisionFor(article, input.twinRevision, tx) : null;
  const at = now();
  const wasPublic = livePublishedRevision(article) !== null;
  const oldSlug = wasPublic && article.slug !== fields.slug ? article.slug : null;
  const number = await nextRevision(tx, article, input.baseRevision, {
    ...rowColumns(fields),
    content: read?.parts.html ?? renderBody(fields.body),
    isPublished: true,
    publishedAt: article.publishedAt ?? at,
    updatedAt: at,
    publishedRevision: input.baseRevision + 1,
  });
  await tx.insert(contentRevisions).values(
    revisionValues("article", id, article.locale, number, "publish", actor, fields, {
      base: input.baseRevision,
      twinRevision,
      facts: read?.facts ?? (await revisionFacts(id, article.locale, article.revision, tx)),
    }),
  );
  await followSlug(tx, article, fields.slug, oldSlug);
  const after = { ...article, slug: fields.slug, category: fields.category };
  const twin = (await twinOf(after, tx)) ?? null;
  const related = [...(await relatedOf(after, tx)), ...(article.category !== fields.category ? await relatedOf(article, tx) : [])];
  const event = await recordEvent(tx, {
    action: "published",
    docKind: "article",
    docId: id,
    paths: rules.paths({ article: after, twin, related, oldSlugs: oldSlug ? [oldSlug] : [] }),
    actor,
  });
  await recordAudit({ actor, action: "content-published", target: `article:${id}`, detail: { revision: number, slug: fields.slug, event }, ip: actor.ip }, tx);
  await indexArticle(tx, id);
  return { revision: number, event };
}

// A slug change: the old address answers 308 to the article (each old slug points at the article,
// so a chain collapses), the new slug is no longer another article's old address, and a French
// adaptation follows its English original's new slug.
async function followSlug(tx: Db, article: Article, slug: string, oldSlug: string | null): Promise<void> {
  await tx.delete(slugRedirects).where(and(eq(slugRedirects.locale, article.locale), eq(slugRedirects.fromSlug, slug)));
  if (!oldSlug) return;
  await tx
    .insert(slugRedirects)
    .values({ locale: article.locale, fromSlug: oldSlug, articleId: article.id })
    .onConflictDoUpdate({ target: [slugRedirects.locale, slugRedirects.fromSlug], set: { articleId: article.id } });
  if (article.locale === "en")
    await tx
      .update(articles)
      .set({ translationOf: slug })
      .where(and(eq(articles.locale, "fr"), eq(articles.translationOf, oldSlug)));
}

// An article off the public site (a 404, out of lists, feeds and sitemaps), as an unpublish revision and
// a content event, in the transaction of lib/content/publish.ts's unpublish (under the edit lock); its
// revisions stay.
export async function unpublishArticleIn(
  tx: Db,
  actor: ContentActor,
  id: number,
  rules: Pick<ArticleRules, "paths">,
): Promise<{ revision: number; event: number }> {
  const article = await findArticle(id, tx);
  if (!article.isPublished) throw new ContentError("notPublished", 409);
  const fields = await articleAt(article, article.revision, tx);
  const at = now();
  const number = await nextRevision(tx, article, article.revision, { isPublished: false, updatedAt: at });
  if (article.publishedRevision === null) await tx.update(articles).set({ publishedRevision: article.revision }).where(eq(articles.id, id));
  const facts = await revisionFacts(id, article.locale, article.revision, tx);
  await tx
    .insert(contentRevisions)
    .values(revisionValues("article", id, article.locale, number, "unpublish", actor, fields, { base: article.revision, facts }));
  const twin = (await twinOf(article, tx)) ?? null;
  const event = await recordEvent(tx, {
    action: "unpublished",
    docKind: "article",
    docId: id,
    paths: rules.paths({ article, twin, related: await relatedOf(article, tx) }),
    actor,
  });
  await recordAudit({ actor, action: "content-unpublished", target: `article:${id}`, detail: { revision: number, event }, ip: actor.ip }, tx);
  await indexArticle(tx, id);
  return { revision: number, event };
}

// An older revision's fields as a new draft revision (kind restore), in the transaction of
// lib/content/publish.ts's restore (under the edit lock); publishing it is a separate step. `read` is
// the restored body as readArticleRevision read it (the row of a draft shows it).
export async function restoreArticleIn(
  tx: Db,
  actor: ContentActor,
  id: number,
  from: number,
  read: ReadBody,
  choice: RestoreChoice = {},
): Promise<{ revision: number }> {
  const article = await findArticle(id, tx);
  const old = await articleAt(article, from, tx);
  const fields = choice.fields ? { ...(await articleAt(article, article.revision, tx)), ...chosenFields(old, choice.fields) } : old;
  if (fields.slug !== article.slug) {
    if (await slugTaken(fields.slug, id, tx)) throw new ContentError("slugTaken", 409, { field: "slug" });
    // A published page's address changes only when the editor was told and said yes.
    if (article.isPublished && !choice.moveAddress)
      throw new ContentError("restoreMovesAddress", 409, {
        field: "slug",
        values: { from: articlePath(article.slug, article.locale), to: articlePath(fields.slug, article.locale) },
      });
  }
  const draftRow = neverPublished(article) ? { ...rowColumns(fields), content: read.parts.html } : {};
  const number = await nextRevision(tx, article, article.revision, draftRow);
  const twinRevision = article.locale === "fr" ? await twinRevisionOf(article, tx) : null;
  await tx
    .insert(contentRevisions)
    .values(revisionValues("article", id, article.locale, number, "restore", actor, fields, { base: from, twinRevision, facts: read.facts }));
  await recordAudit({ actor, action: "content-restored", target: `article:${id}`, detail: { revision: number, from }, ip: actor.ip }, tx);
  await indexArticle(tx, id);
  return { revision: number };
}
