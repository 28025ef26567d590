import path from "node:path";
import type { NextConfig } from "next";
import { addCompileHints } from "./lib/build/compile-hints";
import { precompressStaticAssets } from "./lib/server/static-assets.mjs";
import { frenchAliases, routeAliases } from "./lib/routes";

const dev = process.env.NODE_ENV === "development";
const analytics = Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID);

// A static policy, so prerendered pages stay prerendered (a nonce would force every page to render
// per request). script-src needs 'unsafe-inline' because Next streams the React Server Components
// payload in inline <script> tags; injected script is stopped upstream instead: article HTML is
// sanitized on the server and nothing else renders untrusted HTML. The site's own analytics script (a
// chunk of the build) and its beacons (POST /api/event) are same-origin: 'self' is all they need.
// Google's hosts are allowed only when a GA4 measurement ID is configured.
const contentSecurityPolicy = [
  "default-src 'self'",
  `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ""}${analytics ? " https://www.googletagmanager.com" : ""}`,
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob:${analytics ? " https://*.google-analytics.com https://*.googletagmanager.com" : ""}`,
  "font-src 'self'",
  `connect-src 'self'${analytics ? " https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com" : ""}${dev ? " ws:" : ""}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

// The preview of a draft is shown in a frame beside the editor, on the site's own pages only.
const previewFraming = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy.replace("frame-ancestors 'none'", "frame-ancestors 'self'") },
  { key: "X-Frame-Options", value: "SAMEORIGIN" },
];

const securityHeaders = [
  { key: "Content-Security-Policy", value: contentSecurityPolicy },
  { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "X-Frame-Options", value: "DENY" },
  // Full URLs (with their UTM parameters) never leave the site; other sites see the origin only.
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()" },
];

const nextConfig: NextConfig = {
  experimental: {
    // Two root layouts (en-CA, fr-CA) need one document-level 404 for unmatched URLs.
    globalNotFound: true,
    // forbidden(): a sales account opening an admin page of the staff workspace gets a 403 page.
    authInterrupts: true,
  },
  poweredByHeader: false,
  // Every page's <title> and <meta> in its <head>, for every client: Next streams a slow
  // generateMetadata into <body> for browsers (bots get it in <head>), and one such render, kept by the
  // page cache, would serve a crawler a head without a title; the publish gate's HTML check read the
  // same streamed preview as invalid ("title not allowed as child of body") and refused a valid page.
  htmlLimitedBots: /.*/,
  // Loaded from node_modules at run time, not bundled: server.mjs and the application then share one
  // copy of each (one metrics registry), and pino's worker threads resolve. date-holidays (its every
  // country's holidays, moment-timezone and astronomia): bundled, Turbopack put it in four chunks
  // (the lead outbox's, the dashboard's, the assignment page's, their SSR twins), each loaded and its
  // source text kept by V8, 11 MB of the heap; required from node_modules, one copy (issue 47).
  serverExternalPackages: ["pino", "pino-pretty", "prom-client", "@opentelemetry/sdk-node", "date-holidays"],
  // server.mjs compresses instead: brotli where the browser takes it, and static assets compressed
  // once at build time (lib/server/static-assets.mjs).
  compress: false,
  // Next's own incremental cache, except that 404s are never stored and each instance keeps its renders apart
  // (lib/build/next-cache-handler.mjs). On disk
  // only: server.mjs's page cache keeps the answers in memory, compressed, so Next's own copy in
  // memory (up to 50 MB by default) would only hold the same pages twice.
  cacheHandler: path.join(import.meta.dirname, "lib/build/next-cache-handler.mjs"),
  cacheMaxMemorySize: 0,
  compiler: {
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      await addCompileHints(path.resolve(projectDir, distDir));
      await precompressStaticAssets(path.resolve(projectDir, distDir));
    },
  },
  async headers() {
    // The staff workspace is never cached by a browser or proxy, nor indexed (its pages render per
    // request with the session, so Next also marks them private, no-store).
    const staffOnly = [
      { key: "Cache-Control", value: "private, no-store" },
      { key: "X-Robots-Tag", value: "noindex, nofollow" },
    ];
    return [
      { source: "/:path*", headers: securityHeaders },
      { source: "/staff", headers: staffOnly },
      { source: "/staff/:path*", headers: staffOnly },
      { source: "/api/auth/:path*", headers: staffOnly },
      // After the site-wide headers, so these two replace theirs on this path alone.
      { source: "/staff/preview/:path*", headers: previewFraming },
    ];
  },
  async redirects() {
    return Object.entries({ ...routeAliases, ...frenchAliases }).map(([source, destination]) => ({ source, destination, permanent: true }));
  },
};

export default nextConfig;
