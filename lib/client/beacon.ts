// The site's first-party analytics script (issue 51, docs/analytics.md): loaded when the browser is idle
// after the page's load (components/analytics/analytics.tsx), never with Global Privacy Control on,
// never on the workspace. No cookie, no storage, no identifier: it reads the page views and events the
// site already pushes to window.dataLayer (lib/client/analytics.ts), adds the page's referring site, UTM
// tags, the browser's language and the viewport's class, and sends them in batches to the site itself
// (POST /api/event) with sendBeacon when the page is hidden or left. The Web Vitals come from the
// web-vitals library's attribution build, loaded after it: a chunk of its own (its bytes are counted
// apart, bench/analytics.mjs).
import { utmFrom } from "./attribution";

type Entry = Record<string, unknown>;
type Sent = { k: "view" | "event" | "vital"; p: string; d: string; n?: string; v?: number; t?: string; r?: string; b?: string; u?: Record<string, string> };

// A beacon's body stays well under the collector's 8 KB (lib/server/body.mjs).
const PER_BEACON = 20;
const queue: Sent[] = [];
let firstView = true;

const device = () => (innerWidth < 640 ? "mobile" : innerWidth < 1024 ? "tablet" : "desktop");
const here = () => location.pathname;

// Another site's host (without www.), for the first view of a page load only.
function referrerHost(): string | undefined {
  try {
    const host = document.referrer ? new URL(document.referrer).host : "";
    return host && host !== location.host ? host : undefined;
  } catch {
    return undefined;
  }
}

function take(entry: Entry) {
  const name = entry.event;
  if (typeof name !== "string") return;
  if (name === "page_view") {
    const url = new URL(String(entry.page_path ?? here()), location.origin);
    const utm = utmFrom(url.search);
    const u = Object.fromEntries((["source", "medium", "campaign"] as const).flatMap((key) => (utm[key] ? [[key[0]!, utm[key]!.slice(0, 100)]] : [])));
    queue.push({
      k: "view",
      p: url.pathname,
      d: device(),
      b: navigator.language,
      ...(firstView && { r: referrerHost() }),
      ...(Object.keys(u).length > 0 && { u }),
    });
    firstView = false;
  } else if (/^[a-z][a-z0-9_]{0,47}$/.test(name)) {
    const label = entry.event_label;
    const value = entry.value;
    queue.push({ k: "event", p: here(), d: device(), n: name, ...(typeof label === "string" && { t: label }), ...(typeof value === "number" && { v: value }) });
  }
  if (queue.length >= PER_BEACON * 2) send();
}

function send() {
  while (queue.length > 0) {
    const batch = queue.splice(0, PER_BEACON);
    navigator.sendBeacon("/api/event", JSON.stringify({ e: batch }));
  }
}

export function startBeacon(): void {
  const layer = (window.dataLayer ??= []);
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...entries: Entry[]) => {
    entries.forEach(take);
    return push(...entries);
  };
  // Sent when the page is hidden or left; listened for again once web-vitals listens, so that its
  // last reports (LCP, CLS, INP are final when the page is hidden) are queued before the batch goes.
  const hidden = () => document.visibilityState === "hidden" && send();
  const listen = () => {
    for (const [name, listener] of [
      ["visibilitychange", hidden],
      ["pagehide", send],
    ] as const) {
      removeEventListener(name, listener);
      addEventListener(name, listener);
    }
  };
  listen();
  void import("web-vitals/attribution").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    const vital = (target: (attribution: Record<string, unknown>) => unknown) => (metric: { name: string; value: number; attribution: object }) => {
      const t = target(metric.attribution as Record<string, unknown>);
      queue.push({ k: "vital", p: here(), d: device(), n: metric.name, v: metric.value, ...(typeof t === "string" && t && { t: t.slice(0, 200) }) });
    };
    onLCP(vital((a) => a.target));
    onINP(vital((a) => a.interactionTarget));
    onCLS(vital((a) => a.largestShiftTarget));
    onFCP(vital(() => undefined));
    onTTFB(vital(() => undefined));
    listen();
  });
}
