// What a page costs a first-time visitor: its HTML, and the JS and CSS its HTML loads, raw and gzipped.
// CSS inlined in <style> (next.config.ts inlineCss) is counted as CSS too; it is also part of the HTML.
import { gzipSync } from "node:zlib";

async function bytes(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status} for ${url}`);
  return Buffer.from(await response.arrayBuffer());
}

const sizeOf = (buffers) => ({
  raw: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0),
});

const unique = (list) => [...new Set(list)];

export async function measureWeight(base, path) {
  const html = await bytes(new URL(path, base));
  const text = html.toString("utf8");
  // noModule scripts are polyfills that modern browsers never download.
  const scripts = unique(
    [...text.matchAll(/<script([^>]*)>/g)]
      .filter((m) => !/nomodule/i.test(m[1]))
      .map((m) => /src="([^"]+)"/.exec(m[1])?.[1])
      .filter(Boolean),
  );
  const styles = unique(
    [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"|<link[^>]+href="([^"]+)"[^>]+rel="stylesheet"/g)].map((m) => m[1] ?? m[2]),
  );
  const js = sizeOf(await Promise.all(scripts.map((s) => bytes(new URL(s, base)))));
  const inline = [...text.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => Buffer.from(m[1]));
  const css = sizeOf([...(await Promise.all(styles.map((s) => bytes(new URL(s, base))))), ...inline]);
  return { path, html: sizeOf([html]), js, css, files: { js: scripts.length, css: styles.length, inlineCss: inline.length } };
}

export const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
