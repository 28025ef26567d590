// What the request log and the metrics cost: the lead POST and a prerendered page, on one instance
// with both on (as it runs) and one with both off (LOG_LEVEL=silent METRICS=off), in the same run.
// The two instances run side by side and take turns, ROUNDS times each (on, off, on, off, ...): this
// machine's speed drifts by tens of percent over minutes, and alternating keeps the drift out of the
// comparison. Each figure is the median of its rounds.
import { startServer } from "./server.mjs";
import { load } from "./throughput.mjs";

const ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @param {{ env: () => Record<string, string>, duration: number }} options env: a fresh database each call */
export async function opsOverhead({ env, duration }) {
  let sequence = 0;
  const servers = {
    on: await startServer(env()),
    off: await startServer({ ...env(), LOG_LEVEL: "silent", METRICS: "off" }),
  };
  const runs = { on: { page: [], post: [] }, off: { page: [], post: [] } };
  try {
    const seconds = Math.max(3, Math.round(duration / 2));
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of ["on", "off"]) {
        const { url } = servers[name];
        runs[name].page.push(await load({ url: `${url}/pricing`, headers: { "accept-encoding": "br" }, wrk: true, duration: seconds }));
        runs[name].post.push(
          await load({
            url: `${url}/api/demo-requests`,
            method: "POST",
            duration: seconds,
            body: () => ({ name: "Load Test", email: `ops-${sequence++}@bench.test`, company: "Benchmark Motors", fillMs: 5000 }),
          }),
        );
      }
    }
  } finally {
    servers.on.stop();
    servers.off.stop();
  }
  const out = {};
  for (const name of ["on", "off"]) {
    out[name] = { page: { rps: Math.round(median(runs[name].page.map((r) => r.rps))) }, post: { rps: Math.round(median(runs[name].post.map((r) => r.rps))) } };
  }
  out.rounds = { on: runs.on.page.map((r) => Math.round(r.rps)), off: runs.off.page.map((r) => Math.round(r.rps)) };
  out.pageSlowdown = 1 - out.on.page.rps / out.off.page.rps;
  out.postSlowdown = 1 - out.on.post.rps / out.off.post.rps;
  return out;
}
