// OpenTelemetry, on when OTEL_EXPORTER_OTLP_ENDPOINT is set: one production server sends its traces
// to an OTLP/HTTP receiver written here, which keeps the span names it is sent.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startServer } from "../../bench/server.mjs";

const spans: { name: string; attributes: Record<string, unknown> }[] = [];
const webhooks: string[] = [];
let receiver: http.Server;
let server: Awaited<ReturnType<typeof startServer>>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-tracing-"));

// OTLP/HTTP with JSON bodies (ExportTraceServiceRequest), and a CRM webhook endpoint.
function startReceiver() {
  return new Promise<number>((resolve) => {
    receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c));
      req.on("end", () => {
        if (req.url === "/v1/traces") {
          const data = JSON.parse(body) as {
            resourceSpans: { scopeSpans: { spans: { name: string; attributes?: { key: string; value: Record<string, unknown> }[] }[] }[] }[];
          };
          for (const span of data.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))) {
            spans.push({ name: span.name, attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]])) });
          }
        } else webhooks.push(body);
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    receiver.listen(0, "127.0.0.1", () => resolve((receiver.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  const port = await startReceiver();
  const env = {
    ...process.env,
    DATABASE_PATH: path.join(dir, "site.db"),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
    OTEL_BSP_SCHEDULE_DELAY: "200",
    LEADS_WEBHOOK_URL: `http://127.0.0.1:${port}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: `whsec_${Buffer.from("tracing-test-secret-0123456789").toString("base64")}`,
  };
  execFileSync("npm", ["run", "db:setup", "--silent"], { env, stdio: "ignore" });
  server = await startServer(env);
});
afterAll(() => {
  server?.stop();
  receiver?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it("traces a page request, the lead it stores and the CRM webhook it sends", { timeout: 60_000 }, async () => {
  expect((await fetch(`${server.url}/staff/sign-in`)).status).toBe(200);
  const lead = await fetch(`${server.url}/api/demo-requests`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Trace Test", email: `trace-${Date.now()}@example.test`, company: "Span Motors", fillMs: 5000 }),
  });
  expect(lead.status).toBe(201);
  await expect.poll(() => webhooks.length, { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => spans.map((s) => s.name), { timeout: 10_000 }).toEqual(expect.arrayContaining(["lead.store", "outbox.send"]));
  // Next's own span for the page it rendered.
  expect(
    spans.some((s) => /staff\/sign-in/.test(s.name) || /staff\/sign-in/.test(String(s.attributes["next.route"] ?? s.attributes["http.route"] ?? ""))),
  ).toBe(true);
  expect(spans.find((s) => s.name === "outbox.send")?.attributes).toMatchObject({ "outbox.channel": "webhook", "lead.kind": "demo" });
});
