// The three ways the last attack took the server down, replayed from outside against one production
// instance (server.mjs + the build, on SQLite, with npm start's memory flags): the server stays up,
// answers /healthz within 100 ms throughout (HEALTHZ_BOUND_MS), and its resident memory grows by less than 64 MB.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, startServer } from "../../bench/server.mjs";

let server: Awaited<ReturnType<typeof startServer>>;
let dir = "";
let salesEmail = "";
let salesPassword = "";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-attack-"));
  const port = await freePort();
  const env = { ...process.env, DATABASE_PATH: path.join(dir, "site.db"), SITE_URL: `http://127.0.0.1:${port}`, RATE_LIMIT_PER_MINUTE: "0" };
  const setup = spawnSync("npm", ["run", "db:setup", "--silent"], { env, encoding: "utf8" });
  expect(setup.status, setup.stderr).toBe(0);
  salesEmail = `sales+${Date.now()}@torqueanalytics.ca`;
  const added = spawnSync("npm", ["run", "staff", "--silent", "--", "add", salesEmail, "--role", "sales", "--name", "Sam Sales"], { env, encoding: "utf8" });
  expect(added.status, added.stderr).toBe(0);
  salesPassword = /: (\S+)\s*$/.exec(added.stdout)![1]!;
  server = await startServer(env, port);
  // The attacks start once the warm-up has filled the cache: its first render of each route loads that
  // route's code, which held the loop 100-800 ms on a slow CI machine, and is no attacker's doing.
  await warmedUp();
});
afterAll(async () => {
  server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

// One request on a fresh connection, the target sent exactly as written (no normalising client).
function send(target: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, path: target, headers, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    request.on("error", reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`${target}: no answer in 30 s`)));
    request.end();
  });
}

async function residentMb(): Promise<number> {
  const { body } = await send("/metrics");
  return Number(/^process_resident_memory_bytes (\d+)/m.exec(body)![1]) / 1024 / 1024;
}

async function warmedUp() {
  for (let i = 0; i < 300; i++) {
    const { body } = await send("/metrics");
    const value = (state: string) => Number(new RegExp(`^page_cache_warm_pages\\{state="${state}"\\} (\\d+)`, "m").exec(body)?.[1] ?? 0);
    if (value("listed") > 200 && value("done") === value("listed")) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the warm-up did not finish in 60 s");
}

// /healthz asked every 50 ms while `attack` runs: the slowest answer, in ms. Asked from a process of
// its own, so the time is the server's: the attack's own client, busy in this process, would add its
// event loop's delays to every answer it timed (107 ms seen once in CI for a 40 ms answer).
const PROBE = `
const http = require("node:http");
let slowest = 0, failed = "", done = false;
process.stdin.on("data", () => (done = true));
(async function loop() {
  while (!done) {
    const started = performance.now();
    const status = await new Promise((resolve) =>
      http
        .get(process.argv[1], { agent: false }, (res) => { res.resume(); res.on("end", () => resolve(res.statusCode)); })
        .on("error", (e) => resolve(String(e))));
    if (status !== 200) failed ||= String(status);
    slowest = Math.max(slowest, performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  process.stdout.write(JSON.stringify({ slowest, failed }));
})();
`;

// The attacks these replay held /healthz for 793 ms to 19 s; the bound is 100 ms (seen: 6-45 ms,
// 36 ms with a third process burning a core).
const HEALTHZ_BOUND_MS = 100;

async function slowestHealthz(attack: () => Promise<void>): Promise<number> {
  const probe = spawn(process.execPath, ["-e", PROBE, `${server.url}/healthz`], { stdio: ["pipe", "pipe", "inherit"] });
  let output = "";
  probe.stdout.on("data", (chunk: Buffer) => (output += chunk));
  const exited = new Promise((resolve) => probe.once("exit", resolve));
  try {
    await attack();
  } finally {
    probe.stdin.end("stop\n");
    await exited;
  }
  const { slowest, failed } = JSON.parse(output) as { slowest: number; failed: string };
  expect(failed, "/healthz answered something else than 200").toBe("");
  return slowest;
}

// `count` requests, `concurrency` at a time.
async function flood(count: number, concurrency: number, request: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await request(next++);
    }),
  );
}

describe("an attack from outside", () => {
  it("a dashboard period in year 0000 is refused at once, and the server stays up", { timeout: 60_000 }, async () => {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ email: salesEmail, password: salesPassword }),
    });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";", 1)[0])
      .join("; ");
    // The workspace's first pages in a fresh process load their code: not the attack's cost.
    for (const query of ["", "?period=custom&from=2026-01-01&to=2026-01-31"]) expect((await send(`/staff/dashboard${query}`, { cookie })).status).toBe(200);
    let answer = { status: 0, body: "" };
    const slowest = await slowestHealthz(async () => {
      answer = await send("/staff/dashboard?period=custom&from=0000-01-01&to=0000-01-02", { cookie });
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain("Sam Sales");
    expect(slowest).toBeLessThan(HEALTHZ_BOUND_MS);
    expect((await send("/healthz")).status).toBe(200);
  });

  it("junk parameters, spellings, hosts and headers make no cache entries", { timeout: 120_000 }, async () => {
    const junk = "j".repeat(15_000);
    // Warm: the pages and one entry each, so what follows can only add.
    for (const target of ["/robots.txt", "/about", "/pricing"]) await send(target);
    const before = await residentMb();
    const slowest = await slowestHealthz(() =>
      flood(3_000, 16, async (i) => {
        const targets = [`/robots.txt?x${i}=1`, `/${"./".repeat(i % 50)}about`, `/fr/..${"/.".repeat(i % 40)}/pricing`];
        const answer = await send(targets[i % 3]!, { "x-junk": junk, host: i % 2 ? `h${i}.evil.example` : `127.0.0.1:${server.port}` });
        expect(answer.status).toBeLessThan(500);
      }),
    );
    const after = await residentMb();
    expect(slowest).toBeLessThan(HEALTHZ_BOUND_MS);
    expect(after - before).toBeLessThan(64);
    // The same page whatever the spelling: one entry, answered from memory.
    expect((await send("/robots.txt?made-up=1")).headers["x-cache"]).toBe("HIT");
    expect((await send("/./about")).status).toBe(308);
  });

  it("build-file paths spelled many ways keep one copy of each file", { timeout: 120_000 }, async () => {
    const chunk = fs.readdirSync(".next/static/chunks").find((name) => name.endsWith(".js"))!;
    expect((await send(`/_next/static/chunks/${chunk}`)).status).toBe(200);
    const before = await residentMb();
    const slowest = await slowestHealthz(() =>
      flood(1_200, 16, async (i) => {
        const answer = await send(`/_next/static/chunks/${"./".repeat(1 + i)}${chunk}`, { "accept-encoding": "br, gzip" });
        expect(answer.status).toBe(308);
        expect(answer.headers.location).toBe(`/_next/static/chunks/${chunk}`);
      }),
    );
    expect(slowest).toBeLessThan(HEALTHZ_BOUND_MS);
    expect((await residentMb()) - before).toBeLessThan(64);
  });
});
