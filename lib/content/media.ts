import "server-only";
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, like, or } from "drizzle-orm";
import { cache } from "react";
import sharp, { type Sharp } from "sharp";
import { getDb, transaction, type Db } from "@/db";
import { articleRevisionAt, articles, contentRevisions, media, mediaVariants, type Article, type Media } from "@/db/schema";
import type { MediaFormat } from "@/db/enums";
import { factsOf, htmlFacts, htmlMediaIds, mediaRef } from "@/lib/content/body-facts.mjs";
import {
  CARD,
  focalCrop,
  FORMAT_TYPES,
  MEDIA_MAX_BYTES,
  scaledHeight,
  sniffImageType,
  variantFile,
  variantWidths,
  type ImageType,
} from "@/lib/content/image-rules";
import { rowId, type ContentActor } from "@/lib/content/document";
import { recordEvent } from "@/lib/content/events";
import type { Locale } from "@/lib/i18n/locale";
import { articlePath } from "@/lib/routes";
import { recordAudit } from "@/lib/staff/audit";
import { errorText, StaffError, type StaffTranslator } from "@/lib/staff/messages";

// The media library (issue 40, docs/publishing.md "Images"): an upload is checked by its bytes,
// stripped of its metadata and made into AVIF and WebP at four widths and a 1200×630 JPEG social card,
// all stored in the database (media, media_variants), so every instance serves every image. An
// article uses one as `media:{id}`: a replacement keeps the id, so the article follows.

// A refusal of the library: a key of the staff catalogue's errors, its status, and the field it concerns.
export class MediaError extends StaffError {
  constructor(
    key: string,
    status: number,
    values: Record<string, string | number> = {},
    readonly field: string | null = null,
  ) {
    super(key, values, status);
    // A full queue passes: the answer says when to try again.
    if (status === 503) this.retryAfter = BUSY_RETRY_S;
  }

  override details(t: StaffTranslator): Record<string, unknown> {
    return this.field ? { fields: { [this.field]: errorText(t, this.key, this.values) } } : {};
  }
}

export interface VariantLink {
  format: MediaFormat;
  width: number;
  height: number;
  url: string;
}

export interface MediaSummary {
  id: number;
  name: string;
  type: string;
  width: number;
  height: number;
  bytes: number;
  altEn: string | null;
  altFr: string | null;
  focalX: number;
  focalY: number;
  version: number;
  createdAt: string;
  url: string;
  variants: VariantLink[];
  usedBy: ArticleUse[];
}

export interface ArticleUse {
  id: number;
  locale: Locale;
  slug: string;
  title: string;
}

/** What the site needs to draw an image: its size, its alt text per language, each source and the social card. */
export interface SiteImage {
  width: number;
  height: number;
  alt: Record<Locale, string | null>;
  sources: { type: string; srcSet: string }[];
  fallback: string;
  card: string;
}

// ---- Processing: one image at a time per instance, a few waiting, off the visitors' render path.

// Encoding takes libvips' threads (sharp's pool) for about a second: two images at once would hold
// every core of a small instance. More than this many waiting is refused (503): try again shortly.
const QUEUE_LIMIT = 4;
const BUSY_RETRY_S = 5;
// libvips' cache of operations and their pixels (50 MB by default) serves a pipeline run again on the
// same input: no upload is processed twice, so it would only hold resident memory.
sharp.cache(false);
let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  if (waiting >= QUEUE_LIMIT) throw new MediaError("mediaBusy", 503);
  waiting++;
  const result = running.then(work, work).finally(() => waiting--);
  running = result.catch(() => undefined);
  return result;
}

interface Processed {
  type: ImageType;
  width: number;
  height: number;
  original: Buffer;
  variants: { format: MediaFormat; width: number; height: number; data: Buffer }[];
}

const ORIGINAL_FORMAT = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp", "image/avif": "avif" } as const;

// The most pixels an upload may have: 40 megapixels (an 8K frame is 33; the widest variant is 1600
// px), read from its header before anything is decoded. A PNG of 16383 × 16383 zeros is 1 MB on the
// wire and 1 GB decoded: it is refused here, and libvips refuses past it too (limitInputPixels).
export const MEDIA_MAX_PIXELS = 40_000_000;

