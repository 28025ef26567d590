// Lighthouse 13 against Debian's Chromium, mobile and desktop presets, in two ways:
// - "psi": PageSpeed Insights' way, Lighthouse's defaults (simulated throttling). Budgets apply here.
// - "devtools": throttling applied in the browser (4x CPU, the preset's network), as a second line.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
export const METHODS = { psi: "simulate", devtools: "devtools" };

// One Lighthouse run: the four category scores (0-100), the vitals, and the audits that failed.
// `spki`: the hash of a test certificate Chromium should trust (an https:// URL behind bench nginx);
// `blocked`: URL patterns the browser never fetches (the page without one of its scripts).
export async function runLighthouse(url, preset, method = "psi", spki = "", blocked = []) {
  const worker = path.join(import.meta.dirname, "lighthouse-worker.mjs");
  const { stdout } = await promisify(execFile)(process.execPath, [worker, url, preset, METHODS[method], spki, blocked.join(",")], { maxBuffer: 64 << 20 });
  return JSON.parse(stdout);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The median of several runs, metric by metric (one slow run on a busy machine doesn't decide).
export async function lighthouseMedian(url, preset, runs, method = "psi", spki = "", blocked = []) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, preset, method, spki, blocked));
  const metric = (name) => median(results.map((r) => r[name]));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])),
    fcp: metric("fcp"),
    lcp: metric("lcp"),
    tbt: metric("tbt"),
    cls: metric("cls"),
    si: metric("si"),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}
