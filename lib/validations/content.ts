// The content API's bodies (issue 39): an article's fields, a city page's, and the revision a change
// starts from. Messages are keys of the staff catalogue's errors (the API answers in the account's
// language); the publish gates (lib/content/gates.ts) hold the site's own rules beyond these bounds.
import * as z from "zod/mini";
import { optionalText, requiredMessage, requiredText } from "./fields";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slug = z.string({ error: "slugFormat" }).check(z.trim(), z.maxLength(100, "tooLong"), z.regex(SLUG, "slugFormat"));

// What published text goes into besides HTML: the RSS feeds and sitemaps are XML 1.0, which forbids
// controls other than tab and line breaks, U+FFFE and U+FFFF, and lone surrogates; the other
// noncharacters (U+FDD0-U+FDEF, U+nFFFE/F) are refused with them, as no text means them. One U+FFFF
// in an excerpt once made /blog/feed.xml unreadable for a year of caching (issue 47, M7). The form
// builders (./fields) refuse most of these already; noncharacters they let through.
const XML_UNSAFE = /[^\P{Cc}\t\n\r]|\p{Noncharacter_Code_Point}|[\ud800-\udfff]/u;
export const xmlSafe = (text: string) => !XML_UNSAFE.test(text);
const xmlChars = z.refine<string>(xmlSafe, "notAllowed");
const line = (min: number, max: number, message: string) => requiredText(min, max, message).check(xmlChars);
const prose = (min: number, max: number, message: string) => requiredMessage(min, max, message).check(xmlChars);
// An optional line of text; empty, it is no value (null).
const orNull = (max: number) =>
  z
    .pipe(
      optionalText(max),
      z.transform((v) => v || null),
    )
    .check(z.refine((v) => v === null || xmlSafe(v), "notAllowed"));
const revision = z.int({ error: "badRevision" }).check(z.nonnegative("badRevision"));

export const articleFieldsSchema = z.object({
  slug,
  title: line(1, 200, "required"),
  seoTitle: orNull(200),
  excerpt: prose(1, 600, "required"),
  seoDescription: orNull(300),
  // A category's slug; the store checks the terms table holds it.
  category: line(1, 100, "chooseCategory"),
  tags: z.array(line(1, 60, "required")).check(z.maxLength(20, "tooMany")),
  body: prose(1, 60_000, "required"),
  featuredImage: orNull(300),
  featuredImageAlt: orNull(300),
});

export const newArticleSchema = z.extend(articleFieldsSchema, {
  locale: z.enum(["en", "fr"], { error: "chooseLocale" }),
  translationOf: z.optional(z.nullable(z.union([z.int(), z.string()]))),
});

export const articleChangeSchema = z.extend(z.partial(articleFieldsSchema), {
  baseRevision: revision,
  twinRevision: z.optional(z.nullable(revision)),
});

// The same bodies with the category one the terms table holds (lib/content/terms.ts categorySlugs):
// the routes build them per request, so a category added in the workspace is accepted at once.
const categoryIn = (categories: readonly string[]) => z.string({ error: "chooseCategory" }).check(z.refine((v) => categories.includes(v), "chooseCategory"));
export const newArticleSchemaFor = (categories: readonly string[]) => z.extend(newArticleSchema, { category: categoryIn(categories) });
export const articleChangeSchemaFor = (categories: readonly string[]) => z.extend(articleChangeSchema, { category: z.optional(categoryIn(categories)) });

export const publishSchema = z.object({ baseRevision: revision, twinRevision: z.optional(z.nullable(revision)) });
// A whole revision, or only some of its fields over the newest (each by its name); a restore that would
// change a published page's address asks first (409) unless `moveAddress` says it was asked.
export const restoreSchema = z.object({
  revision,
  fields: z.optional(
    z.array(z.string({ error: "badField" }).check(z.maxLength(40, "badField"))).check(z.minLength(1, "badField"), z.maxLength(20, "badField")),
  ),
  moveAddress: z.optional(z.boolean({ error: "badField" })),
});
export type RestoreChoice = Omit<z.output<typeof restoreSchema>, "revision">;

export const articleFilterSchema = z.object({
  status: z.optional(z.enum(["draft", "published", "changed", "unpublished", "archived"], { error: "chooseStatus" })),
  locale: z.optional(z.enum(["en", "fr"], { error: "chooseLocale" })),
  category: z.optional(line(1, 100, "chooseCategory")),
  stale: z.optional(
    z.pipe(
      z.enum(["0", "1"]),
      z.transform((v) => v === "1"),
    ),
  ),
});

// The workspace's search: its words and the list's filters (an empty query finds nothing).
export const SEARCH_QUERY_MAX = 200;
export const searchQuerySchema = z.extend(articleFilterSchema, {
  q: z.pipe(
    optionalText(SEARCH_QUERY_MAX),
    z.transform((v) => v ?? ""),
  ),
});

// The link picker's words and the article's language (an empty query offers the first pages).
export const linkTargetsQuerySchema = z.object({
  q: z.pipe(
    optionalText(SEARCH_QUERY_MAX),
    z.transform((v) => v ?? ""),
  ),
  locale: z.enum(["en", "fr"], { error: "chooseLocale" }),
});

// A page of a list, newest first: at most `limit` (default 50), those before the cursor `before`.
const pageNumber = z.coerce.number({ error: "badNumber" }).check(z.int("badNumber"), z.positive("badNumber"));
export const pageSchema = z.object({
  limit: z.optional(z.coerce.number({ error: "badNumber" }).check(z.int("badNumber"), z.positive("badNumber"), z.lte(200, "tooMany"))),
  before: z.optional(pageNumber),
});
export const PAGE_DEFAULT = 50;
export type Page = z.output<typeof pageSchema>;

