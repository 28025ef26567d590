import type { SiteImage } from "@/lib/content/media";
import { cn } from "@/lib/utils";

// A library image: AVIF, then WebP, each at every width it was made in, with its own width and height
// so the page keeps its place before it loads (CLS 0). Lazy unless it is the page's hero, which is
// asked for first (eager, fetchpriority high: it is the largest paint). The sizes ride on the sources:
// on an <img> without its own srcset they are invalid HTML (the publish's HTML checker refused it).
export function MediaPicture({
  image,
  alt,
  sizes,
  hero = false,
  className,
}: {
  image: SiteImage;
  alt: string;
  sizes: string;
  hero?: boolean;
  className?: string;
}) {
  return (
    <picture>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        src={image.fallback}
        alt={alt}
        width={image.width}
        height={image.height}
        loading={hero ? "eager" : "lazy"}
        fetchPriority={hero ? "high" : "auto"}
        decoding={hero ? "sync" : "async"}
        className={cn("h-auto w-full", className)}
      />
    </picture>
  );
}
