// The page-level tracker (spec section 7): every event goes to window.dataLayer, and to gtag when
// a GA4 measurement ID is configured (NEXT_PUBLIC_GA_MEASUREMENT_ID). Without one no script loads.
export const GA_MEASUREMENT_ID = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? "";

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
    gtag?: (...args: unknown[]) => void;
  }
}

export function trackEvent(action: string, category: string, label?: string, value?: number): void {
  if (typeof window === "undefined") return;
  const params = {
    event_category: category,
    ...(label !== undefined && { event_label: label }),
    ...(value !== undefined && { value }),
  };
  (window.dataLayer ??= []).push({ event: action, ...params });
  if (GA_MEASUREMENT_ID) window.gtag?.("event", action, params);
}

export function trackPageView(path: string): void {
  if (typeof window === "undefined") return;
  (window.dataLayer ??= []).push({ event: "page_view", page_path: path });
  if (GA_MEASUREMENT_ID) window.gtag?.("event", "page_view", { page_path: path, send_to: GA_MEASUREMENT_ID });
}
