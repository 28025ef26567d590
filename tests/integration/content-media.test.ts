// The media library through its API (issue 40, item 2), on both engines: an upload is checked by its
// bytes and size, stripped of its metadata and stored with its variants; the served address is
// immutable; alt texts and the focal point change; a replacement keeps the id; an image in use is
// not deleted; other roles are refused.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getDb } from "@/db";
import { auditLog, media, mediaVariants } from "@/db/schema";
import { getPublishedArticleBySlug } from "@/lib/content/articles";
import { articleBodyHtml } from "@/lib/content/body-images";
import { getMedia, type MediaSummary } from "@/lib/content/media";
import { publish } from "@/lib/content/publish";
import { createArticle, saveArticle, type ContentError } from "@/lib/content/store";
import { imageSitemapXml } from "@/lib/seo/sitemap";
import { fields } from "../support/content";
import { BASE } from "../support/requests";
import { staffApiCaller } from "../support/staff-api";
import { makePhoto } from "../support/photo.mjs";
import { signedInStaff } from "../support/staff";

const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const library = await import("@/app/(staff)/staff/api/content/media/route");
const one = await import("@/app/(staff)/staff/api/content/media/[id]/route");
const file = await import("@/app/(staff)/staff/api/content/media/[id]/file/route");
const served = await import("@/app/media/[hash]/[file]/route");
const articles = await import("@/app/(staff)/staff/api/content/articles/route");
const blogApi = await import("@/app/api/blog/[slug]/route");

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;
type Body = MediaSummary & { error: string; fields: Record<string, string>; media: MediaSummary[]; id: number };

const call = staffApiCaller<Body>(current);

const formOf = (bytes: Buffer, name: string, type = "image/jpeg") => {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  return form;
};
const upload = (bytes: Buffer, name: string, as: { cookie: string }, type?: string) =>
  call(library.POST as Handler, "POST", "/staff/api/content/media", as.cookie, formOf(bytes, name, type));
const patch = (id: number, change: object, as: { cookie: string }) =>
  call(one.PATCH as Handler, "PATCH", `/staff/api/content/media/${id}`, as.cookie, change, { id: String(id) });
const fetchVariant = (url: string, headers: Record<string, string> = {}) => {
  const [, , hash, name] = url.split("/");
  return served.GET(new Request(`${BASE}${url}`, { headers }), { params: Promise.resolve({ hash: hash!, file: name! }) });
};

let editor: Awaited<ReturnType<typeof signedInStaff>>;
let editorFr: Awaited<ReturnType<typeof signedInStaff>>;
let photo: Buffer;
let uploaded: Body;

beforeAll(async () => {
  process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = "true";
  editor = await signedInStaff("editor");
  editorFr = await signedInStaff("editor", "fr");
  photo = await makePhoto({ width: 2000, height: 1500 });
  const answer = await upload(photo, "showroom.jpg", editor);
  expect(answer.status).toBe(201);
  uploaded = answer.body;
}, 60_000);

const slow = { timeout: 60_000 };

