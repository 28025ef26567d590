import localFont from "next/font/local";

// Inter from the @fontsource-variable/inter npm package: self-hosted, no network at build time.
// Used for the h1/h2 headlines only (--font-heading in globals.css).
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  // "optional": a late font never repaints the headlines (no late LCP, no layout shift); the
  // size-adjusted fallback shows instead, and the cached font serves every later page.
  display: "optional",
});
