import "server-only";
import { addressId } from "@/lib/content/document";
import { articleDoc } from "@/lib/content/editing";
import { checkArticle } from "@/lib/content/gates";
import {
  findArticle,
  listArticles,
  publishArticleIn,
  readArticleAt,
  readArticleRevision,
  restoreArticleIn,
  twinOf,
  revisionBesideLive,
  unpublishArticleIn,
  withArticleConflict,
  type ArticleChange,
  type ArticleRules,
} from "@/lib/content/store";
import { articleHeadings } from "@/lib/content/kinds/headings";
import { articlePath, localePath } from "@/lib/routes";
import { StaffError } from "@/lib/staff/messages";
import { articleChangeSchema, workingCopySchema } from "@/lib/validations/content";
import { indexAllArticles, indexArticle } from "./article-search";
import type { ContentKindAdapter, DocRefs, Refs } from "./kind";

// An article as a kind of content: what the plumbing every kind shares (lib/content/publish.ts, the
// search's rebuild) reads of it. lib/content/store.ts writes it.

// Every public address a publish or unpublish changes: the article's (and its old slugs'), its
// twin's, both blog lists (their category filters are the same page), the sitemaps, the feeds, the
// blog API, the Open Graph image, and the related articles' pages, which link to it.
function paths({ article, twin, related, oldSlugs = [] }: ArticleChange): string[] {
  const all = [
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
  return [...new Set(all)];
}

// What the store runs in a publish's transaction.
const rules: ArticleRules = { gates: checkArticle, paths };

export const articleKind = {
  name: "article",
  index: (tx, id) => indexArticle(tx, id),
  indexAll: indexAllArticles,
  schemas: { change: articleChangeSchema, workingCopy: workingCopySchema },
  find: async (id, locale) => {
    const article = /^\d{1,12}$/.test(id) ? await findArticle(Number(id)).catch(() => null) : null;
    // An article has one language: asked in the other, it is not there.
    if (article?.locale !== locale) throw new StaffError("contentNotFound", {}, 404);
    return article.id;
  },
  target: (id) => `article:${id}`,
  headings: articleHeadings,
  besideLive: async (id, number) => {
    const { status, live, revision } = await revisionBesideLive(id, number);
    return { live: live ? "published" : status === "draft" ? "new" : "offline", before: live, after: revision };
  },
  twin: async (id) => (await twinOf(await findArticle(id)))?.id ?? null,
  listed: async (filter) => {
    const shown = new Map((await listArticles(filter)).map((summary) => [summary.id, summary]));
    return (id) => {
      const summary = shown.get(id);
      if (!summary) return null;
      const { title, slug, status } = summary;
      return { kind: "article", id, title, slug, status, href: `/staff/content/articles/${id}`, summary };
    };
  },
  current: async (id) => {
    const article = await findArticle(id);
    return { doc: { kind: "article", id, locale: article.locale }, head: article.revision };
  },
  refOf: (id) => Promise.resolve(id),
  preview: (id, revision) => ({ kind: "article", id: String(id), revision }),
  previewPath: ({ id }) => `/staff/preview/articles/${id}`,
  ...rules,
  writer: async (id, base) => {
    const read = await readArticleAt(id, base);
    return (tx, actor, input) => publishArticleIn(tx, actor, id, input, read, rules);
  },
  restorer: async (id, from, choice) => {
    // The body the restore leaves (the older one's, or the newest's when other fields alone are
    // restored) is read before the transaction, off the request's thread.
    const read = await readArticleRevision(id, choice.fields && !choice.fields.includes("body") ? "head" : from);
    return (tx, actor) => restoreArticleIn(tx, actor, id, from, read, choice);
  },
  unpublisher: (id) => (tx, actor) => unpublishArticleIn(tx, actor, id, rules),
  settle: withArticleConflict,
  // ---- How a route finds one: its id (/articles/{id}), a number; anything else, or no such article, 404.
  ref: ({ params }) => articleDoc(addressId(params.id ?? "")),
} satisfies ContentKindAdapter<Refs["article"], DocRefs["article"]>;
