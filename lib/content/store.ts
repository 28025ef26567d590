import "server-only";
import { and, asc, desc, eq, gt, ne } from "drizzle-orm";
import { marked } from "marked";
import { getDb, transaction, type Db } from "@/db";
import { articles, contentEvents, contentRevisions, slugRedirects, type Article, type ContentRevision } from "@/db/schema";
import { indexArticle } from "@/db/search";
import type { RevisionKind } from "@/db/enums";
import { diffSnapshots, type FieldDiff } from "@/lib/content/diff";
import { assertMayWrite, clearWorkingCopy } from "@/lib/content/editing";
import { enqueueContentWebhook } from "@/lib/content/events";
import { articleMediaIds, checkArticle, problemMessage, sitePaths, type ArticleDraft, type Problem } from "@/lib/content/gates";
import { mediaAlts } from "@/lib/content/media";
import type { Locale } from "@/lib/i18n/locale";
import { articlePath, localePath } from "@/lib/routes";
import { recordAudit } from "@/lib/staff/audit";
import { errorText, StaffError, type StaffTranslator } from "@/lib/staff/messages";

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
// with a newer draft; unpublished: was public, is not now.
export type ArticleStatus = "draft" | "published" | "changed" | "unpublished";

// Who does it, and from where (the audit log's actor and address).
export interface ContentActor {
  id: string;
  email: string;
  ip?: string | null;
}

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

export interface Conflict {
  revision: number;
  author: string | null;
  at: string;
  diff: FieldDiff[];
}

// A refusal of the store, answered by the API in the reader's language: a key of the staff
// catalogue's errors with its status, and what the caller needs to show (the conflict, the gates'
// problems, a field's refusal).
export class ContentError extends StaffError {
  constructor(
    key: string,
    status: number,
    readonly extra: { conflict?: Conflict; problems?: Problem[]; field?: string } = {},
  ) {
    super(key, {}, status);
  }

  override details(t: StaffTranslator, locale: Locale): Record<string, unknown> {
    const { conflict, problems, field } = this.extra;
    return {
      ...(conflict ? { conflict } : {}),
      // Worded by the gates, a French rule's advice in the account's language.
      ...(problems ? { problems: problems.map((p) => ({ ...p, message: problemMessage({ ...p, params: p.params ?? {} }, locale) })) } : {}),
      ...(field ? { fields: { [field]: errorText(t, this.key) } } : {}),
    };
  }
}

// A document id from an address ("12"); anything else is no such document.
export function articleId(value: string): number {
  const id = Number(value);
  if (!/^\d{1,12}$/.test(value) || !Number.isSafeInteger(id)) throw new ContentError("contentNotFound", 404);
  return id;
}

// A city page's language from the query string (?locale=fr), English by default.
export function pageLocale(query: URLSearchParams): Locale {
  const locale = query.get("locale") ?? "en";
  if (locale !== "en" && locale !== "fr") throw new ContentError("chooseLocale", 400, { field: "locale" });
  return locale;
}

export const renderBody = (markdown: string) => marked.parse(markdown, { async: false });

const now = () => new Date().toISOString();

export function articleStatus(article: Pick<Article, "isPublished" | "revision" | "publishedRevision">): ArticleStatus {
  const published = livePublishedRevision(article);
  if (!article.isPublished) return published === null ? "draft" : "unpublished";
  return article.revision > (published ?? 0) ? "changed" : "published";
}

// The revision the live row shows; an article imported before revisions existed shows its revision 0.
const livePublishedRevision = (article: Pick<Article, "isPublished" | "revision" | "publishedRevision">) =>
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

async function revisionRow(kind: "article" | "city", docId: number, locale: Locale, number: number, db: Db = getDb()): Promise<ContentRevision | undefined> {
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

const passes = (summary: ArticleSummary, filter: ArticleFilter) =>
  Object.entries(filter).every(([name, value]) => value === undefined || FILTERS[name as keyof ArticleFilter](summary, value as never));

export async function listArticles(filter: ArticleFilter = {}): Promise<ArticleSummary[]> {
  const db = getDb();
  const rows = await db
    .select()
    .from(articles)
    .where(and(filter.locale ? eq(articles.locale, filter.locale) : undefined, filter.category ? eq(articles.category, filter.category) : undefined))
    .orderBy(asc(articles.locale), desc(articles.id));
  const english = new Map((await db.select().from(articles).where(eq(articles.locale, "en"))).map((a) => [a.slug, a]));
  const french = new Map(rows.filter((a) => a.locale === "fr").map((a) => [a.translationOf ?? "", a]));
  const summaries: ArticleSummary[] = [];
  for (const article of rows) {
    const twin = article.locale === "fr" ? english.get(article.translationOf ?? "") : (french.get(article.slug) ?? (await twinOf(article, db)));
    const stale = article.locale === "fr" ? await outOfDateSince(article, twin, db) : null;
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
    detail.englishChanges = diffSnapshots(await articleAt(twin, from), await articleAt(twin, livePublishedRevision(twin) ?? twin.revision));
  }
  return detail;
}

// One revision's fields (a preview link to an older revision shows them).
export async function articleRevision(id: number, number: number): Promise<ArticleFields> {
  return articleAt(await findArticle(id), number);
}

export async function listRevisions(kind: "article" | "city", docId: number, locale: Locale): Promise<RevisionSummary[]> {
  const rows = await getDb()
    .select()
    .from(contentRevisions)
    .where(and(eq(contentRevisions.docKind, kind), eq(contentRevisions.docId, docId), eq(contentRevisions.locale, locale)))
    .orderBy(desc(contentRevisions.number));
  return rows.map((r) => ({ number: r.number, kind: r.kind, author: r.authorEmail, createdAt: r.createdAt, base: r.base, twinRevision: r.twinRevision }));
}

export async function articleRevisions(id: number): Promise<RevisionSummary[]> {
  const article = await findArticle(id);
  return listRevisions("article", id, article.locale);
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

// The article's row columns for fields (the body rendered).
const rowColumns = (fields: ArticleFields) => ({
  slug: fields.slug,
  title: fields.title,
  seoTitle: fields.seoTitle,
  excerpt: fields.excerpt,
  seoDescription: fields.seoDescription,
  category: fields.category,
  tags: fields.tags,
  content: renderBody(fields.body),
  featuredImage: fields.featuredImage,
  featuredImageAlt: fields.featuredImageAlt,
});

// POST /staff/api/content/articles: a new article, never published; a French one adapts an English
// article (by id or slug) and starts in line with its published revision.
export async function createArticle(
  actor: ContentActor,
  input: ArticleFields & { locale: Locale; translationOf?: number | string | null },
): Promise<{ id: number; revision: number }> {
  const fields = fieldsOf(input as unknown as Record<string, unknown>);
  return transaction(async (tx) => {
    if (await slugTaken(fields.slug, null, tx)) throw new ContentError("slugTaken", 400, { field: "slug" });
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
      .values({ ...rowColumns(fields), isPublished: false, updatedAt: at, revision: 1, editedAt: at, locale: input.locale, translationOf })
      .returning({ id: articles.id });
    const id = row!.id;
    await tx.insert(contentRevisions).values(revisionValues("article", id, input.locale, 1, "save", actor, fields, { twinRevision }));
    await recordAudit({ actor, action: "content-created", target: `article:${id}`, detail: { locale: input.locale, slug: fields.slug }, ip: actor.ip }, tx);
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
  docKind: "article" | "city",
  docId: number,
  locale: Locale,
  number: number,
  kind: RevisionKind,
  actor: ContentActor,
  snapshot: object,
  extra: { base?: number | null; twinRevision?: number | null } = {},
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
  };
}

// Takes the article's next revision number if nobody has taken one since `base` (one conditional
// UPDATE: two saves from the same base cannot both pass). Answers the number, or throws the 409
// with who saved since, when, and what they changed.
async function nextRevision(tx: Db, article: Article, base: number, extra: Partial<typeof articles.$inferInsert> = {}): Promise<number> {
  const [taken] = await tx
    .update(articles)
    .set({ revision: base + 1, editedAt: now(), ...extra })
    .where(and(eq(articles.id, article.id), eq(articles.revision, base)))
    .returning({ revision: articles.revision });
  if (!taken) throw await conflictAfter(article.id, base);
  return taken.revision;
}

async function conflictAfter(id: number, base: number): Promise<ContentError> {
  const article = await findArticle(id);
  const head = await revisionRow("article", id, article.locale, article.revision);
  const diff = base <= article.revision ? diffSnapshots(await articleAt(article, base).catch(() => ({})), await articleAt(article, article.revision)) : [];
  return new ContentError("contentConflict", 409, {
    conflict: { revision: article.revision, author: head?.authorEmail ?? null, at: head?.createdAt ?? article.editedAt ?? article.updatedAt, diff },
  });
}

// PATCH /staff/api/content/articles/{id}: a new revision from `baseRevision` with the fields given.
// A published article's draft stays in its revisions; a never-published one's row follows it.
// A French save may bring it in line with an English revision (`twinRevision`), else keeps its own.
export async function saveArticle(
  actor: ContentActor,
  id: number,
  input: Partial<ArticleFields> & { baseRevision: number; twinRevision?: number | null },
): Promise<{ revision: number }> {
  return transaction(async (tx) => {
    const article = await findArticle(id, tx);
    const doc = { kind: "article" as const, id, locale: article.locale };
    await assertMayWrite(doc, actor.id, tx);
    if (input.baseRevision !== article.revision) throw await conflictAfter(id, input.baseRevision);
    const fields = { ...(await articleAt(article, article.revision, tx)), ...definedFields(input) };
    if (fields.slug !== article.slug && (await slugTaken(fields.slug, id, tx))) throw new ContentError("slugTaken", 400, { field: "slug" });
    const twinRevision = article.locale === "fr" ? await twinRevisionFor(article, input.twinRevision, tx) : null;
    const draftRow = articleStatus(article) === "draft" ? rowColumns(fields) : {};
    const number = await nextRevision(tx, article, input.baseRevision, draftRow);
    await tx
      .insert(contentRevisions)
      .values(revisionValues("article", id, article.locale, number, "save", actor, fields, { base: input.baseRevision, twinRevision }));
    await recordAudit({ actor, action: "content-saved", target: `article:${id}`, detail: { revision: number, base: input.baseRevision }, ip: actor.ip }, tx);
    await indexArticle(tx, id);
    // The revision now holds what the autosave kept.
    await clearWorkingCopy(actor.id, doc, tx);
    return { revision: number };
  });
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

// Every public address a publish or unpublish changes: the article's (and its old slugs'), its
// twin's, both blog lists (their category filters are the same page), the sitemaps, the feeds, the
// blog API, the Open Graph image, and the related articles' pages, which link to it.
export function affectedPaths(
  article: Pick<Article, "slug" | "locale">,
  twin: Pick<Article, "slug" | "locale"> | null,
  related: Pick<Article, "slug" | "locale">[],
  oldSlugs: string[] = [],
): string[] {
  const paths = [
    articlePath(article.slug, article.locale),
    ...oldSlugs.map((slug) => articlePath(slug, article.locale)),
    ...(twin ? [articlePath(twin.slug, twin.locale)] : []),
    localePath("/blog", "en"),
    localePath("/blog", "fr"),
    "/sitemap.xml",
    "/sitemap-images.xml",
    `${localePath("/blog", "en")}/feed.xml`,
    `${localePath("/blog", "fr")}/feed.xml`,
    "/api/blog",
    `/api/blog/${article.slug}`,
    `/og/blog/${article.slug}`,
    ...related.map((r) => articlePath(r.slug, r.locale)),
  ];
  return [...new Set(paths)];
}

// Published articles of the same language and category: their "related" lists may show this one.
async function relatedOf(article: Pick<Article, "id" | "locale" | "category">, db: Db): Promise<Article[]> {
  return db
    .select()
    .from(articles)
    .where(and(eq(articles.isPublished, true), eq(articles.locale, article.locale), eq(articles.category, article.category), ne(articles.id, article.id)));
}

// What the gates look at beyond the draft: the other published titles of its language, its twin's
// fields, and whether an internal path is a page of the site or a published article.
async function gateContext(article: Article, fields: ArticleFields, db: Db) {
  const published = await db
    .select({ id: articles.id, slug: articles.slug, title: articles.title, locale: articles.locale })
    .from(articles)
    .where(eq(articles.isPublished, true));
  const twin = await twinOf(article, db);
  const slugs = (locale: Locale) => [
    ...published.filter((a) => a.locale === locale && a.id !== article.id).map((a) => a.slug),
    ...(locale === article.locale ? [fields.slug] : []),
  ];
  const pages = sitePaths({ en: slugs("en"), fr: slugs("fr") });
  return {
    titles: published.filter((a) => a.locale === article.locale && a.id !== article.id).map((a) => a.title),
    twin: twin ? draftOf(await articleAt(twin, livePublishedRevision(twin) ?? twin.revision, db), twin) : null,
    resolves: (path: string) => pages.has(path),
    media: await mediaAlts(articleMediaIds(fields), db),
  };
}

const draftOf = (fields: ArticleFields, article: Article): ArticleDraft => ({ ...fields, locale: article.locale, translationOf: article.translationOf });

// POST /staff/api/content/articles/{id}/publish: the gates over the head revision (refused: 422 with
// each problem, nothing public stored); then in one transaction a publish revision, the live row,
// the old slug's redirect, and the content event every instance purges from. `also` writes what
// belongs to the same publish in its transaction (a review's approval and its e-mail).
export async function publishArticle(
  actor: ContentActor,
  id: number,
  input: { baseRevision: number; twinRevision?: number | null },
  also?: (tx: Db, published: { revision: number; event: number }) => Promise<void>,
): Promise<{ revision: number; event: number }> {
  return transaction(async (tx) => {
    const published = await publishArticleIn(tx, actor, id, input);
    await also?.(tx, published);
    return published;
  });
}

// The publish inside a transaction of the caller's (a scheduled pair publishes both in one).
export async function publishArticleIn(
  tx: Db,
  actor: ContentActor,
  id: number,
  input: { baseRevision: number; twinRevision?: number | null },
): Promise<{ revision: number; event: number }> {
  const article = await findArticle(id, tx);
  if (input.baseRevision !== article.revision) throw await conflictAfter(id, input.baseRevision);
  const fields = await articleAt(article, article.revision, tx);
  const problems = checkArticle(draftOf(fields, article), await gateContext(article, fields, tx));
  if (fields.slug !== article.slug && (await slugTaken(fields.slug, id, tx)))
    problems.push({ field: "slug", code: "slug.taken", params: { slug: fields.slug } });
  if (problems.length > 0) throw new ContentError("publishRefused", 422, { problems });
  const twinRevision = article.locale === "fr" ? await twinRevisionFor(article, input.twinRevision, tx) : null;
  const at = now();
  const wasPublic = livePublishedRevision(article) !== null;
  const oldSlug = wasPublic && article.slug !== fields.slug ? article.slug : null;
  const number = await nextRevision(tx, article, input.baseRevision, {
    ...rowColumns(fields),
    isPublished: true,
    publishedAt: article.publishedAt ?? at,
    updatedAt: at,
    publishedRevision: input.baseRevision + 1,
  });
  await tx
    .insert(contentRevisions)
    .values(revisionValues("article", id, article.locale, number, "publish", actor, fields, { base: input.baseRevision, twinRevision }));
  await followSlug(tx, article, fields.slug, oldSlug);
  const after = { ...article, slug: fields.slug, category: fields.category };
  const twin = (await twinOf(after, tx)) ?? null;
  const related = [...(await relatedOf(after, tx)), ...(article.category !== fields.category ? await relatedOf(article, tx) : [])];
  const event = await recordEvent(tx, "published", id, affectedPaths(after, twin, related, oldSlug ? [oldSlug] : []), actor);
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

// The content event of a publish or unpublish, in its transaction: every instance purges `paths`.
export async function recordEvent(
  tx: Db,
  action: "published" | "unpublished",
  docId: number,
  paths: string[],
  actor: ContentActor,
  docKind: "article" | "city" = "article",
) {
  const [row] = await tx.insert(contentEvents).values({ action, docKind, docId, paths, actorId: actor.id }).returning({ id: contentEvents.id });
  // The signed content.published / content.unpublished webhook, sent once the change is applied.
  await enqueueContentWebhook(tx, { id: row!.id, action });
  return row!.id;
}

// POST /staff/api/content/articles/{id}/unpublish: off the public site (a 404, out of lists, feeds
// and sitemaps), as an unpublish revision and a content event; its revisions stay.
export async function unpublishArticle(actor: ContentActor, id: number): Promise<{ revision: number; event: number }> {
  return transaction((tx) => unpublishArticleIn(tx, actor, id));
}

export async function unpublishArticleIn(tx: Db, actor: ContentActor, id: number): Promise<{ revision: number; event: number }> {
  const article = await findArticle(id, tx);
  if (!article.isPublished) throw new ContentError("notPublished", 409);
  const fields = await articleAt(article, article.revision, tx);
  const at = now();
  const number = await nextRevision(tx, article, article.revision, { isPublished: false, updatedAt: at });
  if (article.publishedRevision === null) await tx.update(articles).set({ publishedRevision: article.revision }).where(eq(articles.id, id));
  await tx.insert(contentRevisions).values(revisionValues("article", id, article.locale, number, "unpublish", actor, fields, { base: article.revision }));
  const twin = (await twinOf(article, tx)) ?? null;
  const event = await recordEvent(tx, "unpublished", id, affectedPaths(article, twin, await relatedOf(article, tx)), actor);
  await recordAudit({ actor, action: "content-unpublished", target: `article:${id}`, detail: { revision: number, event }, ip: actor.ip }, tx);
  await indexArticle(tx, id);
  return { revision: number, event };
}

// POST /staff/api/content/articles/{id}/restore: an older revision's fields as a new draft revision
// (kind restore); publishing it is a separate step.
export async function restoreArticle(actor: ContentActor, id: number, from: number): Promise<{ revision: number }> {
  return transaction(async (tx) => {
    const article = await findArticle(id, tx);
    const fields = await articleAt(article, from, tx);
    if (fields.slug !== article.slug && (await slugTaken(fields.slug, id, tx))) throw new ContentError("slugTaken", 409, { field: "slug" });
    const draftRow = articleStatus(article) === "draft" ? rowColumns(fields) : {};
    const number = await nextRevision(tx, article, article.revision, draftRow);
    const twinRevision = article.locale === "fr" ? await twinRevisionOf(article, tx) : null;
    await tx.insert(contentRevisions).values(revisionValues("article", id, article.locale, number, "restore", actor, fields, { base: from, twinRevision }));
    await recordAudit({ actor, action: "content-restored", target: `article:${id}`, detail: { revision: number, from }, ip: actor.ip }, tx);
    await indexArticle(tx, id);
    return { revision: number };
  });
}