// An upload as every output starts from it: its bytes decoded as the output reads them (libvips
// streams a JPEG or PNG top to bottom, and shrinks a JPEG on load for a smaller variant), turned
// upright by its EXIF orientation, transparency on white. No output holds the whole image decoded
// at full size unless its format must (an original re-encoded as WebP or AVIF, under the budget).
// sharp writes no metadata unless asked (withMetadata, keepExif), so EXIF and GPS stay behind.
const source = (bytes: Buffer) =>
  sharp(bytes, { failOn: "error", limitInputPixels: MEDIA_MAX_PIXELS, sequentialRead: true }).autoOrient().flatten({ background: "#ffffff" });

// The image's upright size from its header alone; refused past the budget (400 on the file field).
async function uprightSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  const size = header?.autoOrient ?? header;
  if (!size?.width || !size.height) throw new MediaError("mediaUnreadable", 400, {}, "file");
  if (size.width * size.height > MEDIA_MAX_PIXELS)
    throw new MediaError("mediaTooManyPixels", 400, { width: size.width, height: size.height, max: MEDIA_MAX_PIXELS / 1_000_000 }, "file");
  return { width: size.width, height: size.height };
}

// The original re-encoded at full size (streamed: a JPEG or PNG never whole in memory), then the
// image decoded once at the widest variant's width (a JPEG shrinks on load), whose pixels every
// variant and the card are encoded from: at most 1600 px wide, within the pixel budget.
async function process(bytes: Buffer, type: ImageType, focal: { x: number; y: number }): Promise<Processed> {
  const size = await uprightSize(bytes);
  const widths = variantWidths(size.width);
  const widest = widths.at(-1)!;
  let original, scaled;
  try {
    original = await source(bytes).toFormat(ORIGINAL_FORMAT[type], { quality: 90, effort: 2 }).toBuffer();
    scaled = await source(bytes).resize({ width: widest }).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw new MediaError("mediaUnreadable", 400, {}, "file");
  }
  const pixels = () => sharp(scaled.data, { raw: { width: scaled.info.width, height: scaled.info.height, channels: scaled.info.channels } });
  const variants = await Promise.all([
    cardOf(pixels(), scaled.info, focal),
    ...widths.flatMap((width) =>
      (["avif", "webp"] as const).map(async (format) => {
        const height = scaledHeight(size, width);
        // AVIF at effort 1 (the issue allows up to 2): on 2 cores effort 2 took 0.9 s for the 1600 px
        // variant alone and a 6 MB photo's whole set about 3 s; effort 1 is a third of that.
        const data = await (width === widest ? pixels() : pixels().resize({ width, height }))
          .toFormat(format, format === "avif" ? { quality: 55, effort: 1 } : { quality: 78, effort: 2 })
          .toBuffer();
        return { format, width, height, data };
      }),
    ),
  ]);
  return { type, ...size, original, variants: [...variants.slice(1), variants[0]!] };
}

// The 1200 × 630 social card: the focal crop of the upright image, at the card's size. The whole
// image is scaled first so the crop comes out at the card's size (a JPEG then decodes shrunk), and
// the crop taken from that.
async function cardOf(pixels: Sharp, size: { width: number; height: number }, focal: { x: number; y: number }) {
  const crop = focalCrop(size, focal);
  const scale = CARD.width / crop.width;
  const scaled = { width: Math.max(CARD.width, Math.round(size.width * scale)), height: Math.max(CARD.height, Math.round(size.height * scale)) };
  const left = Math.min(Math.round(crop.left * scale), scaled.width - CARD.width);
  const top = Math.min(Math.round(crop.top * scale), scaled.height - CARD.height);
  const data = await pixels
    .resize(scaled.width, scaled.height, { fit: "fill" })
    .extract({ left, top, width: CARD.width, height: CARD.height })
    .jpeg({ quality: 82 })
    .toBuffer();
  return { format: "jpeg" as const, ...CARD, data };
}

/** The upload's bytes checked (size, then type by magic numbers) and processed; refused with 413, 415 or 400. */
export async function processUpload(file: File | Buffer, focal = { x: 0.5, y: 0.5 }): Promise<Processed & { sha256: string }> {
  const size = Buffer.isBuffer(file) ? file.length : file.size;
  if (size > MEDIA_MAX_BYTES) throw new MediaError("mediaTooLarge", 413, { max: MEDIA_MAX_BYTES / 1024 / 1024 }, "file");
  if (size === 0) throw new MediaError("mediaEmpty", 400, {}, "file");
  const bytes = Buffer.isBuffer(file) ? file : Buffer.from(await file.arrayBuffer());
  const type = sniffImageType(bytes);
  if (!type) throw new MediaError("mediaType", 415, {}, "file");
  const processed = await oneAtATime(() => process(bytes, type, focal));
  return { ...processed, sha256: createHash("sha256").update(bytes).digest("hex") };
}

