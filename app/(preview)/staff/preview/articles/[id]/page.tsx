import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticlePage, articleMetadata } from "@/components/pages/article-page";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { articleAddresses, getRelatedArticles, type Article } from "@/lib/content/articles";
import { articlePreview, articleRow } from "@/lib/content/preview-page";
import { notFoundWhenMissing, verifyPreviewToken } from "@/lib/content/preview";
import { getWorkingCopy } from "@/lib/content/editing";
import { previewDraft } from "@/lib/content/preview-drafts";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";
import { livePublishedRevision } from "@/lib/content/store";

// Never cached or indexed: the addresses under /staff are private (next.config.ts, server.mjs).
export const dynamic = "force-dynamic";

type Query = Record<string, string | string[] | undefined>;

// Who may see it: a reviewer with a signed link for this article's newest draft or one of its
// revisions, else an editor or administrator, who with ?draft=1 sees their own unsaved fields.
async function load(id: string, query: Query) {
  const token = typeof query.token === "string" ? query.token : null;
  const grant = token ? verifyPreviewToken(token) : null;
  if (token && (grant?.kind !== "article" || grant.id !== id)) notFound();
  const staff = grant ? null : await requireStaff({ role: "editor", returnTo: `/staff/preview/articles/${id}` });
  const row = /^\d+$/.test(id) ? await articleRow(Number(id)) : null;
  if (!row) notFound();
  // The fields this process was sent 300 ms after typing stopped; asked of another instance, the
  // author's working copy (autosaved 2 s after typing stops, in the database every instance reads).
  const unsaved =
    staff && query.draft === "1"
      ? (previewDraft(staff.id, "article", id, row.locale) ??
        (await getWorkingCopy(staff.id, { kind: "article", id: row.id, locale: row.locale }))?.fields ??
        null)
      : null;
  const preview = await articlePreview(row.id, unsaved, grant?.revision).catch(notFoundWhenMissing);
  if (!preview) notFound();
  return { ...preview, row, byLink: grant !== null };
}

export async function generateMetadata({ params, searchParams }: PageProps<"/staff/preview/articles/[id]">): Promise<Metadata> {
  const { article } = await load((await params).id, await searchParams);
  return { ...(await articleMetadata(article.locale, article, await articleAddresses(article))), robots: { index: false, follow: false } };
}

// GET /staff/preview/articles/{id} - the article's page as it would be published: its head revision
// (with ?draft=1, the editor's unsaved fields over it; with ?token=, to a reviewer without an account) through the published page's own component,
// stylesheet, renderer and sanitizer, under a band that says it is a preview.
export default async function PreviewPage({ params, searchParams }: PageProps<"/staff/preview/articles/[id]">) {
  const { article, revision, changed, row, byLink } = await load((await params).id, await searchParams);
  const t = staffTranslator(article.locale);
  return (
    <>
      <PreviewBanner text={byLink ? t("content.preview.banner", { revision }) : bannerText(t, row, revision, changed)} />
      <ArticlePage locale={article.locale} article={article} addresses={await articleAddresses(article)} related={await getRelatedArticles(article, 3)} />
    </>
  );
}

// What the page shown is: a draft or the published page, and whether the editor's unsaved changes
// (or a saved revision not yet published) are in it. A reviewer's link names its revision instead.
function bannerText(t: ReturnType<typeof staffTranslator>, row: Article, revision: number, changed: boolean): string {
  const live = row.isPublished ? livePublishedRevision(row) : null;
  if (live === null) return changed ? t("content.preview.bannerDraftUnsaved") : t("content.preview.bannerDraft", { revision });
  if (changed) return t("content.preview.bannerPublishedUnsaved", { live });
  return revision > live ? t("content.preview.bannerPublishedAhead", { revision, live }) : t("content.preview.bannerPublished", { revision });
}
