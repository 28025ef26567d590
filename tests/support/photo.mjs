// A camera-like photo made on the spot (no file, no network): sky and ground gradients with fine grain,
// so it compresses like a real photo, carrying EXIF with a camera model and a GPS position to strip.
import sharp from "sharp";

/**
 * A JPEG `width` × `height` (quality 93: a 4000 × 3000 one is a little over 6 MB).
 * @param {{ width?: number, height?: number, format?: "jpeg" | "png" | "webp" | "avif" }} [options]
 * @returns {Promise<Buffer>}
 */
export async function makePhoto({ width = 4000, height = 3000, format = "jpeg" } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const grain = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) % 61) - 30;
  for (let y = 0; y < height; y++) {
    const sky = y < height * 0.55;
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 3;
      const wave = Math.sin(x / 37) * Math.cos(y / 23) * 25;
      const base = sky ? [90 + (y * 120) / height, 140 + (y * 60) / height, 220] : [70 + (x * 60) / width, 110 + wave, 50 + (y * 40) / height];
      for (let c = 0; c < 3; c++) pixels[at + c] = Math.max(0, Math.min(255, (base[c] ?? 0) + wave + grain()));
    }
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } }).withExif({
    IFD0: { Make: "Canon", Model: "Canon EOS R6", Copyright: "Torque test" },
    IFD3: { GPSLatitudeRef: "N", GPSLatitude: "45/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "73/1 34/1 0/1" },
  });
  return image.toFormat(format, format === "jpeg" ? { quality: 93 } : { effort: 1 }).toBuffer();
}
