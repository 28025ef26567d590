// What an attacker tries against the production server (server.mjs + the build), on loopback.
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, test } from "@playwright/test";
import { base, rawRequest } from "./support";

const get = (target: string, method = "GET") => rawRequest(`${method} ${target} HTTP/1.1\r\nHost: ${base.host}\r\nConnection: close\r\n\r\n`);

// Files the server's caches hold for a made-up slug (the start-up warm-up writes real pages meanwhile).
function madeUpFiles(): string[] {
  const dir = path.join(process.cwd(), ".next", "server");
  return (fs.readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.includes("made-up"));
}

function writeDb(sql: string, ...params: unknown[]) {
  const db = new Database(process.env.DATABASE_PATH!);
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

test.describe("unknown slugs", () => {
  // In order, in one worker: the second test's new pages are legitimately cached.
  test.describe.configure({ mode: "serial" });

  test("cost nothing on disk and are never cached as final", async ({ request }) => {
    for (let i = 0; i < 15; i++) {
      for (const url of [`/blog/made-up-${i}-${Date.now()}`, `/automotive-advertising-dashboard/made-up-${i}-${Date.now()}`, `/og/blog/made-up-${i}`]) {
        const response = await request.get(url);
        expect(response.status(), url).toBe(404);
        // Never kept by a CDN in front either: a made-up slug would be served for a year.
        expect(response.headers()["cache-control"] ?? "", url).toBe("private, no-cache, no-store");
      }
    }
    expect(madeUpFiles()).toEqual([]);
  });

  test("an article and a city added to the database after the build become reachable", async ({ request }) => {
    const slug = `published-after-build-${Date.now()}`;
    const city = `newtown-${Date.now()}`;
    expect((await request.get(`/blog/${slug}`)).status()).toBe(404);
    expect((await request.get(`/automotive-advertising-dashboard/${city}`)).status()).toBe(404);
    writeDb(
      "insert into articles (slug, title, excerpt, category, content, tags, is_published, updated_at) values (?, ?, ?, ?, ?, ?, 1, ?)",
      slug,
      "Winter Tire Season Attribution for Prairie Dealers",
      "How a Saskatoon store tied its winter tire campaign to service revenue and vehicle sales.",
      "Digital Analytics",
      "<p>Published after the build.</p>",
      '["winter"]',
      "2026-11-20",
    );
    writeDb(
      "insert into cities (slug, city_name, province, population, dealership_count, avg_monthly_ad_spend, content) values (?, ?, ?, ?, ?, ?, ?)",
      city,
      "Newtown",
      "Nova Scotia",
      48_000,
      12,
      null,
      "{}",
    );
    try {
      const article = await request.get(`/blog/${slug}`);
      expect(article.status()).toBe(200);
      expect(await article.text()).toContain("Winter Tire Season Attribution for Prairie Dealers");
      const cityPage = await request.get(`/automotive-advertising-dashboard/${city}`);
      expect(cityPage.status()).toBe(200);
      expect(await cityPage.text()).toContain("Newtown");
    } finally {
      writeDb("delete from articles where slug = ?", slug);
      writeDb("delete from cities where slug = ?", city);
    }
  });
});

test.describe("malformed requests", () => {
  for (const target of ["/api/blog/%", "/api/cities/%", "/api/blog/%E0%A4%A", "/blog/%", "/automotive-advertising-dashboard/%zz"]) {
    test(`${target} answers 400 with the security headers`, async () => {
      const { status, head, body } = await get(target);
      expect(status).toBe(400);
      expect(head).toContain("content-security-policy:");
      expect(head).toContain("x-content-type-options: nosniff");
      if (target.startsWith("/api/")) {
        expect(head).toContain("content-type: application/json");
        expect(JSON.parse(body)).toEqual({ error: "Bad request: the address is not a valid URL" });
      }
    });
  }

  test("TRACE and unknown methods answer 405 with Allow and the security headers", async () => {
    for (const method of ["TRACE", "PROPFIND"]) {
      for (const target of ["/api/blog", "/"]) {
        const { status, head } = await get(target, method);
        expect(status, `${method} ${target}`).toBe(405);
        expect(head).toContain("allow: get, head, post, put, patch, delete, options");
        expect(head).toContain("x-frame-options: deny");
      }
    }
  });

  test("an absolute request target for another host is refused, not redirected there", async () => {
    const { status, head } = await rawRequest("GET http://evil.example/blog HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n");
    expect(status).toBe(400);
    expect(head).not.toContain("location:");
  });
});

test.describe("slow clients", () => {
  // Resolves with the seconds until the server closed the connection.
  function trickle(start: string, drip: string): Promise<number> {
    return new Promise((resolve) => {
      const started = Date.now();
      const socket = net.connect(Number(base.port), base.hostname, () => socket.write(start));
      const timer = setInterval(() => socket.writable && socket.write(drip), 2_000);
      socket.on("error", () => undefined);
      socket.on("close", () => {
        clearInterval(timer);
        resolve((Date.now() - started) / 1000);
      });
      socket.resume();
      setTimeout(() => socket.destroy(), 60_000);
    });
  }

  // A JSON body's own deadline is 10 s (lib/server/body.mjs): it is read before the request may
  // take a render slot, so a trickle cannot hold one.
  test("are cut off: headers after 15 s, a JSON body after 10 s", async () => {
    test.setTimeout(90_000);
    const [headers, body] = await Promise.all([
      trickle(`GET / HTTP/1.1\r\nHost: ${base.host}\r\n`, "X-a: b\r\n"),
      trickle(`POST /api/demo-requests HTTP/1.1\r\nHost: ${base.host}\r\nContent-Type: application/json\r\nContent-Length: 2000\r\n\r\n{`, " "),
    ]);
    expect(headers).toBeGreaterThan(14);
    expect(headers).toBeLessThan(20);
    expect(body).toBeGreaterThan(9);
    expect(body).toBeLessThan(14);
  });
});

test.describe("cross-origin posts", () => {
  const lead = { name: "Sarah Tremblay", email: "origin@mapleleafmotors.ca", company: "Maple Leaf Motors", fillMs: 5000 };

  test("a DNS-rebinding page (matching Host, foreign Origin) is refused", async ({ request }) => {
    const response = await request.post("/api/demo-requests", { data: lead, headers: { Origin: "http://evil.example", Host: "evil.example" } });
    expect(response.status()).toBe(403);
  });

  test("the site's own origin passes even when a proxy rewrote the Host header", async ({ request }) => {
    const response = await request.post("/api/demo-requests", { data: lead, headers: { Origin: base.origin, Host: "internal-upstream:3000" } });
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({ received: true });
  });

  test("the same origin on another scheme is refused", async ({ request }) => {
    const response = await request.post("/api/demo-requests", { data: lead, headers: { Origin: base.origin.replace("http:", "https:") } });
    expect(response.status()).toBe(403);
  });
});
