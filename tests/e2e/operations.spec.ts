// What an operator sees of the running server: request ids, one JSON log line per request with no
// visitor's personal data in any line, the health endpoints, and the metrics.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { fetchRaw } from "./support";

type LogLine = Record<string, unknown> & { msg?: string; requestId?: string };
const logLines = (): LogLine[] =>
  fs
    .readFileSync(process.env.SERVER_LOG!, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);

test("a lead can be followed through the log by its request id, and no line holds what the visitor typed", async ({ request }) => {
  const stamp = Date.now();
  const visitor = {
    name: `Genevieve Tremblay-${stamp}`,
    email: `genevieve.${stamp}@concession-laval.example`,
    company: `Concession Laval ${stamp}`,
    phone: `514-555-${String(stamp).slice(-4)}`,
    message: `Rappelez-moi au sujet du forfait ${stamp}`,
  };
  const response = await request.post("/api/demo-requests", { headers: { origin: new URL(process.env.BASE_URL!).origin }, data: { ...visitor, fillMs: 8000 } });
  expect(response.status()).toBe(201);
  const requestId = response.headers()["x-request-id"]!;
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  // A failed staff sign-in with its own address.
  const staffEmail = `nobody.${stamp}@torqueanalytics.ca`;
  await request.post("/api/auth/sign-in/email", {
    headers: { origin: new URL(process.env.BASE_URL!).origin },
    data: { email: staffEmail, password: `Wrong-${stamp}-password` },
  });

  let lines: LogLine[] = [];
  await expect
    .poll(() => {
      lines = logLines();
      return lines.filter((l) => l.requestId === requestId).map((l) => l.msg);
    })
    .toEqual(expect.arrayContaining(["lead stored", "request"]));
  const own = lines.filter((l) => l.requestId === requestId);
  const access = own.find((l) => l.msg === "request")!;
  expect(access).toMatchObject({ level: "info", method: "POST", route: "/api/demo-requests", status: 201 });
  expect(typeof access.durationMs).toBe("number");
  expect(typeof access.time).toBe("string");
  expect(own.find((l) => l.msg === "lead stored")).toMatchObject({ kind: "demo", verdict: "lead", duplicate: false });
  // The CRM webhook's delivery (or its failure) carries the same id.
  await expect.poll(() => logLines().some((l) => l.requestId === requestId && /^notification (sent|failed)$/.test(String(l.msg)))).toBe(true);

  const text = fs.readFileSync(process.env.SERVER_LOG!, "utf8");
  for (const value of [...Object.values(visitor), staffEmail, `Wrong-${stamp}-password`]) expect(text).not.toContain(value);
  expect(text).not.toMatch(/session_token|set-cookie|"cookie"/i);
});

test("every answer carries a request id; a trusted proxy's own id is kept", async () => {
  const page = await fetchRaw("/pricing");
  expect(page.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const proxied = await fetchRaw("/pricing", { "x-request-id": "edge-7f3a9c" });
  expect(proxied.headers["x-request-id"]).toBe("edge-7f3a9c");
  const hostile = await fetchRaw("/pricing", { "x-request-id": "bad id\twith spaces" });
  expect(hostile.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
});

test("/healthz and /readyz answer, uncached and unlogged; /metrics counts the requests by route", async () => {
  const id = `health-${Date.now()}`;
  for (const path of ["/healthz", "/readyz"]) {
    const r = await fetchRaw(path, { "x-request-id": id });
    expect(r.status, path).toBe(200);
    expect(r.headers["cache-control"]).toBe("no-store");
  }
  await fetchRaw("/blog/cost-per-sale-by-lead-source");
  const metrics = await fetchRaw("/metrics");
  expect(metrics.status).toBe(200);
  const text = metrics.body.toString();
  expect(text).toMatch(/^http_requests_total\{route="\/blog\/\[slug\]",method="GET",status="200"\} \d+$/m);
  expect(text).toMatch(/^leads_stored_total\{kind="demo",verdict="lead"\} \d+$/m);
  expect(text).toMatch(/^page_cache_lookups_total\{result="hit"\} \d+$/m);
  expect(text).toMatch(/^outbox_pending \d+$/m);
  expect(text).not.toContain("/blog/cost-per-sale-by-lead-source");
  // Relayed by a proxy (as nginx would, with the visitor's address): refused.
  expect((await fetchRaw("/metrics", { "x-forwarded-for": "198.51.100.7" })).status).toBe(403);
  expect(logLines().some((l) => l.requestId === id)).toBe(false);
  expect((await fetchRaw("/sitemap.xml")).body.toString()).not.toMatch(/\/(healthz|readyz|metrics)</);
});
