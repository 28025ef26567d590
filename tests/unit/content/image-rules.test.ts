// What an upload may be and what is made of it (lib/content/image-rules.ts): the type from the bytes,
// the widths served, the social card's crop around the focal point.
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { CARD, focalCrop, sniffImageType, variantFile, variantWidths } from "@/lib/content/image-rules";
import { mediaRef } from "@/lib/content/gates";

const pixel = () => sharp({ create: { width: 16, height: 16, channels: 3, background: "#336699" } });

describe("an upload's type", () => {
  it("is read from the bytes of JPEG, PNG, WebP and AVIF files", async () => {
    expect(sniffImageType(await pixel().jpeg().toBuffer())).toBe("image/jpeg");
    expect(sniffImageType(await pixel().png().toBuffer())).toBe("image/png");
    expect(sniffImageType(await pixel().webp().toBuffer())).toBe("image/webp");
    expect(sniffImageType(await pixel().avif({ effort: 0 }).toBuffer())).toBe("image/avif");
  });

  it("is none for other files, whatever they are called: a GIF, a PDF, an HEIC photo, text, a truncated header", async () => {
    expect(sniffImageType(await pixel().gif().toBuffer())).toBeNull();
    expect(sniffImageType(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj"))).toBeNull();
    expect(sniffImageType(Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypheicmif1heic"), 0, 0, 0, 0]))).toBeNull();
    expect(sniffImageType(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});

describe("the widths an image is served at", () => {
  it("are 480, 768, 1200 and 1600 for a photo wider than 1600", () => {
    expect(variantWidths(4000)).toEqual([480, 768, 1200, 1600]);
    expect(variantWidths(1601)).toEqual([480, 768, 1200, 1600]);
  });

  it("never upscale: a narrower image is served at the standard widths below it and its own", () => {
    expect(variantWidths(1600)).toEqual([480, 768, 1200, 1600]);
    expect(variantWidths(1000)).toEqual([480, 768, 1000]);
    expect(variantWidths(300)).toEqual([300]);
  });

  it("name their files by width and format", () => {
    expect(variantFile(768, "avif")).toBe("768.avif");
    expect(variantFile(1200, "jpeg")).toBe("1200.jpg");
  });
});

describe("the social card's crop", () => {
  const photo = { width: 4000, height: 3000 };

  it("is the largest region with the card's proportions, centred on the focal point", () => {
    const crop = focalCrop(photo, { x: 0.5, y: 0.5 });
    expect(crop).toEqual({ left: 0, top: 450, width: 4000, height: 2100 });
    expect(crop.width / crop.height).toBeCloseTo(CARD.width / CARD.height, 2);
  });

  it("follows the focal point, and stays inside the image at its edges", () => {
    expect(focalCrop(photo, { x: 0.5, y: 0.2 }).top).toBe(0);
    expect(focalCrop(photo, { x: 0.5, y: 0.9 })).toEqual({ left: 0, top: 900, width: 4000, height: 2100 });
    expect(focalCrop(photo, { x: 0.5, y: 0.4 }).top).toBe(150);
  });

  it("crops a tall or panoramic image across the other side", () => {
    const tall = focalCrop({ width: 1000, height: 2000 }, { x: 0.5, y: 0.25 });
    expect(tall).toEqual({ left: 0, top: 238, width: 1000, height: 525 });
    const wide = focalCrop({ width: 6000, height: 1000 }, { x: 0.1, y: 0.5 });
    expect(wide).toEqual({ left: 0, top: 0, width: 1905, height: 1000 });
    expect(focalCrop({ width: 6000, height: 1000 }, { x: 1, y: 0.5 }).left).toBe(6000 - 1905);
  });
});

describe("a featured image's reference to the library", () => {
  it("is media: and an id; a path or anything else is not one", () => {
    expect(mediaRef("media:12")).toBe(12);
    expect(mediaRef("/images/blog/a.png")).toBeNull();
    expect(mediaRef("media:0")).toBeNull();
    expect(mediaRef("media:12x")).toBeNull();
    expect(mediaRef(null)).toBeNull();
  });
});
