"use client";

import { useEffect, useState } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { GA_MEASUREMENT_ID, trackPageView } from "@/lib/client/analytics";
import { recordVisit } from "@/lib/client/attribution";

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

  // Attribution for the site's own forms (first-party storage): independent of analytics.
  useEffect(() => {
    try {
      recordVisit(window.localStorage, window.location, document.referrer);
    } catch {
      // Storage blocked: forms are sent without attribution.
    }
  }, [pathname, searchParams]);

  useEffect(() => {
    if (!ready) return;
    const query = searchParams.toString();
    trackPageView(query ? `${pathname}?${query}` : pathname);
  }, [ready, pathname, searchParams]);

  return null;
}
