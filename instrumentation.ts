// Runs once when the server starts (Next's instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // Tracing only when an OTLP endpoint is configured: otherwise not even loaded.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT) await import("./lib/ops/tracing").then((t) => t.startTracing());
  const [
    { kickOutbox, startOutboxWorker, stopOutboxWorker },
    { outboxState },
    { remindersSweepStep },
    { startContentEvents, unacknowledgedContentEvents },
    { startScheduler },
    { checkDatabase, poolStats },
    { closeDb },
    { setReadinessCheck },
    { applyContent, buildTime },
    { logger },
    { metrics },
    { onShutdown },
    { startLinkChecks, stopLinkChecks },
    { startCollector, drainCollector },
    { startAnalyticsSweep, stopAnalyticsSweep },
    { startFeedRefresh, stopFeedRefresh },
    { stopHtmlChecker },
  ] = await Promise.all([
    import("./lib/outbox/worker"),
    import("./lib/outbox/state"),
    // The leads' outbox builders register as this loads (the content's with lib/content/events.ts).
    import("./lib/leads/notifications"),
    import("./lib/content/events"),
    import("./lib/content/schedules"),
    import("./db/health"),
    import("./db"),
    import("./lib/server/health.mjs"),
    import("./lib/server/content-events.mjs"),
    import("./lib/server/log.mjs"),
    import("./lib/server/metrics.mjs"),
    import("./lib/server/shutdown.mjs"),
    import("./lib/content/link-checks"),
    import("./lib/analytics/collect"),
    import("./lib/analytics/sweep"),
    // The meetings' e-mail builders register with the outbox as this loads (lib/booking/emails.ts).
    import("./lib/booking/feeds"),
    import("./lib/content/nu-checker"),
  ]);
  setReadinessCheck(checkDatabase);
  metrics.collectors.outbox = outboxState;
  metrics.collectors.pool = poolStats;
  metrics.collectors.contentUnacknowledged = unacknowledgedContentEvents;
  startOutboxWorker([remindersSweepStep]);
  // The analytics beacons (lib/server/collector.mjs) are stored from now on; their raw events' hourly
  // upkeep (partitions, rollups, the 90 days) by whichever instance claims it.
  startCollector();
  startAnalyticsSweep((error) => logger.error({ err: error }, "the analytics sweep failed"));
  // The reps' calendar feeds, fetched every few minutes by whichever instance claims each one.
  startFeedRefresh((error) => logger.error({ err: error }, "a calendar feed could not be refreshed"));
  // The content's external links, checked once a day by whichever instance claims the run.
  startLinkChecks((error) => logger.error({ err: error }, "the external links could not be checked"));
  const contentEvents = startContentEvents({
    apply: applyContent,
    builtAt: buildTime(),
    onApplied: (events) => {
      metrics.contentEventsApplied.inc(events);
      kickOutbox();
    },
    onError: (error) => logger.error({ err: error }, "a content event could not be applied"),
  });
  // Scheduled publishes: one timer for the next due one; a refused one's e-mail goes out at once.
  const scheduler = startScheduler({
    onFired: (outcome) => {
      if (outcome === "failed") kickOutbox();
    },
    onError: (error) => logger.error({ err: error }, "a scheduled publish could not run"),
  });
  // After server.mjs has let the requests in progress finish (their leads are committed by then).
  onShutdown("outbox", stopOutboxWorker);
  onShutdown("link checks", async () => stopLinkChecks());
  onShutdown("analytics", async () => {
    stopAnalyticsSweep();
    await drainCollector();
  });
  onShutdown("calendar feeds", async () => stopFeedRefresh());
  onShutdown("content events", contentEvents.stop);
  onShutdown("schedules", scheduler.stop);
  // The publish gate's HTML checker (a JVM of its own, started on the first publish).
  onShutdown("html checker", stopHtmlChecker);
  onShutdown("database", closeDb);
}
