import type { SiteImage } from "@/lib/content/media";
import { pictureMarkup } from "@/lib/content/media-picture";

// A library image as a <picture> (its markup, shared with the images of an article's body, is
// lib/content/media-picture.ts's): lazy unless it is the page's hero.
export function MediaPicture(props: { image: SiteImage; alt: string; sizes: string; hero?: boolean; className?: string }) {
  const { sources, img } = pictureMarkup(props.image, props);
  return (
    <picture>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={source.sizes} />
      ))}
      <img {...img} alt={img.alt} />
    </picture>
  );
}
