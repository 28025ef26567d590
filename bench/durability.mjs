// Crash tests: concurrent valid demo requests while something is killed mid-load. Every request that
// got a 2xx must be stored afterwards, and none twice.
import Database from "better-sqlite3";
import pg from "pg";
import { startServer } from "./server.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// Posts from `workers` clients to url() for phaseMs, runs crash(), posts for phaseMs more, and
// compares what was acknowledged with what stored(tag) returns (e-mail -> number of rows).
export async function crashUnderLoad({ url, crash, stored, tag, workers = 32, phaseMs = 2500 }) {
  const acknowledged = new Set();
  let attempts = 0;
  let stop = false;
  let sequence = 0;

  async function worker(id) {
    while (!stop) {
      const email = `${tag}-${id}-${sequence++}@durability.test`;
      attempts++;
      try {
        const response = await fetch(`${url()}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Crash Test", email, company: "Durability Motors", fillMs: 5000 }),
          signal: AbortSignal.timeout(5000),
        });
        if (response.status === 201) acknowledged.add(email);
      } catch {
        await sleep(20); // the server is down: keep trying until it is back
      }
    }
  }

  const running = Array.from({ length: workers }, (_, i) => worker(i));
  await sleep(phaseMs);
  await crash();
  await sleep(phaseMs);
  stop = true;
  await Promise.all(running);

  const rows = await stored(tag);
  return {
    attempts,
    acknowledged: acknowledged.size,
    rowsFound: [...acknowledged].filter((email) => rows.has(email)).length,
    rowsLost: [...acknowledged].filter((email) => !rows.has(email)).length,
    storedTwice: [...rows.values()].filter((n) => n > 1).length,
  };
}

// SQLite: the one server is killed with SIGKILL and restarted; the file must pass integrity_check.
export async function crashTest({ env }) {
  let server = await startServer(env);
  const result = await crashUnderLoad({
    tag: "crash",
    url: () => server.url,
    crash: async () => {
      server.child.kill("SIGKILL");
      await new Promise((resolve) => server.child.once("exit", resolve));
      server = await startServer(env);
    },
    stored: async (tag) => {
      const db = new Database(env.DATABASE_PATH, { readonly: true });
      try {
        const rows = db.prepare("select email, count(*) as n from demo_requests where email like ? group by email").all(`${tag}-%`);
        return new Map(rows.map((r) => [r.email, r.n]));
      } finally {
        db.close();
      }
    },
  });
  server.stop();
  await new Promise((resolve) => server.child.once("exit", resolve));
  const db = new Database(env.DATABASE_PATH, { readonly: true });
  try {
    return { ...result, integrity: db.pragma("integrity_check", { simple: true }) };
  } finally {
    db.close();
  }
}

// PostgreSQL behind nginx (tests/support/services.mjs startCluster): one instance killed with
// SIGKILL and restarted, or PostgreSQL itself stopped with an immediate shutdown and restarted.
export async function clusterCrashTest(cluster, what) {
  const db = new pg.Pool({ connectionString: cluster.pg.url, max: 1 });
  db.on("error", () => undefined); // its idle connection dies with PostgreSQL
  try {
    return await crashUnderLoad({
      tag: `crash-${what}`,
      url: () => cluster.nginx.url,
      crash:
        what === "instance"
          ? async () => {
              const victim = cluster.servers[1];
              victim.child.kill("SIGKILL");
              await new Promise((resolve) => victim.child.once("exit", resolve));
              await cluster.restart(1);
            }
          : () => cluster.pg.restart("immediate"),
      stored: async (tag) => {
        const { rows } = await db.query("select email, count(*)::int as n from demo_requests where email like $1 group by email", [`${tag}-%`]);
        return new Map(rows.map((r) => [r.email, r.n]));
      },
    });
  } finally {
    await db.end();
  }
}
