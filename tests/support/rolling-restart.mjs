// A rolling restart under load, as a deploy does it: page GETs and lead POSTs go through nginx the
// whole time while each instance in turn gets SIGTERM, drains and exits, starts again on its port and
// says it is ready (/readyz). Then PostgreSQL is asked for every lead that was acknowledged.
// Shared by tests/scale/rolling-restart.test.ts (which requires zeros) and the bench (which reports).
import fs from "node:fs";
import pg from "pg";

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const PAGES = ["/", "/pricing", "/blog", "/fr/tarifs", "/blog/cost-per-sale-by-lead-source", "/api/blog"];

// What nginx's error log says from byte `offset` on, counted by message and upstream: why requests
// failed, as the proxy saw it.
function proxyErrors(file, offset) {
  const counts = {};
  const lines = fs.readFileSync(file).subarray(offset).toString("utf8").split("\n").filter(Boolean);
  for (const line of lines) {
    const [, level = "", message = line] = line.match(/^\S+ \S+ \[(\w+)\] \d+#\d+: (?:\*\d+ )?(.*?)(?:, client: |$)/) ?? [];
    const upstream = line.match(/upstream: "\w+:\/\/([^/"]+)/)?.[1];
    const key = `[${level}] ${message}${upstream ? ` (${upstream})` : ""}`;
    counts[key] = (counts[key] ?? 0) + 1;
  }
  return counts;
}

async function waitReady(url, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const status = await fetch(url).then((r) => r.status, () => 0);
    if (status === 200) return;
    await sleep(100);
  }
  throw new Error(`${url} did not say ready within ${ms} ms`);
}

/**
 * @param {import("./services.d.mts").Cluster} cluster rate limits off (RATE_LIMIT_PER_MINUTE=0, LEADS_PER_MINUTE_MAX=0)
 * @param {{ concurrency?: number, settleMs?: number }} [options]
 */
export async function rollingRestart(cluster, { concurrency = 8, settleMs = 1500 } = {}) {
  const run = `roll-${Date.now()}`;
  const result = { gets: 0, getFailures: 0, posts: 0, postFailures: 0, acknowledged: 0, stored: 0, lost: 0, duplicated: 0, exitCodes: [], failures: [], proxyErrors: {} };
  const logOffset = fs.statSync(cluster.nginx.errorLog).size;
  const acknowledged = [];
  let sequence = 0;
  let stopping = false;
  const fail = (what) => result.failures.length < 20 && result.failures.push(what);

  async function getLoop(i) {
    for (let n = i; !stopping; n++) {
      const page = PAGES[n % PAGES.length];
      result.gets++;
      try {
        const response = await fetch(`${cluster.nginx.url}${page}`, { headers: { "accept-encoding": "br" } });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(String(response.status));
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
        const response = await fetch(`${cluster.nginx.url}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Rolling Restart", email, company: "Restart Motors" }),
        });
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(String(response.status));
        acknowledged.push(email);
      } catch (error) {
        result.postFailures++;
        fail(`POST: ${error.message}`);
      }
    }
  }

  const loops = Array.from({ length: concurrency }, (_, i) => (i % 2 === 0 ? getLoop(i) : postLoop()));
  await sleep(settleMs);
  for (let i = 0; i < cluster.servers.length; i++) {
    const { child } = cluster.servers[i];
    const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? signal)));
    child.kill("SIGTERM");
    result.exitCodes.push(await exited);
    const server = await cluster.restart(i);
    await waitReady(`${server.url}/readyz`);
    await sleep(settleMs);
  }
  stopping = true;
  await Promise.all(loops);
  result.proxyErrors = proxyErrors(cluster.nginx.errorLog, logOffset);

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
