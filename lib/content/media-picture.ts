import type { SiteImage } from "@/lib/content/media";

// A library image's <picture>, once for both of its renderers: the hero's React component
// (components/blog/media-picture.tsx) and an article body's HTML (body-images.ts), so an image in the
// body is drawn exactly as the featured one. AVIF, then WebP, each at every width it was made in, with
// its own width and height so the page keeps its place before it loads (CLS 0). Lazy unless it is the
// page's hero, which is asked for first (eager, fetchpriority high: it is the largest paint). The sizes
// ride on the sources: on an <img> without its own srcset they are invalid HTML (the publish's HTML
// checker refused it).
/** An image across the article's column: 832 px once the screen is wide enough, else the screen's width. */
export const ARTICLE_IMAGE_SIZES = "(min-width: 56rem) 832px, 100vw";

export interface PictureMarkup {
  sources: { type: string; srcSet: string; sizes: string }[];
  img: {
    src: string;
    alt: string;
    width: number;
    height: number;
    loading: "eager" | "lazy";
    fetchPriority: "high" | "auto";
    decoding: "sync" | "async";
    className: string;
  };
}

export function pictureMarkup(image: SiteImage, { alt, sizes, hero = false, className }: { alt: string; sizes: string; hero?: boolean; className?: string }) {
  return {
    sources: image.sources.map((source) => ({ ...source, sizes })),
    img: {
      src: image.fallback,
      alt,
      width: image.width,
      height: image.height,
      loading: hero ? "eager" : "lazy",
      fetchPriority: hero ? "high" : "auto",
      decoding: hero ? "sync" : "async",
      className: ["h-auto w-full", className].filter(Boolean).join(" "),
    },
  } satisfies PictureMarkup;
}

const escape = (text: string | number) =>
  String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The same <picture> as HTML, written as React writes it. */
export function pictureHtml({ sources, img }: PictureMarkup): string {
  const source = sources.map((s) => `<source type="${escape(s.type)}" srcSet="${escape(s.srcSet)}" sizes="${escape(s.sizes)}"/>`).join("");
  const attributes = [
    ["src", img.src],
    ["alt", img.alt],
    ["width", img.width],
    ["height", img.height],
    ["loading", img.loading],
    ["fetchPriority", img.fetchPriority],
    ["decoding", img.decoding],
    ["class", img.className],
  ] as const;
  return `<picture>${source}<img ${attributes.map(([name, value]) => `${name}="${escape(value)}"`).join(" ")}/></picture>`;
}
