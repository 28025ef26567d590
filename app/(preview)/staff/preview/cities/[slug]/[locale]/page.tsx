import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CityPage, cityMetadata } from "@/components/pages/city-page";
import { PreviewBanner } from "@/components/preview/preview-banner";
import { cityPreview } from "@/lib/content/city-store";
import { cityDoc, getWorkingCopy } from "@/lib/content/editing";
import { notFoundWhenMissing, verifyPreviewToken } from "@/lib/content/preview";
import { previewDraft } from "@/lib/content/preview-drafts";
import { isLocale } from "@/lib/i18n/locale";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

// Never cached or indexed: the addresses under /staff are private (next.config.ts, server.mjs).
export const dynamic = "force-dynamic";

type Params = PageProps<"/staff/preview/cities/[slug]/[locale]">;

// Who may see it: a reviewer with a signed link for this city page (its newest draft or one of its
// revisions), else an editor or administrator, who with ?draft=1 sees their unsaved fields too.
async function load({ params, searchParams }: Params) {
  const [{ slug, locale }, query] = await Promise.all([params, searchParams]);
  if (!isLocale(locale)) notFound();
  const token = typeof query.token === "string" ? query.token : null;
  const grant = token ? verifyPreviewToken(token) : null;
  if (token && (grant?.kind !== "city" || grant.id !== slug || grant.locale !== locale)) notFound();
  const staff = grant ? null : await requireStaff({ role: "editor", returnTo: `/staff/preview/cities/${slug}/${locale}` });
  // The fields this process was sent after typing stopped; asked of another instance, the author's
  // working copy (autosaved 2 s after typing stops, in the database every instance reads).
  const unsaved =
    staff && query.draft === "1"
      ? (previewDraft(staff.id, "city", slug, locale) ??
        // An unknown city: none, and the page below answers 404.
        (
          await cityDoc(slug, locale).then(
            (doc) => getWorkingCopy(staff.id, doc),
            () => null,
          )
        )?.fields ??
        null)
      : null;
  const preview = await cityPreview(slug, locale, grant?.revision, unsaved).catch(notFoundWhenMissing);
  if (!preview) notFound();
  return { ...preview, locale };
}

export async function generateMetadata(props: Params): Promise<Metadata> {
  const { city, locale } = await load(props);
  return { ...cityMetadata(locale, city), robots: { index: false, follow: false } };
}

// GET /staff/preview/cities/{slug}/{locale} - the city page as it would be published: the language's
// head revision (or, with ?token=, the one the link names) through the published page's own
// component and stylesheet, under a band that says it is a preview.
export default async function CityPreviewPage(props: Params) {
  const { city, revision, locale } = await load(props);
  return (
    <>
      <PreviewBanner text={staffTranslator(locale)("content.preview.banner", { revision })} />
      <CityPage locale={locale} city={city} />
    </>
  );
}
