// One Lighthouse 13 run, printed as JSON on stdout: `node bench/lighthouse-worker.mjs URL mobile|desktop
// simulate|devtools [SPKI] [BLOCKED]` (SPKI: a test certificate's key hash for Chromium to trust;
// BLOCKED: URL patterns, comma-separated, the browser never fetches: a script left out). Lighthouse 13
// needs Node 22.19 or newer, so bench/lighthouse.mjs starts this file with that Node (see
// lighthouseNode there), whatever Node runs the rest of the bench.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { chromiumFlags, chromiumPath } from "../tests/support/chromium.mjs";
import { CATEGORIES } from "./lighthouse.mjs";

const [url, preset, throttlingMethod, spki, blocked] = process.argv.slice(2);

const trust = spki ? [`--ignore-certificate-errors-spki-list=${spki}`] : [];
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags, ...trust] });
try {
  const result = await lighthouse(
    url,
    {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      throttlingMethod,
      blockedUrlPatterns: blocked ? blocked.split(",") : [],
    },
    preset === "desktop" ? desktopConfig : undefined,
  );
  const { categories, audits } = result.lhr;
  const summary = {
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])),
    fcp: Math.round(audits["first-contentful-paint"].numericValue),
    lcp: Math.round(audits["largest-contentful-paint"].numericValue),
    tbt: Math.round(audits["total-blocking-time"].numericValue),
    cls: Number(audits["cumulative-layout-shift"].numericValue.toFixed(3)),
    si: Math.round(audits["speed-index"].numericValue),
    failing: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && !["informative", "notApplicable", "manual"].includes(a.scoreDisplayMode))
      .map((a) => a.id),
  };
  // For a look at one run: the full report, and the trace it was computed from.
  if (process.env.LIGHTHOUSE_REPORT) {
    const fs = await import("node:fs");
    fs.writeFileSync(process.env.LIGHTHOUSE_REPORT, result.report);
    fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORT}.trace.json`, JSON.stringify(result.artifacts.Trace));
    // Lantern's simulated timings of every node behind each metric (which requests and tasks count).
    const Lantern = await import("lighthouse/core/lib/lantern/lantern.js");
    const simulations = {};
    for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
      simulations[label] = [...timings].map(([node, t]) => ({
        type: node.type,
        url: node.request?.url,
        priority: node.request?.priority,
        bytes: node.request?.transferSize,
        start: Math.round(t.startTime),
        end: Math.round(t.endTime),
        event: node.type === "cpu" ? node.event?.name : undefined,
        cpuMs: node.type === "cpu" ? Math.round(node.duration / 1000) : undefined,
      }));
    }
    fs.writeFileSync(`${process.env.LIGHTHOUSE_REPORT}.lantern.json`, JSON.stringify(simulations));
  }
  process.stdout.write(JSON.stringify(summary));
} finally {
  await chrome.kill();
}