describe("uploading to the media library", slow, () => {
  it("answers 201 with the id, the address and AVIF and WebP at four widths plus the 1200×630 card, all stored", async () => {
    expect(uploaded).toMatchObject({ id: expect.any(Number), width: 2000, height: 1500, name: "showroom.jpg", type: "image/jpeg" });
    const widths = (format: string) => uploaded.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths("avif")).toEqual([480, 768, 1200, 1600]);
    expect(widths("webp")).toEqual([480, 768, 1200, 1600]);
    expect(uploaded.variants.filter((v) => v.format === "jpeg")).toEqual([{ format: "jpeg", width: 1200, height: 630, url: expect.stringMatching(/\.jpg$/) }]);
    expect(uploaded.url).toMatch(/^\/media\/[0-9a-f]{20}\/1600\.webp$/);
    const rows = await getDb()
      .select({ format: mediaVariants.format, width: mediaVariants.width, height: mediaVariants.height })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, uploaded.id));
    expect(rows).toHaveLength(9);
    expect(rows).toContainEqual({ format: "avif", width: 768, height: 576 });
    const [audit] = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `media:${uploaded.id}`));
    expect(audit).toMatchObject({ action: "media-uploaded", actorEmail: editor.email });
  });

  it("keeps no EXIF or GPS in the stored original or any variant", async () => {
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const [original] = await getDb().select({ data: media.data }).from(media).where(eq(media.id, uploaded.id));
    const outputs = [
      original!.data,
      ...(await getDb().select({ data: mediaVariants.data }).from(mediaVariants).where(eq(mediaVariants.mediaId, uploaded.id))).map((v) => v.data),
    ];
    for (const output of outputs) {
      const meta = await sharp(output).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it("never makes a variant wider than the original", async () => {
    const narrow = await makePhoto({ width: 600, height: 400, format: "png" });
    const answer = await upload(narrow, "badge.png", editor, "image/png");
    expect(answer.status).toBe(201);
    expect(answer.body.variants.filter((v) => v.format === "webp").map((v) => [v.width, v.height])).toEqual([
      [480, 320],
      [600, 400],
    ]);
  });

  it("refuses a file whose bytes are not an image with 415, whatever its name and type say", async () => {
    const answer = await upload(Buffer.from("%PDF-1.7\n" + "x".repeat(400)), "photo.jpg", editorFr);
    expect(answer.status).toBe(415);
    expect(answer.body.fields.file).toMatch(/JPEG, PNG, WebP et AVIF/);
  });

  it("refuses an image over 10 MB with 413 and the field's message", async () => {
    const big = Buffer.alloc(11 * 1024 * 1024, 0);
    big.set([0xff, 0xd8, 0xff, 0xe0]);
    const answer = await upload(big, "huge.jpg", editor);
    expect(answer.status).toBe(413);
    expect(answer.body.fields.file).toBe("The image is over 10 MB");
  });

  it("refuses a post without a file (400) and a sales account (403)", async () => {
    const empty = await call(library.POST as Handler, "POST", "/staff/api/content/media", editor.cookie, new FormData());
    expect(empty.status).toBe(400);
    expect(empty.body.fields.file).toBeTruthy();
    const sales = await signedInStaff("sales");
    expect((await upload(photo, "x.jpg", sales)).status).toBe(403);
  });

  it("keeps an upload's name cleaned and cut once, in the library and the audit (the attack's L4)", async () => {
    const name = `\u202e${"x".repeat(2 * 1024 * 1024)}gpj.exe\u200b\u0007.jpg`;
    const answer = await upload(await makePhoto({ width: 640, height: 480 }), name, editor);
    expect(answer.status).toBe(201);
    expect(answer.body.name).toBe("x".repeat(200));
    const [audit] = await getDb()
      .select({ detail: auditLog.detail })
      .from(auditLog)
      .where(and(eq(auditLog.action, "media-uploaded"), eq(auditLog.target, `media:${answer.body.id}`)));
    const detail = JSON.stringify(audit!.detail);
    expect(JSON.parse(typeof audit!.detail === "string" ? audit!.detail : detail)).toMatchObject({ name: "x".repeat(200) });
    expect(detail.length).toBeLessThan(300);
  });

  it("answers the same bytes uploaded again with the image already in the library", async () => {
    const again = await upload(photo, "copy.jpg", editor);
    expect(again.status).toBe(201);
    expect(again.body.id).toBe(uploaded.id);
  });
});

describe("a variant's address", slow, () => {
  it("answers its bytes with its type, a year of immutable caching and an ETag; 304 when the client has it; 404 when unknown", async () => {
    const avif = uploaded.variants.find((v) => v.format === "avif" && v.width === 480)!;
    const response = await fetchVariant(avif.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = response.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{20}"$/);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(480);
    expect((await fetchVariant(avif.url, { "if-none-match": etag })).status).toBe(304);
    // The attack's I2: a weak tag, or one of a list, is the same entity for If-None-Match.
    expect((await fetchVariant(avif.url, { "if-none-match": `W/${etag}` })).status).toBe(304);
    expect((await fetchVariant(avif.url, { "if-none-match": `"other", ${etag}` })).status).toBe(304);
    expect((await fetchVariant(avif.url, { "if-none-match": '"other"' })).status).toBe(200);
    expect((await fetchVariant(avif.url.replace("480.avif", "768.avif"))).status).toBe(404);
    expect((await fetchVariant("/media/00000000000000000000/480.avif")).status).toBe(404);
  });
});

describe("editing a library image", slow, () => {
  it("saves the alt texts and the focal point, and a new focal point makes a new card at a new address", async () => {
    const card = uploaded.variants.find((v) => v.format === "jpeg")!;
    const answer = await patch(uploaded.id, { altEn: "A showroom at dusk", altFr: "Une salle d'exposition au crépuscule", focalX: 0.9, focalY: 0.2 }, editor);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ altEn: "A showroom at dusk", altFr: "Une salle d'exposition au crépuscule", focalX: 0.9, focalY: 0.2 });
    const newCard = answer.body.variants.find((v) => v.format === "jpeg")!;
    expect(newCard.url).not.toBe(card.url);
    expect((await fetchVariant(card.url)).status).toBe(404);
    expect((await fetchVariant(newCard.url)).status).toBe(200);
    // The widths' addresses did not change: only the card depends on the focal point.
    expect(answer.body.variants.filter((v) => v.format !== "jpeg")).toEqual(uploaded.variants.filter((v) => v.format !== "jpeg"));
  });

  it("refuses a focal point outside 0..1 with the field's message in the account's language", async () => {
    const answer = await patch(uploaded.id, { focalX: 1.5 }, editorFr);
    expect(answer.status).toBe(400);
    expect(answer.body.fields.focalX).toBe("Un point focal est un nombre de 0 à 1");
  });

  it("finds an image by its name or an alt text", async () => {
    const found = await call(library.GET as Handler, "GET", "/staff/api/content/media?q=crépuscule", editor.cookie);
    expect(found.body.media.map((m) => m.id)).toContain(uploaded.id);
    const none = await call(library.GET as Handler, "GET", "/staff/api/content/media?q=zzz-nothing", editor.cookie);
    expect(none.body.media).toEqual([]);
  });
});

