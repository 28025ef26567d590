// npm run bench -- --only media: an uploaded 6 MB photo (4000 × 3000 JPEG, tests/support/photo.mjs)
// through the media library's processing (lib/content/media.ts: decode, strip, AVIF and WebP at four
// widths, the 1200 × 630 card), timed over --runs; prints JSON for bench/run.mjs.
import os from "node:os";
import { parseArgs } from "node:util";
import { processUpload } from "@/lib/content/media";
import { makePhoto } from "../tests/support/photo.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "3" } } });
const photo = await makePhoto();
const timings: number[] = [];
let variants: { format: string; width: number; bytes: number }[] = [];
for (let run = 0; run < Number(values.runs); run++) {
  const started = performance.now();
  const done = await processUpload(photo);
  timings.push(Math.round(performance.now() - started));
  variants = done.variants.map((v) => ({ format: v.format, width: v.width, bytes: v.data.length }));
}
const sorted = [...timings].sort((a, b) => a - b);
console.log(
  JSON.stringify({
    photoBytes: photo.length,
    cpus: os.cpus().length,
    runs: timings,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted.at(-1),
    variants,
  }),
);
