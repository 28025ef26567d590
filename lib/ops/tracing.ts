import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { NodeSDK } from "@opentelemetry/sdk-node";
import { onShutdown } from "@/lib/server/shutdown.mjs";

// OpenTelemetry traces, started by instrumentation.ts only when OTEL_EXPORTER_OTLP_ENDPOINT is set
// (OTLP over HTTP with JSON bodies, to `$OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces`). Next traces each
// request that reaches it once a tracer provider exists; the pg instrumentation adds every
// PostgreSQL query, and lib/ops/spans.ts the lead store and each outbox send (the e-mail or the CRM
// webhook). OTEL_SERVICE_NAME names the service (torque-site by default).
export function startTracing(): void {
  const sdk = new NodeSDK({
    serviceName: process.env.OTEL_SERVICE_NAME ?? "torque-site",
    traceExporter: new OTLPTraceExporter(),
    instrumentations: [new PgInstrumentation()],
  });
  sdk.start();
  // The spans still buffered are sent before the process exits.
  onShutdown("tracing", () => sdk.shutdown());
}
