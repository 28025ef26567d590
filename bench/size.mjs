// npm run size -- [paths...]: what each page costs a first-time visitor — HTML, and the JS and CSS
// its HTML loads — raw and gzipped. Next 16's build no longer prints these figures.
// Uses the server at BASE_URL, or starts `next start` on the existing build and database.
import { gzipSync } from "node:zlib";
import { startServer } from "./server.mjs";

const paths = process.argv.slice(2).filter((a) => a.startsWith("/"));
if (paths.length === 0) paths.push("/");

const server = process.env.BASE_URL ? null : await startServer();
const base = process.env.BASE_URL ?? server.url;

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return Buffer.from(await response.arrayBuffer());
}

const sizeOf = (buffers) => ({
  raw: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
});

export async function measure(path) {
  const html = await bytes(new URL(path, base));
  const text = html.toString("utf8");
  // noModule scripts are polyfills that modern browsers never download.
  const scripts = [...text.matchAll(/<script([^>]*)>/g)]
    .filter((m) => !/nomodule/i.test(m[1]))
    .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
    .filter(Boolean);
  const styles = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)].map(
    (m) => m[1] ?? m[2],
  );
  const unique = (list) => [...new Set(list)];
  const js = sizeOf(await Promise.all(unique(scripts).map((s) => bytes(new URL(s, base)))));
  const css = sizeOf(await Promise.all(unique(styles).map((s) => bytes(new URL(s, base)))));
  return { path, html: sizeOf([html]), js, css, files: { js: unique(scripts).length, css: unique(styles).length } };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
try {
  const rows = [];
  for (const path of paths) rows.push(await measure(path));
  console.table(
    Object.fromEntries(
      rows.map((r) => [
        r.path,
        {
          "HTML raw": kb(r.html.raw),
          "HTML gzip": kb(r.html.gzip),
          [`JS raw`]: kb(r.js.raw),
          "JS gzip": kb(r.js.gzip),
          "JS files": r.files.js,
          "CSS raw": kb(r.css.raw),
          "CSS gzip": kb(r.css.gzip),
        },
      ]),
    ),
  );
} finally {
  server?.stop();
}
