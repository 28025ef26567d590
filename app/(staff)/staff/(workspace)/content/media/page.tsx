import Link from "next/link";
import { MediaLibrary } from "@/components/staff/content/media-library";
import { mediaLibraryCopy } from "@/components/staff/content/editor-copy";
import { staffTitle } from "@/components/staff/metadata";
import { staffButton, staffField } from "@/components/staff/styles";
import { listMedia } from "@/lib/content/media";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("media");

// GET /staff/content/media - editors and administrators: the media library, found by name or alt text
// (a plain GET form), with an upload, each image's alt texts, focal point, replacement and deletion.
export default async function MediaPage({ searchParams }: PageProps<"/staff/content/media">) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content/media" });
  const t = staffTranslator(staff.language);
  const q = String((await searchParams).q ?? "").slice(0, 200);
  const media = await listMedia(q);
  return (
    <>
      <Link href="/staff/content" className="text-sm text-fg-muted hover:text-fg">
        ← {t("content.backToList")}
      </Link>
      <h1 className="mt-2 text-h3 font-bold">{t("content.media.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("content.media.intro")}</p>
      <form method="get" role="search" className="mt-4 flex flex-wrap items-end gap-2">
        <label className="grid min-w-0 flex-1 gap-1 text-sm font-medium">
          {t("content.media.search")}
          <input type="search" name="q" defaultValue={q} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          {t("content.media.searchButton")}
        </button>
      </form>
      <p className="mt-2 text-sm text-fg-muted">{t("content.media.count", { count: media.length })}</p>
      <div className="mt-4">
        <MediaLibrary key={q} initial={media} copy={mediaLibraryCopy(staff.language)} />
      </div>
    </>
  );
}
