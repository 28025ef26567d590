"use client";

import Link from "next/link";
import { useEffect, useId, useState } from "react";
import type { MediaSummary } from "@/lib/content/media";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";
import { staffButton, staffField } from "../styles";
import { contentApi, fill } from "./content-api";
import { usePickerSearch } from "./picker-dialog";

export interface ImagePickerCopy {
  imageSearch: string;
  imageNone: string;
  imageInBody: string;
  imageFeatured: string;
  imageAlt: string;
  imageAltMissing: string;
  imageAltEdit: string;
  loading: string;
  locales: Record<Locale, string>;
}

// The media library's images in the editor (GET /staff/api/content/media?q=): one chosen shows its alt
// text in the article's language, read-only, with the way to edit it in the library; it goes into the
// text at the cursor or becomes the featured image.
export function ImagePicker({
  locale,
  copy,
  onBody,
  onFeatured,
}: {
  locale: Locale;
  copy: ImagePickerCopy;
  onBody: (id: number) => void;
  onFeatured?: (id: number) => void;
}) {
  const [query, setQuery] = useState("");
  const [chosen, setChosen] = useState<MediaSummary | null>(null);
  const id = useId();

  const images = usePickerSearch(`/staff/api/content/media?q=${encodeURIComponent(query)}`, (body: { media: MediaSummary[] }) => body.media);

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          {copy.imageSearch}
        </label>
        <input id={`${id}-search`} type="search" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} className={staffField} />
      </div>
      {images === null ? (
        <p className="text-sm text-fg-muted">{copy.loading}</p>
      ) : images.length === 0 ? (
        <p className="text-sm text-fg-muted">{copy.imageNone}</p>
      ) : (
        <ul className="grid max-h-64 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
          {images.map((media) => (
            <li key={media.id}>
              <button
                type="button"
                aria-pressed={chosen?.id === media.id}
                onClick={() => setChosen(media)}
                className={cn("grid w-full gap-1 rounded-control p-1 text-left ring-1 ring-ink-700", chosen?.id === media.id && "ring-2 ring-brand-300")}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a library variant, already sized */}
                <img src={thumbnail(media)} alt="" className="aspect-square w-full rounded-control object-cover" loading="lazy" />
                <span className="truncate text-xs">{media.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {chosen && (
        <div className="grid gap-2 rounded-control border border-ink-700 p-3" aria-live="polite">
          <p className="text-sm break-words" data-library-alt>
            {libraryAlt(chosen, locale, copy)}
          </p>
          <Link href={`/staff/content/media#media-${chosen.id}-name`} target="_blank" className="text-sm text-brand-300 underline">
            {copy.imageAltEdit}
          </Link>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={staffButton} onClick={() => onBody(chosen.id)}>
              {copy.imageInBody}
            </button>
            {onFeatured && (
              <button type="button" className="h-10 rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800" onClick={() => onFeatured(chosen.id)}>
                {copy.imageFeatured}
              </button>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

// The smallest WebP of the library's variants (the original when it has none).
const thumbnail = (media: MediaSummary) =>
  [...media.variants].filter((v) => v.format === "webp").sort((a, b) => a.width - b.width)[0]?.url ?? media.variants[0]?.url ?? media.url;

// "Alt text from the library (English): A red car…", or that it has none in that language yet.
export function libraryAlt(
  media: Pick<MediaSummary, "altEn" | "altFr">,
  locale: Locale,
  copy: Pick<ImagePickerCopy, "imageAlt" | "imageAltMissing" | "locales">,
) {
  const alt = (locale === "fr" ? media.altFr : media.altEn)?.trim();
  const language = copy.locales[locale];
  return alt ? fill(copy.imageAlt, { language, alt }) : fill(copy.imageAltMissing, { language });
}

// In place of the editor's alt-text field for a library image: the library's alt text in the article's
// language, read-only, and the way to edit it there.
export function LibraryAlt({ mediaId, locale, copy, label }: { mediaId: number; locale: Locale; copy: ImagePickerCopy; label: string }) {
  const [media, setMedia] = useState<MediaSummary | null>(null);
  useEffect(() => {
    let stopped = false;
    void contentApi<MediaSummary>(`/staff/api/content/media/${mediaId}`).then((reply) => {
      if (!stopped && reply?.status === 200) setMedia(reply.body);
    });
    return () => {
      stopped = true;
    };
  }, [mediaId]);
  return (
    <div className="grid content-start gap-1" data-library-alt-field>
      <p className="text-sm font-medium">{label}</p>
      <p className="text-sm break-words text-fg-muted">{media?.id === mediaId ? libraryAlt(media, locale, copy) : copy.loading}</p>
      <Link href={`/staff/content/media#media-${mediaId}-name`} target="_blank" className="text-sm text-brand-300 underline">
        {copy.imageAltEdit}
      </Link>
    </div>
  );
}
