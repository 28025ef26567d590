import { expect } from "vitest";

// Whether the process's thread stays free while something runs: a timer ticks every 10 ms, and the
// longest it waits past its tick is what /healthz, or any request arriving meanwhile, would wait.
//
// Two measures of that wait. `lag` is the wall clock's. `busy` counts only this thread's own CPU time
// within each wait (process.threadCpuUsage): the part the thread spent running code rather than
// waiting for a core. On an idle machine they agree; on this shared one (load 10 on 2 cores) the
// scheduler alone delays a timer by 50-150 ms now and then, which `busy` leaves out and `lag` does
// not. A thread held by a diff, a Markdown read or a query is busy for all of it (seconds before).
export async function whileTicking<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; lag: number; busy: number }> {
  const cpu = () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
  let lag = 0;
  let busy = 0;
  let last = performance.now();
  let lastCpu = cpu();
  const tick = () => {
    const now = performance.now();
    const used = cpu();
    lag = Math.max(lag, now - last - 10);
    busy = Math.max(busy, Math.min(now - last, used - lastCpu) - 10);
    last = now;
    lastCpu = used;
  };
  const timer = setInterval(tick, 10);
  const started = performance.now();
  try {
    const result = await work();
    const ms = performance.now() - started;
    tick();
    return { result, ms, lag, busy };
  } finally {
    clearInterval(timer);
  }
}

// The thread was never held 100 ms by this process's own work (and the wall clock never a second,
// whatever the machine's load): what the issue asks of every editor's request.
export function expectFree(run: { lag: number; busy: number }): void {
  expect(run.busy).toBeLessThan(100);
  expect(run.lag).toBeLessThan(1_000);
}
