// A rolling restart under load: page GETs and lead POSTs go through nginx the whole time while each
// instance in turn is restarted, then PostgreSQL is asked for every lead that was acknowledged.
// As the deploy does it (docs/deploy.md, Runbook): the instance is marked `down` and nginx reloaded,
// it gets SIGTERM, drains and exits, starts again on its port, says it is ready (/readyz), and only
// then is put back. `inPlace` leaves nginx alone, as a `systemctl restart` or a crash does: nginx
// then passes what the instance refuses or drops to the other one.
// Shared by tests/scale/rolling-restart.test.ts (which requires zeros) and the bench (which reports).
import fs from "node:fs";
import http from "node:http";
import pg from "pg";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGES = ["/", "/pricing", "/blog", "/fr/tarifs", "/blog/cost-per-sale-by-lead-source", "/api/blog"];

// nginx's error lines (level error or worse) from byte `offset` of its log on, and where the log ends.
function errorLines(file, offset) {
  const text = fs.readFileSync(file).subarray(offset);
  const lines = text
    .toString("utf8")
    .split("\n")
    .filter((line) => /^\S+ \S+ \[(error|crit|alert|emerg)\]/.test(line));
  return { lines, end: offset + text.length };
}
// The upstream a line is about: an instance (127.0.0.1:PORT), or the pool ("torque": no live upstreams).
const upstreamOf = (line) => line.match(/upstream: "\w+:\/\/([^/"]+)/)?.[1];
// "[error] connect() failed (111: Connection refused) while connecting to upstream (127.0.0.1:41051)"
function summary(line) {
  const [, level, message] = line.match(/^\S+ \S+ \[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: |$)/) ?? [];
  const upstream = upstreamOf(line);
  return `[${level}] ${message}${upstream ? ` (${upstream})` : ""}`;
}

// One request on its own connection, as a new visitor sends it: a reload closes nginx's idle HTTP/1.1
// client connections, and a request sent on one at that moment is lost to the client (a browser sends
// it again; over HTTP/2 nginx says GOAWAY first). Between nginx and the instances, connections are
// kept alive as in production.
function request(url, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, agent: false, headers: body ? { ...headers, "content-length": Buffer.byteLength(body) } : headers }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode));
      response.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function waitReady(url, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const status = await request(url).catch(() => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} did not say ready within ${ms} ms`);
}

/**
 * @param {import("./services.d.mts").Cluster} cluster rate limits off (RATE_LIMIT_PER_MINUTE=0, LEADS_PER_MINUTE_MAX=0)
 * @param {{ concurrency?: number, settleMs?: number, inPlace?: boolean }} [options]
 */
export async function rollingRestart(cluster, { concurrency = 8, settleMs = 1500, inPlace = false } = {}) {
  const run = `roll-${Date.now()}`;
  const result = {
    gets: 0,
    getFailures: 0,
    posts: 0,
    postFailures: 0,
    acknowledged: 0,
    stored: 0,
    lost: 0,
    duplicated: 0,
    exitCodes: [],
    failures: [],
    proxyErrors: {},
    errorsBeside: 0,
  };
  let logOffset = fs.statSync(cluster.nginx.errorLog).size;
  // nginx's errors since the last call, counted; those about anything but `restarting` (the instance
  // restarting then, if any) are errors beside it: the other instance's, or the whole pool's.
  const readProxyErrors = (restarting) => {
    const { lines, end } = errorLines(cluster.nginx.errorLog, logOffset);
    logOffset = end;
    for (const line of lines) {
      result.proxyErrors[summary(line)] = (result.proxyErrors[summary(line)] ?? 0) + 1;
      if (upstreamOf(line) !== restarting) result.errorsBeside++;
    }
  };
  const acknowledged = [];
  let sequence = 0;
  let stopping = false;
  const fail = (what) => result.failures.length < 20 && result.failures.push(what);

  async function getLoop(i) {
    for (let n = i; !stopping; n++) {
      const page = PAGES[n % PAGES.length];
      result.gets++;
      try {
        const status = await request(`${cluster.nginx.url}${page}`, { headers: { "accept-encoding": "br" } });
        if (status !== 200) throw new Error(String(status));
      } catch (error) {
        result.getFailures++;
        fail(`GET ${page}: ${error.message}`);
      }
    }
  }
  async function postLoop() {
    while (!stopping) {
      const email = `${run}-${sequence++}@bench.test`;
      result.posts++;
      try {
        const status = await request(`${cluster.nginx.url}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Rolling Restart", email, company: "Restart Motors", fillMs: 5000 }),
        });
        if (status !== 201) throw new Error(String(status));
        acknowledged.push(email);
      } catch (error) {
        result.postFailures++;
        fail(`POST: ${error.message}`);
      }
    }
  }

  const loops = Array.from({ length: concurrency }, (_, i) => (i % 2 === 0 ? getLoop(i) : postLoop()));
  await sleep(settleMs);
  readProxyErrors(null);
  for (let i = 0; i < cluster.servers.length; i++) {
    const { child, port } = cluster.servers[i];
    const upstream = `127.0.0.1:${port}`;
    if (!inPlace) await cluster.nginx.setDown(upstream, true);
    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
    child.kill("SIGTERM");
    result.exitCodes.push(await exited);
    const server = await cluster.restart(i);
    await waitReady(`${server.url}/readyz`);
    if (!inPlace) await cluster.nginx.setDown(upstream, false);
    readProxyErrors(upstream);
    await sleep(settleMs);
    readProxyErrors(null);
  }
  stopping = true;
  await Promise.all(loops);
  readProxyErrors(null);

  const client = new pg.Client({ connectionString: cluster.pg.url });
  await client.connect();
  try {
    const { rows } = await client.query("select email, count(*)::int as n from demo_requests where email like $1 group by email", [`${run}-%`]);
    const stored = new Map(rows.map((r) => [r.email, r.n]));
    result.acknowledged = acknowledged.length;
    result.stored = rows.length;
    result.lost = acknowledged.filter((email) => !stored.has(email)).length;
    result.duplicated = rows.filter((r) => r.n > 1).length;
  } finally {
    await client.end();
  }
  return result;
}
