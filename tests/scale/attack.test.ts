// The ways attacks took the server down, replayed from outside against one production instance
// (server.mjs + the build, on SQLite, with npm start's memory flags). The three of turn 4: the server
// stays up, answers /healthz within 100 ms throughout (HEALTHZ_BOUND_MS), and its resident memory grows
// by less than 64 MB. The render path (issue 47), with two render slots (RENDER_SLOTS=2), which a
// minute of mixed load once wedged for good: bodies trickled by anonymous clients and 16 publishes at
// once hold no visitor's slot, and after a minute of load that drops its connections mid-answer, every
// kind of request answers within a second.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { choppedLoad, leaveWhileCollapsed, renderSlotMetrics, visitorMix, watchRenderSlots } from "../../bench/mixed-load.mjs";
import { freePort, startServer } from "../../bench/server.mjs";

let server: Awaited<ReturnType<typeof startServer>>;
let dir = "";
let salesEmail = "";
let salesPassword = "";
let editorEmail = "";
let editorPassword = "";

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-attack-"));
  const port = await freePort();
  const env = {
    ...process.env,
    DATABASE_PATH: path.join(dir, "site.db"),
    SITE_URL: `http://127.0.0.1:${port}`,
    RATE_LIMIT_PER_MINUTE: "0",
    LEADS_PER_MINUTE_MAX: "0",
    RENDER_SLOTS: "2",
  };
  const setup = spawnSync("npm", ["run", "db:setup", "--silent"], { env, encoding: "utf8" });
  expect(setup.status, setup.stderr).toBe(0);
  salesEmail = `sales+${Date.now()}@torqueanalytics.ca`;
  const added = spawnSync("npm", ["run", "staff", "--silent", "--", "add", salesEmail, "--role", "sales", "--name", "Sam Sales"], { env, encoding: "utf8" });
  expect(added.status, added.stderr).toBe(0);
  salesPassword = /: (\S+)\s*$/.exec(added.stdout)![1]!;
  editorEmail = `editor+${Date.now()}@torqueanalytics.ca`;
  const editor = spawnSync("npm", ["run", "staff", "--silent", "--", "add", editorEmail, "--role", "editor", "--name", "Eddie Editor"], {
    env,
    encoding: "utf8",
  });
  expect(editor.status, editor.stderr).toBe(0);
  editorPassword = /: (\S+)\s*$/.exec(editor.stdout)![1]!;
  server = await startServer(env, port);
  // The attacks start once the warm-up has filled the cache: its first render of each route loads that
  // route's code, which held the loop 100-800 ms on a slow CI machine, and is no attacker's doing.
  await warmedUp();
  // Two accounts, a start and a warm-up of 254 pages (34-66 s at load average 15 here): over the default
  // 2 minutes on a busy machine.
}, 240_000);
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

// The warm-up's progress in a /metrics text: the pages it was given, or those it has filled.
const warmPages = (metrics: string, state: "listed" | "done") =>
  Number(new RegExp(`^page_cache_warm_pages\\{state="${state}"\\} (\\d+)`, "m").exec(metrics)?.[1] ?? 0);

async function warmedUp() {
  for (let i = 0; i < 600; i++) {
    const { body } = await send("/metrics");
    if (warmPages(body, "listed") > 200 && warmPages(body, "done") === warmPages(body, "listed")) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the warm-up did not finish in 120 s");
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

// A staff account's session cookie.
async function signIn(email: string, password: string) {
  const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password }),
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";", 1)[0])
    .join("; ");
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
    const cookie = await signIn(salesEmail, salesPassword);
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

