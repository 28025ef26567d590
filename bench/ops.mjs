// What the request log and the metrics cost: the lead POST and a prerendered page, on one instance
// with both on (as it runs) and with both off (LOG_LEVEL=silent METRICS=off), in the same run.
import { startServer } from "./server.mjs";
import { load } from "./throughput.mjs";

/** @param {{ env: () => Record<string, string>, duration: number }} options env: a fresh database each call */
export async function opsOverhead({ env, duration }) {
  const out = {};
  let sequence = 0;
  for (const [name, extra] of [
    ["on", {}],
    ["off", { LOG_LEVEL: "silent", METRICS: "off" }],
  ]) {
    const server = await startServer({ ...env(), ...extra });
    try {
      out[name] = {
        page: await load({ url: `${server.url}/pricing`, headers: { "accept-encoding": "br" }, wrk: true, duration }),
        post: await load({
          url: `${server.url}/api/demo-requests`,
          method: "POST",
          duration,
          body: () => ({ name: "Load Test", email: `ops-${sequence++}@bench.test`, company: "Benchmark Motors" }),
        }),
      };
    } finally {
      server.stop();
    }
  }
  out.pageSlowdown = 1 - out.on.page.rps / out.off.page.rps;
  out.postSlowdown = 1 - out.on.post.rps / out.off.post.rps;
  return out;
}
