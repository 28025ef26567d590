// Lighthouse (v12: Node 20) against Debian's Chromium, mobile and desktop presets.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

// Throttling is applied in the browser ("devtools": 4x CPU slowdown and the preset's network), not
// simulated: on loopback, headless Chromium's first frame lands after the scripts have run, so the
// simulated model would charge the whole JS download to LCP, which a real visitor never sees.
const THROTTLING_METHOD = "devtools";

// One Lighthouse run: the four category scores (0-100) and the three vitals it measures.
export async function runLighthouse(url, preset) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, throttlingMethod: THROTTLING_METHOD },
      preset === "desktop" ? desktopConfig : undefined,
    );
    const { categories, audits } = result.lhr;
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
      lcp: Math.round(audits["largest-contentful-paint"].numericValue),
      tbt: Math.round(audits["total-blocking-time"].numericValue),
      cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
      failing: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "manual")
        .map((a) => a.id),
    };
  } finally {
    await chrome.kill();
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// The median of several runs, metric by metric (one slow run on a busy machine doesn't decide).
export async function lighthouseMedian(url, preset, runs) {
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await runLighthouse(url, preset));
  return {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(results.map((r) => r.scores[c]))])),
    lcp: median(results.map((r) => r.lcp)),
    tbt: median(results.map((r) => r.tbt)),
    cls: median(results.map((r) => r.cls)),
    failing: [...new Set(results.flatMap((r) => r.failing))],
  };
}
