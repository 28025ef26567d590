import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticlePage, articleMetadata } from "@/components/pages/article-page";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { articleAddresses, getRelatedArticles } from "@/lib/content/articles";
import { articlePreview, articleRow } from "@/lib/content/preview-page";
import { notFoundWhenMissing, verifyPreviewToken } from "@/lib/content/preview";
import { getWorkingCopy } from "@/lib/content/editing";
import { previewDraft } from "@/lib/content/preview-drafts";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

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
  return { ...preview, unsaved: unsaved !== null };
}

export async function generateMetadata({ params, searchParams }: PageProps<"/staff/preview/articles/[id]">): Promise<Metadata> {
  const { article } = await load((await params).id, await searchParams);
  return { ...(await articleMetadata(article.locale, article, await articleAddresses(article))), robots: { index: false, follow: false } };
}

// GET /staff/preview/articles/{id} - the article's page as it would be published: its head revision
// (with ?draft=1, the editor's unsaved fields over it; with ?token=, to a reviewer without an account) through the published page's own component,
// stylesheet, renderer and sanitizer, under a band that says it is a preview.
export default async function PreviewPage({ params, searchParams }: PageProps<"/staff/preview/articles/[id]">) {
  const { article, revision, unsaved } = await load((await params).id, await searchParams);
  const t = staffTranslator(article.locale);
  return (
    <>
      <PreviewBanner text={unsaved ? t("content.preview.bannerUnsaved") : t("content.preview.banner", { revision })} />
      <ArticlePage locale={article.locale} article={article} addresses={await articleAddresses(article)} related={await getRelatedArticles(article, 3)} />
    </>
  );
}