// One request on a fresh connection: its status and how long it took, given up after 5 s (a render
// path that waits answers nothing at all).
function timed(target: string, { method = "GET", headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const started = performance.now();
  return new Promise<{ status: number; ms: number; headers: http.IncomingHttpHeaders }>((resolve) => {
    const request = http.request({ host: "127.0.0.1", port: server.port, path: target, method, headers, agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, headers: res.headers }));
    });
    request.on("error", () => resolve({ status: 0, ms: performance.now() - started, headers: {} }));
    request.setTimeout(5_000, () => request.destroy());
    request.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Whether the instance is idle: its warm-up done, no render slot held, no request waiting for one.
async function settled() {
  const { body } = await send("/metrics");
  const lanes = Object.values(await renderSlotMetrics(server.url));
  return warmPages(body, "done") === warmPages(body, "listed") && lanes.every((lane) => lane.busy === 0 && lane.queued === 0);
}

// Requests that need Next, each on a fresh connection, and the time each took: none may take a second.
async function expectAnswersWithinASecond(probes: [target: string, status: number, init?: Parameters<typeof timed>[1]][]) {
  const times: Record<string, number> = {};
  for (const [target, status, init] of probes) {
    const answer = await timed(target, init);
    times[`${init?.method ?? "GET"} ${target}`] = Math.round(answer.ms);
    expect(answer.status, `${target} answered ${answer.status} after ${Math.round(answer.ms)} ms`).toBe(status);
  }
  console.log("answered in (ms):", times);
  for (const [probe, ms] of Object.entries(times)) expect(ms, probe).toBeLessThan(1_000);
}

describe("the render path, with two render slots", () => {
  it("16 clients trickling a sign-in's body hold no render slot: sign-in, a 404 and an API answer within a second", { timeout: 60_000 }, async () => {
    // As the attack (turn 5, M3): a declared 4,000 bytes, then a byte a second.
    const sockets = Array.from({ length: 16 }, () => {
      const socket = net.connect(server.port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.write(
        `POST /api/auth/sign-in/email HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
          "Content-Type: application/json\r\nContent-Length: 4000\r\n\r\n{",
      );
      return socket;
    });
    const drip = setInterval(() => sockets.forEach((socket) => socket.write(" ")), 1_000);
    try {
      await sleep(1_500);
      await expectAnswersWithinASecond([
        ["/staff/sign-in", 200],
        [`/blog/no-such-article-${Date.now()}`, 404],
        ["/api/cities/toronto", 200],
      ]);
      expect((await renderSlotMetrics(server.url)).public!.busy).toBe(0);
    } finally {
      clearInterval(drip);
      for (const socket of sockets) socket.destroy();
    }
  });

  it("16 publishes at once each get their preview and an answer, while an uncached page answers within a second", { timeout: 90_000 }, async () => {
    const cookie = await signIn(editorEmail, editorPassword);
    const previews = async () => {
      const { body } = await send("/metrics");
      const counts = body.matchAll(/^http_requests_total\{route="\/staff\/preview\/articles\/\[id\]",method="GET",status="200"\} (\d+)$/gm);
      return [...counts].reduce((n, [, count]) => n + Number(count), 0);
    };
    const before = await previews();
    // From the article's head, so each publish asks this server for its preview (the HTML check reads
    // it): that request is what deadlocked behind the slots the publishes held.
    const db = new Database(path.join(dir, "site.db"), { readonly: true });
    const { revision } = db.prepare("select revision from articles where id = 101").get() as { revision: number };
    db.close();
    const body = JSON.stringify({ baseRevision: revision });
    // As the attack (turn 5, H3): the 16 requests' headers first, then all their bodies at once.
    const answers: string[] = [];
    const sockets = Array.from({ length: 16 }, () => {
      const socket = net.connect(server.port, "127.0.0.1");
      let head = "";
      socket.on("error", () => undefined);
      // The status line of the answer, once its headers are in.
      socket.on("data", (chunk: Buffer) => {
        if (head.includes("\r\n\r\n")) return;
        head += chunk;
        if (head.includes("\r\n\r\n")) answers.push(head.split("\r\n", 1)[0]!);
      });
      socket.write(
        `POST /staff/api/content/articles/101/publish HTTP/1.1\r\nHost: 127.0.0.1:${server.port}\r\nOrigin: ${server.url}\r\n` +
          `Cookie: ${cookie}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      return socket;
    });
    try {
      await sleep(1_000);
      for (const socket of sockets) socket.write(body);
      await sleep(500);
      await expectAnswersWithinASecond([["/api/cities/toronto", 200]]);
      for (let i = 0; i < 600 && answers.length < 16; i++) await sleep(100);
      // Every publish was answered: one went live; the others found it published since (409), or the one
      // HTML checker's queue full (503, Retry-After). The ones checked had their preview rendered.
      expect(answers).toHaveLength(16);
      expect(answers.filter((line) => line === "HTTP/1.1 200 OK")).toHaveLength(1);
      for (const line of answers) expect(["HTTP/1.1 200 OK", "HTTP/1.1 409 Conflict", "HTTP/1.1 503 Service Unavailable"]).toContain(line);
      expect((await previews()) - before).toBeGreaterThanOrEqual(1);
    } finally {
      for (const socket of sockets) socket.destroy();
    }
  });

  it("after a minute of mixed load whose connections drop mid-answer, every kind of request answers within a second", { timeout: 180_000 }, async () => {
    // The page-ceiling benchmark's visitors, with an RSC request, in wrk runs of 2 s whose ends drop
    // their connections; meanwhile pages are purged and asked for by visitors who leave while their
    // request waits for the one rendering the page.
    const rsc = { path: "/pricing?_rsc", headers: { rsc: "1" } };
    const { max, end } = await watchRenderSlots(server.url, () =>
      Promise.all([
        choppedLoad({ url: server.url, mix: visitorMix([rsc]), seconds: 60 }),
        leaveWhileCollapsed({ url: server.url, paths: ["/pricing", "/about", "/fr/tarifs", "/blog/cost-per-sale-by-lead-source"], seconds: 60 }),
      ]),
    );
    console.log("render slots, the most seen:", max.public, "at the end:", end.public);
    // The instance settles: the warm-up refills what the load purged, and no lane holds a slot (up to
    // 15 s: slots that are never given back never settle, and the probes then find them held).
    for (let i = 0; i < 75 && !(await settled()); i++) await sleep(200);
    await fetch(`${server.url}/purge`, { method: "POST", body: JSON.stringify({ paths: ["/faq"] }) });
    const lead = JSON.stringify({ name: "After The Load", email: `after-${Date.now()}@dealer.test`, company: "Chaos Motors", fillMs: 5000 });
    await expectAnswersWithinASecond([
      // In the cache (the purges above never touch it), and not (purged just now).
      ["/fr", 200, { headers: { "accept-encoding": "br" } }],
      ["/faq", 200],
      [`/blog/no-such-article-${Date.now()}`, 404],
      ["/staff/sign-in", 200],
      ["/api/blog?lang=fr", 200],
      [rsc.path, 200, { headers: rsc.headers }],
      ["/api/demo-requests", 201, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: lead }],
      ["/readyz", 200],
    ]);
    const after = (await renderSlotMetrics(server.url)).public!;
    expect(after).toMatchObject({ busy: 0, queued: 0 });
  });
});
