import { describe, expect, it } from "vitest";
import { routePatterns } from "@/lib/ops/requests.mjs";

// The build's routes manifest, as Next writes it (a few of its routes).
const manifest = {
  staticRoutes: [{ page: "/" }, { page: "/pricing" }, { page: "/fr/tarifs" }, { page: "/sitemap.xml" }],
  dynamicRoutes: [
    { page: "/blog/[slug]", regex: "^/blog/([^/]+?)(?:/)?$" },
    { page: "/staff/leads/[kind]/[id]", regex: "^/staff/leads/([^/]+?)/([^/]+?)(?:/)?$" },
    { page: "/api/auth/[...all]", regex: "^/api/auth/(.+?)(?:/)?$" },
  ],
};

describe("route patterns for logs and metrics", () => {
  const routeOf = routePatterns(manifest);

  it("names a page by its route, never by the slug or id in its address", () => {
    expect(routeOf("/pricing")).toBe("/pricing");
    expect(routeOf("/fr/tarifs")).toBe("/fr/tarifs");
    expect(routeOf("/blog/cost-per-sale-by-lead-source")).toBe("/blog/[slug]");
    expect(routeOf("/staff/leads/demo/1042")).toBe("/staff/leads/[kind]/[id]");
    expect(routeOf("/api/auth/sign-in/email")).toBe("/api/auth/[...all]");
    expect(routeOf("/_next/static/chunks/abc123.js")).toBe("/_next/static");
  });

  it("puts every made-up address under one name, so a crawler cannot grow the metrics", () => {
    const names = new Set(Array.from({ length: 100 }, (_, i) => routeOf(`/wp-admin/${i}.php`)));
    expect([...names]).toEqual(["(unmatched)"]);
  });
});
