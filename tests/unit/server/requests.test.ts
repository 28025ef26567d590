import { describe, expect, it } from "vitest";
import { routePatterns } from "@/lib/server/requests.mjs";

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

describe("request metrics", () => {
  it("counts each answered request once, by route, method and status, in the counter and the histogram alike", async () => {
    process.env.LOG_LEVEL = "silent";
    const { observe } = await import("@/lib/server/requests.mjs");
    const { metrics } = await import("@/lib/server/metrics.mjs");
    const http = await import("node:http");
    const server = http.createServer((req, res) =>
      observe(req, res, { route: "/metrics-test", client: "127.0.0.1", trustProxy: false }, () => {
        res.writeHead(req.url === "/missing" ? 404 : 200).end("ok");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as import("node:net").AddressInfo;
    for (const path of ["/a", "/b", "/c", "/missing"]) await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.text());
    server.close();
    // Recorded once the events at hand are handled.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/^http_requests_total\{route="\/metrics-test",method="GET",status="200"\} 3$/m);
    expect(text).toMatch(/^http_requests_total\{route="\/metrics-test",method="GET",status="404"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{route="\/metrics-test",method="GET",status="200"\} 3$/m);
  });
});
