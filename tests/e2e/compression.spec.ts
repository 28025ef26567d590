import { expect, test } from "@playwright/test";
import { decoded, fetchRaw } from "./support";

// What a client receives on the wire: server.mjs compresses (brotli where accepted), and sends the
// build's assets and what its page cache keeps (GET /api/blog) from copies compressed once.
test.describe("compression", () => {
  test("a page arrives as brotli, gzip or plain as the client accepts, and decodes to the same page", async () => {
    const plain = await fetchRaw("/privacy");
    const br = await fetchRaw("/privacy", { "accept-encoding": "gzip, deflate, br, zstd" });
    const gzip = await fetchRaw("/privacy", { "accept-encoding": "gzip" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(br.headers["content-encoding"]).toBe("br");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(br.headers.vary).toContain("Accept-Encoding");
    expect(decoded(br)).toBe(plain.body.toString());
    expect(decoded(gzip)).toBe(plain.body.toString());
    expect(br.body.length).toBeLessThan(gzip.body.length);
  });

  test("the article list is compressed once, not twice: a browser reads every published article", async ({ page }) => {
    await page.goto("/privacy");
    const articles = await page.evaluate(async () => (await (await fetch("/api/blog")).json()) as { slug: string }[]);
    expect(articles.length).toBeGreaterThan(90);

    for (const accept of ["br", "gzip", ""]) {
      const r = await fetchRaw("/api/blog", accept ? { "accept-encoding": accept } : {});
      expect(r.headers["content-encoding"], accept).toBe(accept || undefined);
      expect(JSON.parse(decoded(r))).toHaveLength(articles.length);
      expect(r.headers["content-security-policy"]).toContain("default-src 'self'");
      const again = await fetchRaw("/api/blog", { "if-none-match": String(r.headers.etag), "accept-encoding": accept });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
    }
  });

  test("the build's scripts and styles arrive brotli-compressed and cacheable for a year", async () => {
    const html = (await fetchRaw("/")).body.toString();
    const assets = [...html.matchAll(/(?:src|href)="(\/_next\/static\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const plain = await fetchRaw(asset);
      const br = await fetchRaw(asset, { "accept-encoding": "gzip, deflate, br" });
      expect(br.headers["content-encoding"], asset).toBe("br");
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers["content-type"]).toMatch(asset.endsWith(".css") ? /^text\/css/ : /^application\/javascript/);
      expect(decoded(br)).toBe(plain.body.toString());
    }
  });
});
