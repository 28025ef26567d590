// Whether the process's thread stays free while something runs: a timer ticks every 10 ms, and the
// longest it waits past its tick is what /healthz, or any request arriving meanwhile, would wait.
// `work`'s result, how long it took, and the longest the timer waited past its tick.
export async function whileTicking<T>(work: () => Promise<T>): Promise<{ result: T; ms: number; lag: number }> {
  let lag = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    lag = Math.max(lag, now - last - 10);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    const result = await work();
    return { result, ms: performance.now() - started, lag: Math.max(lag, performance.now() - last - 10) };
  } finally {
    clearInterval(timer);
  }
}
