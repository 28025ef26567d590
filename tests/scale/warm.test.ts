// Compressed and warm through every refill: a fresh instance fills its page cache with the sitemap's
// pages once it is ready, and again with what a purge removed, and a browser asking for a page right
// after either never gets it uncompressed.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "../../bench/server.mjs";

let server: Awaited<ReturnType<typeof startServer>>;
let dir = "";
let paths: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-warm-"));
  const port = await freePort();
  const env = { ...process.env, DATABASE_PATH: path.join(dir, "site.db"), SITE_URL: `http://127.0.0.1:${port}` };
  const setup = spawnSync("npm", ["run", "db:setup", "--silent"], { env, encoding: "utf8" });
  expect(setup.status, setup.stderr).toBe(0);
  server = await startServer(env, port);
});
afterAll(async () => {
  server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

function get(target: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    request.on("error", reject);
    request.end(body);
  });
}

const BROWSER = { "accept-encoding": "gzip, deflate, br, zstd" };

// Every sitemap page twice in a row, as a browser asks: the answers sent without a coding.
async function identityBodies(pages: string[]): Promise<string[]> {
  const plain: string[] = [];
  for (let round = 0; round < 2; round++) {
    for (const page of pages) {
      const answer = await get(page, BROWSER);
      expect(answer.status, page).toBe(200);
      if (!answer.headers["content-encoding"]) plain.push(`${page} (${answer.body.length} bytes)`);
    }
  }
  return plain;
}

async function warmProgress(): Promise<{ listed: number; done: number }> {
  const text = (await get("/metrics")).body.toString();
  const value = (state: string) => Number(new RegExp(`^page_cache_warm_pages\\{state="${state}"\\} (\\d+)`, "m").exec(text)?.[1] ?? 0);
  return { listed: value("listed"), done: value("done") };
}

describe("a fresh instance", () => {
  it("sends every sitemap page compressed from the first visit on, and fills its cache with all of them", { timeout: 120_000 }, async () => {
    const sitemap = (await get("/sitemap.xml")).body.toString();
    paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThan(200);
    expect(await identityBodies(paths)).toEqual([]);
    let progress = await warmProgress();
    for (let i = 0; i < 100 && progress.done < paths.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      progress = await warmProgress();
    }
    expect(progress).toEqual({ listed: paths.length, done: paths.length });
    // Warmed: the home pages come from memory, in brotli.
    for (const page of ["/", "/fr", "/pricing"]) {
      const answer = await get(page, BROWSER);
      expect(answer.headers["x-cache"], page).toBe("HIT");
      expect(answer.headers["content-encoding"], page).toBe("br");
    }
  });

  it("after a purge of 20 pages, fills them again and never sends them uncompressed", { timeout: 60_000 }, async () => {
    const purged = paths.slice(-20);
    const answer = await get("/purge", { "content-type": "application/json" }, "POST", JSON.stringify({ paths: purged }));
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString()).purged).toBeGreaterThanOrEqual(20);
    expect(await identityBodies(purged)).toEqual([]);
    const progress = await warmProgress();
    expect(progress.listed).toBe(paths.length + 20);
  });

  it("takes a purge only from this machine's operators", async () => {
    const relayed = await get("/purge", { "content-type": "application/json", "x-forwarded-for": "203.0.113.7" }, "POST", JSON.stringify({ paths: ["/"] }));
    expect(relayed.status).toBe(403);
  });
});
