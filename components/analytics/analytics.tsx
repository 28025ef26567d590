"use client";

import { useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { GA_MEASUREMENT_ID, trackPageView } from "@/lib/client/analytics";
import { pageMemory, recordVisit } from "@/lib/client/attribution";

const READY_POLL_MS = 100;

// gtag.js, added once after hydration (what next/script's "afterInteractive" does, without shipping
// next/script to every visitor of a site that has no measurement ID).
function loadGtag(id: string) {
  const src = `https://www.googletagmanager.com/gtag/js?id=${id}`;
  if (document.querySelector(`script[src="${src}"]`)) return;
  const script = document.createElement("script");
  script.src = src;
  script.async = true;
  script.onload = () => {
    window.dataLayer ??= [];
    // gtag.js reads its commands from dataLayer as `arguments` objects.
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      window.dataLayer!.push(arguments as unknown as Record<string, unknown>);
    };
  };
  document.head.append(script);
}

// The site's own analytics script (lib/client/beacon.ts), once the page has loaded and the browser is
// idle, and once a prerendered page is shown: never with Global Privacy Control on (not counting such a
// visitor at all is how the site honours it), nor on the workspace's previews.
function loadBeacon() {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  if (nav.globalPrivacyControl || location.pathname.startsWith("/staff")) return;
  const start = () => void import("@/lib/client/beacon").then((beacon) => beacon.startBeacon());
  const idle = () => (window.requestIdleCallback ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000));
  const loaded = () => (document.readyState === "complete" ? idle() : addEventListener("load", idle, { once: true }));
  const doc = document as Document & { prerendering?: boolean };
  if (doc.prerendering) document.addEventListener("prerenderingchange", loaded, { once: true });
  else loaded();
}

// Sends a page view on every route change (path and query), and loads gtag.js only when configured.
export function Analytics() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [ready, setReady] = useState(!GA_MEASUREMENT_ID);

  // Spec section 4: check every 100 ms until the analytics script is present, then run the ready step.
  useEffect(() => {
    if (!GA_MEASUREMENT_ID) return;
    loadGtag(GA_MEASUREMENT_ID);
    const timer = setInterval(() => {
      if (typeof window.gtag !== "function") return;
      clearInterval(timer);
      window.gtag("js", new Date());
      window.gtag("config", GA_MEASUREMENT_ID, { send_page_view: false });
      setReady(true);
    }, READY_POLL_MS);
    return () => clearInterval(timer);
  }, []);

  useEffect(loadBeacon, []);

  // Attribution for the site's own forms (in the page's memory): independent of analytics.
  useEffect(() => {
    recordVisit(pageMemory, window.location, document.referrer);
  }, [pathname, searchParams]);

  useEffect(() => {
    if (!ready) return;
    const query = searchParams.toString();
    trackPageView(query ? `${pathname}?${query}` : pathname);
  }, [ready, pathname, searchParams]);

  return null;
}