// ---- Storage.

// A variant's address: the hash of its bytes and its image (so two images never share one), its
// width and its format. A new version of the bytes is a new address; an address never changes bytes.
const variantHash = (mediaId: number, data: Buffer) => createHash("sha256").update(`${mediaId}:`).update(data).digest("hex").slice(0, 20);
export const variantUrl = (v: { hash: string; width: number; format: MediaFormat }) => `/media/${v.hash}/${variantFile(v.width, v.format)}`;

async function storeVariants(tx: Db, mediaId: number, variants: Processed["variants"]) {
  await tx.delete(mediaVariants).where(eq(mediaVariants.mediaId, mediaId));
  await tx.insert(mediaVariants).values(
    variants.map((v) => ({
      mediaId,
      format: v.format,
      width: v.width,
      height: v.height,
      bytes: v.data.length,
      hash: variantHash(mediaId, v.data),
      data: v.data,
    })),
  );
}

const SUMMARY = {
  id: media.id,
  name: media.name,
  type: media.type,
  width: media.width,
  height: media.height,
  bytes: media.bytes,
  altEn: media.altEn,
  altFr: media.altFr,
  focalX: media.focalX,
  focalY: media.focalY,
  version: media.version,
  createdAt: media.createdAt,
};

const altOrNull = (text: string | null | undefined) => text?.trim() || null;

// An uploaded file's name as the library and the audit keep it, cleaned once (issue 47, L4): controls,
// formatting characters (bidi overrides that reverse how a name reads, zero-width spaces), line
// separators, noncharacters and lone surrogates dropped, spaces collapsed, cut to NAME_MAX characters
// (whole code points). A 2 MB name was once kept whole in the audit log.
const NAME_MAX = 200;
export function uploadName(name: string, fallback: string): string {
  const clean = Array.from(name.slice(0, NAME_MAX * 8).replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]|\p{Noncharacter_Code_Point}|[\ud800-\udfff]/gu, ""))
    .slice(0, NAME_MAX)
    .join("")
    .replace(/\s+/g, " ")
    .trim();
  return clean || fallback;
}

// POST /staff/api/content/media: the same bytes uploaded again are the image already in the library.
export async function uploadMedia(actor: ContentActor, file: File): Promise<MediaSummary> {
  const done = await processUpload(file);
  const name = uploadName(file.name, "image");
  const id = await transaction(async (tx) => {
    const [same] = await tx.select({ id: media.id }).from(media).where(eq(media.sha256, done.sha256)).limit(1);
    if (same) return same.id;
    const [row] = await tx
      .insert(media)
      .values({
        sha256: done.sha256,
        name,
        type: done.type,
        width: done.width,
        height: done.height,
        bytes: done.original.length,
        createdBy: actor.email,
        data: done.original,
      })
      .returning({ id: media.id });
    await storeVariants(tx, row!.id, done.variants);
    await recordAudit({ actor, action: "media-uploaded", target: `media:${row!.id}`, detail: { name, bytes: file.size }, ip: actor.ip }, tx);
    return row!.id;
  });
  return getMedia(id);
}

