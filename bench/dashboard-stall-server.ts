// tsx --conditions=react-server bench/dashboard-stall-server.ts (bench/dashboard-stall.mjs starts it)
// One Node process with the dashboard's code and a /healthz answered at once, as server.mjs answers
// it, without a production build: a client in another process times /healthz while this process
// computes dashboards. Prints {"port"} on stdout once listening.
//   GET /healthz
//   GET /dashboard?from&to               getDashboard() for that custom period (as of now, uncached)
//   GET /dashboard?from&to&thread=main   its SQL statement alone, on the main thread, as it ran before
import http from "node:http";
import type { AddressInfo } from "node:net";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { getSqlite } from "@/db";
import { dashboardFilterSchema, dashboardPeriod, dashboardStatements, getDashboard } from "@/lib/leads/dashboard";

const staff = { id: "bench", timeZone: process.env.TEAM_TIME_ZONE ?? "America/Toronto" };

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  if (url.pathname === "/healthz") return void res.end("ok");
  try {
    const filter = dashboardFilterSchema.parse({ period: "custom", from: url.searchParams.get("from"), to: url.searchParams.get("to") });
    // The longest the event loop waited while this dashboard computed.
    const delay = monitorEventLoopDelay({ resolution: 5 });
    delay.enable();
    const started = performance.now();
    if (url.searchParams.get("thread") === "main") {
      const { summary } = dashboardStatements(filter, dashboardPeriod(filter, Date.now(), staff.timeZone), staff);
      getSqlite().values(summary);
    } else {
      await getDashboard(filter, staff, { now: Date.now() });
    }
    const ms = performance.now() - started;
    delay.disable();
    // On the main thread the statement is one synchronous call: the loop waits all of it.
    res.end(JSON.stringify({ ms, loopDelayMaxMs: url.searchParams.get("thread") === "main" ? ms : delay.max / 1e6 }));
  } catch (error) {
    res.writeHead(500).end(String(error));
  }
});
server.listen(0, "127.0.0.1", () => console.log(JSON.stringify({ port: (server.address() as AddressInfo).port })));
