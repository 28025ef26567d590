// What an uploaded image may be and what is made of it, as pure functions (no sharp, no database): the
// type read from the bytes, the widths served, the social card's crop around the focal point. The
// media store (media.ts) applies them; the library screen shares the limits.
import type { MediaFormat } from "@/db/enums";

export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
// The widths each image is served at (never wider than the original), and the social card's size.
export const MEDIA_WIDTHS = [480, 768, 1200, 1600] as const;
export const CARD = { width: 1200, height: 630 } as const;

export type ImageType = "image/jpeg" | "image/png" | "image/webp" | "image/avif";

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length));

/** The image type the bytes are (their magic numbers), whatever the file's name or declared type; null for any other. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length < 12) return null;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (ascii(bytes, 0, 8) === "\x89PNG\r\n\x1a\n") return "image/png";
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP") return "image/webp";
  // An ISO-BMFF file (ftyp box) whose major or a compatible brand is AVIF's.
  if (ascii(bytes, 4, 4) === "ftyp") {
    const size = Math.min(new DataView(bytes.buffer, bytes.byteOffset).getUint32(0), bytes.length);
    for (let at = 8; at + 4 <= size; at += 4) if (["avif", "avis"].includes(ascii(bytes, at, 4))) return "image/avif";
  }
  return null;
}

/** The widths an image `width` pixels wide is served at: the standard ones below it, and its own when it is narrower than the widest. */
export function variantWidths(width: number): number[] {
  const below = MEDIA_WIDTHS.filter((w) => w < width);
  return width <= MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1]! ? [...below, width] : [...MEDIA_WIDTHS];
}

/** The height of a variant `width` wide of an image `original` in size, as sharp rounds it. */
export const scaledHeight = (original: { width: number; height: number }, width: number) => Math.max(1, Math.round((original.height * width) / original.width));

export interface Crop {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The region of an image, in its pixels, that becomes the social card: the largest with the card's
 * proportions, centred on the focal point (x, y in 0..1) and moved back inside the image at its edges.
 */
export function focalCrop(image: { width: number; height: number }, focal: { x: number; y: number }, card: { width: number; height: number } = CARD): Crop {
  const ratio = card.width / card.height;
  const width = Math.min(image.width, Math.round(image.height * ratio));
  const height = Math.min(image.height, Math.round(width / ratio));
  const clamp = (value: number, max: number) => Math.min(Math.max(0, Math.round(value)), max);
  return {
    left: clamp(focal.x * image.width - width / 2, image.width - width),
    top: clamp(focal.y * image.height - height / 2, image.height - height),
    width,
    height,
  };
}

/** A variant's file name in its address: /media/{hash}/{width}.{ext}. */
export const variantFile = (width: number, format: MediaFormat) => `${width}.${format === "jpeg" ? "jpg" : format}`;

export const FORMAT_TYPES: Record<MediaFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };
