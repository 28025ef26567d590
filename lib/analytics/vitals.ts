import type { VitalRating, WebVital } from "@/db/enums";

// Google's thresholds for the Core Web Vitals and the two others (web.dev/articles/vitals): good up to
// the first, poor past the second, "needs improvement" between. LCP, INP, FCP and TTFB in
// milliseconds, CLS unitless. The rating is worked out here from the value, not taken from the browser.
export const VITAL_THRESHOLDS: Record<WebVital, [number, number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function ratingOf(name: WebVital, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? "good" : value > poor ? "poor" : "needs-improvement";
}
