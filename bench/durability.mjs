// Crash test: concurrent valid demo requests while the server is killed with SIGKILL and restarted.
// Every request that got a 2xx must be in the database afterwards, and the file must pass
// PRAGMA integrity_check.
import Database from "better-sqlite3";
import { startServer } from "./server.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export async function crashTest({ env, workers = 32, phaseMs = 2500 }) {
  let server = await startServer(env);
  const acknowledged = new Set();
  let attempts = 0;
  let stop = false;
  let sequence = 0;

  async function worker(id) {
    while (!stop) {
      const email = `crash-${id}-${sequence++}@durability.test`;
      attempts++;
      try {
        const response = await fetch(`${server.url}/api/demo-requests`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Crash Test", email, company: "Durability Motors" }),
          signal: AbortSignal.timeout(5000),
        });
        if (response.ok) acknowledged.add(email);
      } catch {
        await sleep(20); // the server is down: keep trying until it is back
      }
    }
  }

  const running = Array.from({ length: workers }, (_, i) => worker(i));
  await sleep(phaseMs);
  server.child.kill("SIGKILL");
  await new Promise((resolve) => server.child.once("exit", resolve));
  server = await startServer(env);
  await sleep(phaseMs);
  stop = true;
  await Promise.all(running);
  server.stop();
  await new Promise((resolve) => server.child.once("exit", resolve));

  const db = new Database(env.DATABASE_PATH, { readonly: true });
  try {
    const stored = new Set(db.prepare("select email from demo_requests where email like 'crash-%'").pluck().all());
    const lost = [...acknowledged].filter((email) => !stored.has(email));
    return {
      attempts,
      acknowledged: acknowledged.size,
      rowsFound: [...acknowledged].filter((email) => stored.has(email)).length,
      rowsLost: lost.length,
      integrity: db.pragma("integrity_check", { simple: true }),
    };
  } finally {
    db.close();
  }
}
