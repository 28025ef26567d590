import type { NextConfig } from "next";
import { routeAliases } from "./lib/routes";

const nextConfig: NextConfig = {
  // Two root layouts (en-CA, fr-CA) need one document-level 404 for unmatched URLs.
  experimental: { globalNotFound: true },
  poweredByHeader: false,
  typedRoutes: false,
  async redirects() {
    return Object.entries(routeAliases).map(([source, destination]) => ({ source, destination, permanent: true }));
  },
};

export default nextConfig;
