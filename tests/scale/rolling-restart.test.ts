// Deploys that drop nothing: two instances on PostgreSQL behind nginx, restarted in turn under load;
// a SIGTERM in the middle of a lead POST; /readyz while PostgreSQL is down; /metrics and the logs as
// an operator sees them.
import fs from "node:fs";
import http from "node:http";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rollingRestart, type RollingRestartResult } from "../support/rolling-restart.mjs";
import { startCluster, type Cluster } from "../support/services.mjs";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let cluster: Cluster;
beforeAll(async () => {
  cluster = await startCluster({ instances: 2, env: { RATE_LIMIT_PER_MINUTE: "0", LEADS_PER_MINUTE_MAX: "0" } });
});
afterAll(async () => {
  await cluster?.stop();
});

// Each rolling restart runs three times in every `npm test` (10 to 20 s each): whether a race shows
// depends on timing, and one pass proves little (issue 42's failed 9 runs in 11 on one machine and
// most runs passed on another).
const rolls = { timeout: 120_000, repeats: 2 };

describe("a rolling restart", () => {
  const dropsNothing = (result: RollingRestartResult) => {
    expect(result.exitCodes).toEqual([0, 0]);
    expect(result.failures, `nginx: ${JSON.stringify(result.proxyErrors, null, 2)}`).toEqual([]);
    expect(result.getFailures).toBe(0);
    expect(result.postFailures).toBe(0);
    expect(result.gets).toBeGreaterThan(100);
    expect(result.acknowledged).toBeGreaterThan(50);
    expect(result.lost).toBe(0);
    expect(result.duplicated).toBe(0);
    expect(result.stored).toBe(result.acknowledged);
    // nginx never saw an error from the instance not restarting, nor ran out of instances.
    expect(result.errorsBeside, `nginx: ${JSON.stringify(result.proxyErrors, null, 2)}`).toBe(0);
  };

  it(
    "as the deploy does it (out of nginx, SIGTERM, ready, back in) drops no page and no lead: every acknowledged lead stored once, every request answered",
    rolls,
    async () => {
      const result = await rollingRestart(cluster);
      dropsNothing(result);
      // Nor sent the instance restarting a request.
      expect(result.proxyErrors).toEqual({});
    },
  );

  it("in place (SIGTERM with nginx still sending to the instance) drops nothing: what it refuses or drops goes to the other", rolls, async () => {
    dropsNothing(await rollingRestart(cluster, { inPlace: true }));
  });

  it("an instance keeps an idle connection longer than nginx does, so nginx always closes it first", async () => {
    const keepAlive = await new Promise<string>((resolve, reject) => {
      http.get(`${cluster.servers[0]!.url}/healthz`, (response) => resolve(String(response.resume().headers["keep-alive"]))).on("error", reject);
    });
    const instance = Number(keepAlive.match(/timeout=(\d+)/)?.[1]);
    const proxy = Number(fs.readFileSync("docs/nginx/torque.conf", "utf8").match(/^ +keepalive_timeout (\d+)s;/m)?.[1]);
    expect(instance).toBeGreaterThan(proxy);
  });
});

describe("SIGTERM", () => {
  it("during a lead POST: the lead is acknowledged and stored, and the instance then exits 0", async () => {
    const server = cluster.servers[0]!;
    const email = `sigterm-${Date.now()}@example.test`;
    const body = JSON.stringify({ name: "Signal Test", email, company: "Shutdown Motors" });
    const exited = new Promise((resolve) => server.child.once("exit", (code) => resolve(code)));
    // The headers and half the body, then the signal, then the rest: the request is in flight.
    const answer = new Promise<{ status: number; connection: string | undefined }>((resolve, reject) => {
      const request = http.request(
        `${server.url}/api/demo-requests`,
        { method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (response) => {
          response.resume();
          response.on("end", () => resolve({ status: response.statusCode!, connection: response.headers.connection }));
        },
      );
      request.on("error", reject);
      request.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(20)), 300);
      }, 200);
    });
    const { status, connection } = await answer;
    expect(status).toBe(201);
    expect(connection).toBe("close");
    expect(await exited).toBe(0);
    await cluster.restart(0);
    const client = new pg.Client({ connectionString: cluster.pg.url });
    await client.connect();
    const { rows } = await client.query("select count(*)::int as n from demo_requests where email = $1", [email]);
    await client.end();
    expect(rows[0].n).toBe(1);
  });

  it("a second signal ends the process at once", async () => {
    const server = cluster.servers[1]!;
    // A request held open keeps the first signal's drain waiting.
    const held = http.request(`${server.url}/api/demo-requests`, { method: "POST", headers: { "content-type": "application/json", "content-length": "100" } });
    held.on("error", () => undefined);
    held.write("{");
    await sleep(200);
    const exited = new Promise((resolve) => server.child.once("exit", (code) => resolve(code)));
    const started = Date.now();
    server.child.kill("SIGTERM");
    await sleep(300);
    server.child.kill("SIGTERM");
    expect(await exited).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    held.destroy();
    await cluster.restart(1);
  });
});

describe("readiness", () => {
  it("/healthz answers while /readyz says 503 with PostgreSQL stopped, and 200 once it is back", { timeout: 60_000 }, async () => {
    const url = cluster.servers[0]!.url;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    await cluster.pg.stop("fast");
    try {
      const down = await fetch(`${url}/readyz`);
      expect(down.status).toBe(503);
      expect(down.headers.get("cache-control")).toBe("no-store");
      expect((await down.json()).status).toBe("unavailable");
      expect((await fetch(`${url}/healthz`)).status).toBe(200);
    } finally {
      await cluster.pg.start();
    }
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await fetch(`${url}/readyz`)).status;
      if (status !== 200) await sleep(200);
    }
    expect(status).toBe(200);
  });
});
