import Link from "next/link";
import { notFound } from "next/navigation";
import { CityEditor } from "@/components/staff/content/city-editor";
import { DocumentSchedule } from "@/components/staff/content/document-schedule";
import { cityEditorCopy } from "@/components/staff/content/editor-copy";
import { staffTitle } from "@/components/staff/metadata";
import { getCityPage } from "@/lib/content/city-store";
import { cityDoc } from "@/lib/content/editing";
import { warmHtmlChecker } from "@/lib/content/nu-checker";
import { mayPublish } from "@/lib/content/publish";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("city");

// GET /staff/content/cities/{slug} - a city page's words in English and French side by side (hero and
// questions each), the figures both show written once through the English; each language with its
// preview, preview link, schedule and revisions, as an article.
export default async function CityPage({ params }: PageProps<"/staff/content/cities/[slug]">) {
  const { slug } = await params;
  const staff = await requireStaff({ role: "editor", returnTo: `/staff/content/cities/${slug}` });
  const t = staffTranslator(staff.language);
  const pages = await Promise.all((["en", "fr"] as const).map((locale) => getCityPage(slug, locale).catch(() => null)));
  // While review is on, an editor submits a city page for review, as an article.
  const publishes = await mayPublish(staff);
  if (publishes) warmHtmlChecker();
  if (pages.some((page) => !page)) notFound();
  const [en] = pages;
  const { id } = await cityDoc(slug, "en");
  return (
    <>
      <Link href="/staff/content" className="text-sm text-fg-muted hover:text-fg">
        ← {t("content.backToList")}
      </Link>
      <h1 className="mt-2 text-h3 font-bold">
        {en!.names[staff.language]} <span className="text-base font-normal text-fg-subtle">· {en!.provinces[staff.language]}</span>
      </h1>
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        {pages.map((page) => (
          <CityEditor
            key={page!.locale}
            slug={slug}
            locale={page!.locale}
            revision={page!.revision}
            draft={{ ...page!.draft, ...page!.figures }}
            mayPublish={publishes}
            copy={cityEditorCopy(staff.language, page!.locale)}
            language={staff.language}
            timeZone={staff.timeZone}
            schedule={<DocumentSchedule staff={staff} doc={{ kind: "city", id, slug, locale: page!.locale }} mayPublish={publishes} />}
          />
        ))}
      </div>
    </>
  );
}
