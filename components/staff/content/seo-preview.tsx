"use client";

import { useEffect, useState } from "react";
import type { ArticleFields } from "@/lib/content/store";
import type { MediaSummary } from "@/lib/content/media";
import { contentApi } from "./content-api";
import { searchSnippet, type SearchLimits } from "./search-text";

export interface SeoPreviewCopy {
  seoTitle: string;
  searchResult: string;
  searchCut: string;
  socialCard: string;
  noImage: string;
  cardImage: string;
}

// The card's picture: a library image's original, cut as the 1200×630 card is (around its focal point),
// or a site image's path, centred.
type CardImage = { src: string; x: number; y: number } | null;

const MEDIA = /^media:(\d+)$/;

// Beside the SEO fields: the search result (title with the site's suffix, the address, the description,
// each cut where a search engine cuts) and the social card, as they are typed.
export function SeoPreview({ fields, address, limits, copy }: { fields: ArticleFields; address: string; limits: SearchLimits; copy: SeoPreviewCopy }) {
  const snippet = searchSnippet(fields, limits);
  const image = useCardImage(fields.featuredImage);
  const url = new URL(address);
  const crumbs = [url.host, ...url.pathname.split("/").filter(Boolean)].join(" › ");
  return (
    <section aria-labelledby="seo-preview-title" className="grid min-w-0 gap-3 rounded-panel border border-ink-700 p-3" data-seo-preview>
      <h2 id="seo-preview-title" className="text-sm font-semibold">
        {copy.seoTitle}
      </h2>
      <figure className="grid min-w-0 gap-1 rounded-control bg-white p-3 text-[#202124]" data-search-snippet>
        <figcaption className="sr-only">{copy.searchResult}</figcaption>
        <p className="truncate text-xs text-[#4d5156]">{crumbs}</p>
        <p className="text-lg leading-snug break-words text-[#1a0dab]">{snippet.title.text}</p>
        <p className="text-sm break-words text-[#474747]">{snippet.description.text}</p>
        {(snippet.title.cut || snippet.description.cut) && <p className="text-xs text-[#474747] italic">{copy.searchCut}</p>}
      </figure>
      <figure className="grid min-w-0 max-w-md overflow-hidden rounded-control border border-ink-700 bg-ink-900" data-social-card>
        <figcaption className="sr-only">{copy.socialCard}</figcaption>
        <div className="relative aspect-[1200/630] w-full overflow-hidden bg-gradient-to-br from-brand-700 to-ink-950">
          {image ? (
            // eslint-disable-next-line @next/next/no-img-element -- the library's own file, cut by CSS as the card is
            <img src={image.src} alt={copy.cardImage} className="size-full object-cover" style={{ objectPosition: `${image.x}% ${image.y}%` }} />
          ) : (
            <p className="absolute inset-0 grid place-items-center p-4 text-center text-xs text-fg-muted">{copy.noImage}</p>
          )}
        </div>
        <div className="grid gap-0.5 p-2">
          <p className="text-xs text-fg-subtle uppercase">{url.host}</p>
          <p className="line-clamp-2 text-sm font-semibold break-words">{(fields.seoTitle?.trim() || fields.title).trim()}</p>
          <p className="line-clamp-2 text-xs text-fg-muted break-words">{snippet.description.text}</p>
        </div>
      </figure>
      <p className="text-xs text-fg-subtle">{copy.socialCard}</p>
    </section>
  );
}

// The featured image's picture for the card: asked of the library once per image named.
function useCardImage(featured: string | null): CardImage {
  const [media, setMedia] = useState<{ id: number; image: CardImage } | null>(null);
  const id = MEDIA.exec(featured?.trim() ?? "")?.[1];
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    void contentApi<MediaSummary>(`/staff/api/content/media/${id}`).then((reply) => {
      if (stopped) return;
      const found = reply?.status === 200 ? reply.body : null;
      setMedia({ id: Number(id), image: found ? { src: found.url, x: found.focalX * 100, y: found.focalY * 100 } : null });
    });
    return () => {
      stopped = true;
    };
  }, [id]);
  if (id) return media?.id === Number(id) ? media.image : null;
  const path = featured?.trim() ?? "";
  return path.startsWith("/images/") ? { src: path, x: 50, y: 50 } : null;
}
