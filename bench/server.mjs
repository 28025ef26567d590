// Starts the production server (server.mjs) on a free port; shared by the e2e runner and the benchmarks.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import net from "node:net";

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export async function waitFor(url, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      // Read to the end: once an unread answer is garbage-collected, fetch drops its connection and
      // opens another that sends nothing, which a stopping server waits for until its deadline (10 s).
      const response = await fetch(url);
      // A body it cannot decode (nginx labelling a file brotli for the bench) still says it is up.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`Server did not answer at ${url} within ${ms} ms`);
}

// The environment and Node flags `npm start` runs server.mjs with (its memory bounds: docs/deploy.md,
// "Memory").
const START = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, "../package.json"), "utf8")).scripts.start.match(
  /((?:[A-Z_]+=\S+ )*)node ((?:--\S+ )*)lib\/server\/server\.mjs/,
);
export const SERVER_ENV = Object.fromEntries(
  START[1]
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((pair) => pair.split("=")),
);
export const SERVER_FLAGS = START[2].trim().split(/\s+/).filter(Boolean);

// Runs server.mjs directly (as `npm start` does after migrating), so the process we stop is the server.
// `port` restarts an instance where a proxy in front expects it; `logFile` keeps its log lines
// (stdout), which are otherwise dropped.
export async function startServer(env = process.env, port, { logFile } = {}) {
  port ??= await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_FLAGS, "lib/server/server.mjs"], {
    // The forms on pages served from this address may post to it (lib/api.ts checks Origin).
    env: {
      ...SERVER_ENV,
      ...env,
      PORT: String(port),
      HOSTNAME: "127.0.0.1",
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      ALLOWED_ORIGINS: [env.ALLOWED_ORIGINS, url].filter(Boolean).join(","),
    },
    stdio: ["ignore", logFile ? fs.openSync(logFile, "a") : "ignore", "inherit"],
  });
  await waitFor(`${url}/api/blog`);
  return { url, port, child, stop: () => child.kill("SIGTERM") };
}

// The floor for the page-speed budgets: bench/bare, a bare Next.js page, built on first use and
// served by `next start` like the site.
export async function startBarePage() {
  const dir = path.join(import.meta.dirname, "bare");
  const next = path.join(import.meta.dirname, "../node_modules/next/dist/bin/next");
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  if (!fs.existsSync(path.join(dir, ".next/BUILD_ID"))) execFileSync(process.execPath, [next, "build", dir], { env, stdio: "ignore" });
  const port = await freePort();
  const child = spawn(process.execPath, [next, "start", dir, "-p", String(port), "-H", "127.0.0.1"], { env, stdio: "ignore" });
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(url);
  return { url, port, stop: () => child.kill("SIGTERM") };
}