export const diffQuerySchema = z.object({
  from: z.coerce.number({ error: "badRevision" }).check(z.int("badRevision"), z.nonnegative("badRevision")),
  to: z.coerce.number({ error: "badRevision" }).check(z.int("badRevision"), z.nonnegative("badRevision")),
});

export const cityTextSchema = z.object({
  heroTitle: line(1, 200, "required"),
  heroSubtitle: prose(1, 600, "required"),
  faq: z.array(z.object({ question: line(1, 300, "required"), answer: prose(1, 2000, "required") })).check(z.maxLength(30, "tooMany")),
});

export const cityFiguresSchema = z.object({
  population: z.int({ error: "badNumber" }).check(z.positive("badNumber")),
  dealershipCount: z.int({ error: "badNumber" }).check(z.nonnegative("badNumber")),
  avgMonthlyAdSpend: orNull(40),
});

export const cityChangeSchema = z.extend(z.partial(z.extend(cityTextSchema, cityFiguresSchema.shape)), { baseRevision: revision });

export const previewLinkSchema = z.object({ revision: z.optional(z.nullable(revision)) });

export type ArticleFieldsInput = z.output<typeof articleFieldsSchema>;
export type CityText = z.output<typeof cityTextSchema>;
export type CityFigures = z.output<typeof cityFiguresSchema>;

// The media library (issue 40): an upload's one field, a search, and what PATCH changes.
export const mediaFileSchema = z.object({ file: z.file({ error: "mediaEmpty" }) });
export const mediaQuerySchema = z.object({ q: z.optional(z.string().check(z.maxLength(200, "tooLong"))) });
const focal = z.number({ error: "badFocal" }).check(z.gte(0, "badFocal"), z.lte(1, "badFocal"));
const alt = optionalText(300).check(z.refine((v) => v == null || xmlSafe(v), "notAllowed"));
// The blog's categories and tags (/staff/content/terms): a name in each language, a merge's target.
const termName = line(1, 60, "required");
export const termSchema = z.object({ kind: z.enum(["category", "tag"], { error: "chooseTermKind" }), nameEn: termName, nameFr: termName });
export const termRenameSchema = z
  .object({ nameEn: z.optional(termName), nameFr: z.optional(termName) })
  .check(z.refine((v) => v.nameEn !== undefined || v.nameFr !== undefined, { message: "required", path: ["nameEn"] }));
export const termMergeSchema = z.object({ into: z.int({ error: "chooseTag" }).check(z.positive("chooseTag")) });

export const mediaChangeSchema = z.object({ altEn: alt, altFr: alt, focalX: z.optional(focal), focalY: z.optional(focal) });
// The editing room (issue 40). A working copy holds text as typed, which may not pass the article's
// schema yet (an empty title mid-sentence): only its shape and size are checked.
const typed = z.union(
  [z.string().check(z.maxLength(60_000, "tooLong")), z.null(), z.array(z.string().check(z.maxLength(200, "tooLong"))).check(z.maxLength(50, "tooMany"))],
  { error: "malformed" },
);
// An article's fields as typed: its own fields only, each a text, a list of texts or nothing.
export const articleTypedFieldsSchema = z.partialRecord(
  z.enum(Object.keys(articleFieldsSchema.shape) as [keyof ArticleFieldsInput, ...(keyof ArticleFieldsInput)[]], { error: "unknownField" }),
  typed,
  { error: "unknownField" },
);
export const workingCopySchema = z.object({ baseRevision: revision, fields: articleTypedFieldsSchema });
export const lockSchema = z.object({ takeOver: z.optional(z.boolean({ error: "malformed" })) });
export const returnReviewSchema = z.object({ comment: prose(1, 2000, "required") });
export const contentSettingsSchema = z.object({ reviewRequired: z.boolean({ error: "malformed" }) });
export const reviewFilterSchema = z.object({ status: z.optional(z.enum(["pending", "approved", "returned"], { error: "chooseStatus" })) });
// A city page's working copy: its text as typed (a question still empty), figures as the inputs hold them.
const typedText = (max: number) => z.optional(z.string().check(z.maxLength(max, "tooLong")));
const typedFigure = z.optional(z.nullable(z.number({ error: "badNumber" })));
const cityTypedFields = {
  heroTitle: typedText(200),
  heroSubtitle: typedText(600),
  faq: z.optional(
    z
      .array(z.object({ question: z.string().check(z.maxLength(300, "tooLong")), answer: z.string().check(z.maxLength(2000, "tooLong")) }))
      .check(z.maxLength(30, "tooMany")),
  ),
  population: typedFigure,
  dealershipCount: typedFigure,
  avgMonthlyAdSpend: z.optional(z.nullable(z.string().check(z.maxLength(40, "tooLong")))),
};
export const cityWorkingCopySchema = z.object({ baseRevision: revision, fields: z.object(cityTypedFields) });
// The same fields where nothing else may come along (an unsaved preview's).
export const cityTypedFieldsSchema = z.strictObject(cityTypedFields, { error: "unknownField" });

// POST /staff/api/content/articles/bulk: one action over the articles chosen in the list, at most
// BULK_MAX of them (two pages of the list: each publish runs the HTML checker).
export const BULK_MAX = 50;
export const BULK_ACTIONS = ["publish", "unpublish", "archive", "unarchive", "delete"] as const;
const articleRef = z.int({ error: "chooseArticles" }).check(z.positive("chooseArticles"));
export const bulkSchema = z.object({
  action: z.enum(BULK_ACTIONS, { error: "chooseBulkAction" }),
  ids: z.array(articleRef, { error: "chooseArticles" }).check(z.minLength(1, "chooseArticles"), z.maxLength(BULK_MAX, "tooMany")),
});