// PUT /staff/api/content/media/{id}/file: new bytes under the same id; the articles using it follow.
export async function replaceMedia(actor: ContentActor, id: number, file: File): Promise<MediaSummary> {
  const before = await findMedia(id);
  const done = await processUpload(file, { x: before.focalX, y: before.focalY });
  await transaction(async (tx) => {
    await tx
      .update(media)
      .set({
        sha256: done.sha256,
        name: uploadName(file.name, before.name),
        type: done.type,
        width: done.width,
        height: done.height,
        bytes: done.original.length,
        data: done.original,
        version: before.version + 1,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(media.id, id));
    await storeVariants(tx, id, done.variants);
    await purgeUses(tx, id, actor);
    await recordAudit({ actor, action: "media-replaced", target: `media:${id}`, detail: { version: before.version + 1, bytes: file.size }, ip: actor.ip }, tx);
  });
  return getMedia(id);
}

// PATCH /staff/api/content/media/{id}: alt texts and the focal point; a new focal point re-crops the card.
export async function updateMedia(
  actor: ContentActor,
  id: number,
  change: { altEn?: string | null; altFr?: string | null; focalX?: number; focalY?: number },
): Promise<MediaSummary> {
  const before = await findMedia(id);
  const focal = { x: change.focalX ?? before.focalX, y: change.focalY ?? before.focalY };
  const moved = focal.x !== before.focalX || focal.y !== before.focalY;
  const card = moved ? await oneAtATime(async () => cardOf(source(before.data), before, focal)) : null;
  await transaction(async (tx) => {
    await tx
      .update(media)
      .set({
        ...(change.altEn !== undefined ? { altEn: altOrNull(change.altEn) } : {}),
        ...(change.altFr !== undefined ? { altFr: altOrNull(change.altFr) } : {}),
        focalX: focal.x,
        focalY: focal.y,
        updatedAt: new Date().toISOString(),
      })
      .where(eq(media.id, id));
    if (card) {
      await tx.delete(mediaVariants).where(and(eq(mediaVariants.mediaId, id), eq(mediaVariants.format, "jpeg")));
      const hash = variantHash(id, card.data);
      await tx
        .insert(mediaVariants)
        .values({ mediaId: id, format: "jpeg", width: card.width, height: card.height, bytes: card.data.length, hash, data: card.data });
    }
    await purgeUses(tx, id, actor);
    await recordAudit({ actor, action: "media-changed", target: `media:${id}`, detail: change, ip: actor.ip }, tx);
  });
  return getMedia(id);
}

// DELETE /staff/api/content/media/{id}: refused (409, naming them) while an article uses it.
export async function deleteMedia(actor: ContentActor, id: number): Promise<void> {
  await findMedia(id);
  await transaction(async (tx) => {
    const uses = await usesOf([id], tx);
    const used = uses.get(id) ?? [];
    if (used.length) throw new MediaError("mediaInUse", 409, { articles: used.map((a) => `${a.title} (${a.locale}, #${a.id})`).join(", ") });
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit({ actor, action: "media-deleted", target: `media:${id}`, ip: actor.ip }, tx);
  });
}

async function findMedia(id: number, db: Db = getDb()): Promise<Media> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw new MediaError("mediaNotFound", 404);
  return row;
}

/** A media id from an address ("12"); anything else is no such image. */
export const mediaId = (value: string): number => rowId(value, () => new MediaError("mediaNotFound", 404));

// The articles whose live row or newest draft names each image, as featured image or in the body:
// the live row's HTML scanned for its images, the draft's as its revision's facts keep them (no body
// is read as Markdown here).
async function usesOf(ids: number[], db: Db = getDb()): Promise<Map<number, ArticleUse[]>> {
  const uses = new Map<number, ArticleUse[]>(ids.map((id) => [id, []]));
  const heads = await db
    .select({
      id: articles.id,
      locale: articles.locale,
      slug: articles.slug,
      title: articles.title,
      featuredImage: articles.featuredImage,
      content: articles.content,
      draft: contentRevisions.snapshot,
      facts: contentRevisions.facts,
    })
    .from(articles)
    .leftJoin(contentRevisions, articleRevisionAt(articles.revision));
  for (const head of heads) {
    const draftImage = head.draft?.featuredImage;
    const draftBody = factsOf(head.facts) ?? htmlFacts(String(head.draft?.body ?? ""));
    const named = new Set([mediaRef(head.featuredImage), mediaRef(draftImage), ...htmlMediaIds(head.content), ...draftBody.media]);
    for (const id of named) if (id !== null) uses.get(id)?.push({ id: head.id, locale: head.locale, slug: head.slug, title: head.title });
  }
  return uses;
}

// A change of an image changes the published pages that show it: each instance purges them, as after
// a publish (a content event without the webhook: the article's words did not change).
async function purgeUses(tx: Db, id: number, actor: ContentActor) {
  const live = await tx
    .select({ id: articles.id, slug: articles.slug, locale: articles.locale })
    .from(articles)
    .where(and(eq(articles.isPublished, true), or(eq(articles.featuredImage, `media:${id}`), like(articles.content, `%"media:${id}"%`))));
  for (const article of live) {
    const paths = [articlePath(article.slug, article.locale), "/sitemap-images.xml"];
    await recordEvent(tx, { action: "published", docKind: "article", docId: article.id, paths, actor }, { webhook: false });
  }
}

// ---- Reading.

async function variantsOf(ids: number[], db: Db = getDb()) {
  if (!ids.length) return new Map<number, VariantLink[]>();
  const rows = await db
    .select({
      mediaId: mediaVariants.mediaId,
      format: mediaVariants.format,
      width: mediaVariants.width,
      height: mediaVariants.height,
      hash: mediaVariants.hash,
    })
    .from(mediaVariants)
    .where(inArray(mediaVariants.mediaId, ids))
    .orderBy(asc(mediaVariants.format), asc(mediaVariants.width));
  const byMedia = new Map<number, VariantLink[]>();
  for (const row of rows)
    byMedia.set(row.mediaId, [...(byMedia.get(row.mediaId) ?? []), { format: row.format, width: row.width, height: row.height, url: variantUrl(row) }]);
  return byMedia;
}