describe("replacing and deleting", slow, () => {
  it("replaces the bytes under the same id (version 2, new addresses) and refuses to delete an image an article uses, naming it", async () => {
    const other = await upload(await makePhoto({ width: 1300, height: 900 }), "lot.jpg", editor);
    const id = other.body.id;
    const draft = {
      locale: "en",
      slug: `media-use-${Date.now()}`,
      title: "An article with a library image",
      seoTitle: null,
      excerpt: "An excerpt long enough for the form.",
      seoDescription: null,
      category: "Digital Analytics",
      tags: ["media", "images"],
      body: "## Body\n\nText.",
      featuredImage: `media:${id}`,
      featuredImageAlt: null,
    };
    expect((await call(articles.POST as Handler, "POST", "/staff/api/content/articles", editor.cookie, draft)).status).toBe(201);

    const replaced = await call(
      file.PUT as Handler,
      "PUT",
      `/staff/api/content/media/${id}/file`,
      editor.cookie,
      formOf(await makePhoto({ width: 900, height: 900 }), "lot-2.jpg"),
      {
        id: String(id),
      },
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body).toMatchObject({ id, version: 2, width: 900, height: 900, name: "lot-2.jpg" });
    expect(replaced.body.usedBy.map((a) => a.title)).toEqual(["An article with a library image"]);
    for (const old of other.body.variants) expect((await fetchVariant(old.url)).status).toBe(404);

    const refused = await call(one.DELETE as Handler, "DELETE", `/staff/api/content/media/${id}`, editor.cookie, undefined, { id: String(id) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("An article with a library image");
    expect(await getDb().select({ id: media.id }).from(media).where(eq(media.id, id))).toHaveLength(1);
  });

  it("deletes an unused image with its variants", async () => {
    const spare = await upload(await makePhoto({ width: 700, height: 500 }), "spare.jpg", editor);
    const deleted = await call(one.DELETE as Handler, "DELETE", `/staff/api/content/media/${spare.body.id}`, editor.cookie, undefined, {
      id: String(spare.body.id),
    });
    expect(deleted.status).toBe(200);
    expect(await getDb().select({ id: mediaVariants.id }).from(mediaVariants).where(eq(mediaVariants.mediaId, spare.body.id))).toEqual([]);
    expect((await fetchVariant(spare.body.url)).status).toBe(404);
  });
});

describe("a library image in an article's body", slow, () => {
  it("is refused at publish while unknown or without alt text in the page's language, then drawn as a <picture> on the public page", async () => {
    const image = (await upload(await makePhoto({ width: 1400, height: 1050 }), "bay.jpg", editor)).body;
    const article = fields({ title: "An article with a body image" });
    const body = `${article.body}\n\n![](media:${image.id})\n`;
    const actor = { ...editor, ip: null };
    const { id, revision } = await createArticle(actor, { ...article, locale: "en", body: `${article.body}\n\n![A bay](media:999999)\n` } as never);
    const refusal = (baseRevision: number) =>
      publish("article", id, { actor, base: baseRevision, via: "editor" }).then(
        () => null,
        (e: ContentError) => e.extra.problems,
      );
    expect(await refusal(revision)).toEqual([{ field: "body", code: "image.unknown", params: { src: "media:999999" } }]);
    const { revision: next } = await saveArticle(actor, id, { body, baseRevision: revision });
    expect(await refusal(next)).toEqual([{ field: "body", code: "image.altMissingInBody", params: { src: `media:${image.id}` } }]);
    expect((await patch(image.id, { altEn: "A service bay with two cars" }, editor)).status).toBe(200);
    expect(await refusal(next)).toBeNull();

    // The public page's body: the <picture> with the library's sources, its size and its alt text.
    const live = (await getPublishedArticleBySlug(article.slug, "en"))!;
    const html = await articleBodyHtml(live.content, "en");
    const widest = image.variants.filter((v) => v.format === "webp").at(-1)!;
    expect(html).toContain(`<picture><source type="image/avif" srcSet="${image.variants.find((v) => v.format === "avif")!.url} 480w`);
    expect(html).toContain(`<img src="${widest.url}" alt="A service bay with two cars" width="${widest.width}" height="${widest.height}" loading="lazy"`);
    expect(widest.height / widest.width).toBeCloseTo(1050 / 1400, 2);
    // The public API gives the same body: images an API client can load, not the library's references.
    const api = await blogApi.GET(new Request(`${BASE}/api/blog/${article.slug}`), { params: Promise.resolve({ slug: article.slug }) });
    const dto = (await api.json()) as { content: string };
    expect(dto.content).toContain(`<img src="${widest.url}" alt="A service bay with two cars"`);
    expect(dto.content).not.toContain("media:");
    // And the image sitemap lists it with the article's page.
    const sitemap = await imageSitemapXml();
    const entry = sitemap.split("<url>").find((url) => url.includes(`/blog/${article.slug}</loc>`))!;
    expect(entry).toContain(`${widest.url}</image:loc>`);

    // In use by the body: listed as such, and not deleted.
    expect((await getMedia(image.id)).usedBy.map((a) => a.title)).toEqual(["An article with a body image"]);
    const refused = await call(one.DELETE as Handler, "DELETE", `/staff/api/content/media/${image.id}`, editor.cookie, undefined, { id: String(image.id) });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toContain("An article with a body image");
  });
});
