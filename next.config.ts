import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // Two root layouts (en-CA, fr-CA) need one document-level 404 for unmatched URLs.
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
