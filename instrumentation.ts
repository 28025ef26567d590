// Runs once when the server starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Tracing only when an OTLP endpoint is configured: otherwise not even loaded.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import("./lib/ops/tracing").then((t) => t.startTracing());
  const [{ startOutboxWorker, stopOutboxWorker, outboxState }, { checkDatabase, poolStats }, { closeDb }, { setReadinessCheck }, { metrics }, { onShutdown }] =
    await Promise.all([
      import("./lib/leads/notifications"),
      import("./db/health"),
      import("./db"),
      import("./lib/server/health.mjs"),
      import("./lib/server/metrics.mjs"),
      import("./lib/server/shutdown.mjs"),
    ]);
  setReadinessCheck(checkDatabase);
  metrics.collectors.outbox = outboxState;
  metrics.collectors.pool = poolStats;
  startOutboxWorker();
  // After server.mjs has let the requests in progress finish (their leads are committed by then).
  onShutdown("outbox", stopOutboxWorker);
  onShutdown("database", closeDb);
}