function summaryOf(row: Omit<MediaSummary, "url" | "variants" | "usedBy">, variants: VariantLink[], usedBy: ArticleUse[]): MediaSummary {
  // The image's address: its widest WebP, which every browser the site supports shows.
  const widest = variants.filter((v) => v.format === "webp").at(-1);
  return { ...row, url: widest?.url ?? "", variants, usedBy };
}

export async function getMedia(id: number): Promise<MediaSummary> {
  const [row] = await getDb().select(SUMMARY).from(media).where(eq(media.id, id)).limit(1);
  if (!row) throw new MediaError("mediaNotFound", 404);
  return summaryOf(row, (await variantsOf([id])).get(id) ?? [], (await usesOf([id])).get(id) ?? []);
}

// GET /staff/api/content/media: newest first; `q` finds a name or an alt text in either language.
export async function listMedia(q = ""): Promise<MediaSummary[]> {
  const rows = await getDb().select(SUMMARY).from(media).orderBy(desc(media.id)).limit(500);
  const words = q.trim().toLowerCase();
  const found = words ? rows.filter((r) => [r.name, r.altEn, r.altFr].some((text) => text?.toLowerCase().includes(words))) : rows;
  const ids = found.map((r) => r.id);
  const [variants, uses] = await Promise.all([variantsOf(ids), usesOf(ids)]);
  return found.map((r) => summaryOf(r, variants.get(r.id) ?? [], uses.get(r.id) ?? []));
}

/** A library image as the site draws it, or null when it is not in the library. */
export async function siteImage(id: number): Promise<SiteImage | null> {
  const [row] = await getDb().select(SUMMARY).from(media).where(eq(media.id, id)).limit(1);
  if (!row) return null;
  const variants = (await variantsOf([id])).get(id) ?? [];
  const srcSet = (format: MediaFormat) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  const widest = variants.filter((v) => v.format === "webp").at(-1);
  return {
    width: widest?.width ?? row.width,
    height: widest?.height ?? row.height,
    alt: { en: row.altEn, fr: row.altFr },
    sources: (["avif", "webp"] as const).map((format) => ({ type: FORMAT_TYPES[format], srcSet: srcSet(format) })),
    fallback: widest?.url ?? "",
    card: variants.find((v) => v.format === "jpeg")?.url ?? "",
  };
}

/** The alt texts of library images, by id, for the publish gates. */
export async function mediaAlts(ids: number[], db: Db = getDb()): Promise<Map<number, Record<Locale, string | null>>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: media.id, altEn: media.altEn, altFr: media.altFr }).from(media).where(inArray(media.id, ids));
  return new Map(rows.map((r) => [r.id, { en: r.altEn, fr: r.altFr }]));
}

/** GET /media/{hash}/{file}: a variant's bytes and type, or null for an address no image has. */
export async function servedVariant(hash: string, file: string): Promise<{ data: Buffer; type: string } | null> {
  if (!/^[0-9a-f]{20}$/.test(hash)) return null;
  const [row] = await getDb()
    .select({ format: mediaVariants.format, width: mediaVariants.width, data: mediaVariants.data })
    .from(mediaVariants)
    .where(eq(mediaVariants.hash, hash))
    .limit(1);
  if (!row || variantFile(row.width, row.format) !== file) return null;
  return { data: row.data, type: FORMAT_TYPES[row.format] };
}

/** An article's featured image as the site draws it, once per render: a library image (`media:{id}`), else null. */
export const featuredSiteImage = cache(async (featuredImage: string | null): Promise<SiteImage | null> => {
  const id = mediaRef(featuredImage);
  return id === null ? null : siteImage(id);
});

/** An image's address as the sitemap and the API give it: a library image's (`media:{id}`) widest WebP, else its own path. */
export async function imageAddress(src: string | null): Promise<string | null> {
  if (mediaRef(src) === null) return src;
  return (await featuredSiteImage(src))?.fallback || null;
}

/** A live article's images for the image sitemap: its featured image, then the library images in its body. */
export async function articleImageAddresses(article: Pick<Article, "featuredImage" | "content">): Promise<string[]> {
  const sources = [article.featuredImage, ...htmlMediaIds(article.content).map((id) => `media:${id}`)];
  return [...new Set(await Promise.all(sources.map(imageAddress)))].filter((url) => url !== null);
}
