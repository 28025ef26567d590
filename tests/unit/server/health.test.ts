import { EventEmitter } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { answerOps, setReadinessCheck, setRenderCheck } from "@/lib/server/health.mjs";
import { logger } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { isStuck, renderSlots } from "@/lib/server/render-slots.mjs";

// The operators' endpoints as server.mjs answers them, from a client that appears at `from`.
let from = "127.0.0.1";
const server = http.createServer((req, res) => {
  Object.defineProperty(req.socket, "remoteAddress", { value: from, configurable: true });
  void answerOps(req, res, String(req.url).split("?")[0]!);
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());
afterEach(() => {
  from = "127.0.0.1";
  delete process.env.METRICS_TOKEN;
});

describe("/metrics", () => {
  it("is served to this machine, in the Prometheus text format, with the site's own metrics", async () => {
    metrics.leadsStored.inc({ kind: "demo", verdict: "lead" });
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    expect(text).toMatch(/^leads_stored_total\{kind="demo",verdict="lead"\} \d+$/m);
    for (const name of [
      "http_requests_total",
      "http_request_duration_seconds",
      "rate_limit_refusals_total",
      "outbox_sends_total",
      "staff_sign_ins_total",
      "process_resident_memory_bytes",
      "nodejs_eventloop_lag_seconds",
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });

  it("is refused to any other address, and to a request a proxy on this machine relayed", async () => {
    from = "203.0.113.9";
    expect((await fetch(`${base}/metrics`)).status).toBe(403);
    from = "127.0.0.1";
    expect((await fetch(`${base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.9" } })).status).toBe(403);
    expect((await fetch(`${base}/metrics`, { headers: { forwarded: "for=203.0.113.9" } })).status).toBe(403);
  });

  it("is served anywhere with the bearer token, and answers 401 to a wrong one", async () => {
    process.env.METRICS_TOKEN = "s3cret-scrape-token";
    from = "203.0.113.9";
    expect((await fetch(`${base}/metrics`, { headers: { authorization: "Bearer s3cret-scrape-token" } })).status).toBe(200);
    const wrong = await fetch(`${base}/metrics`, { headers: { authorization: "Bearer guess" } });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    expect((await fetch(`${base}/metrics`)).status).toBe(401);
  });
});

describe("/healthz and /readyz", () => {
  it("say ok and ready, never cached", async () => {
    setReadinessCheck(async () => undefined);
    for (const path of ["/healthz", "/readyz"]) {
      const response = await fetch(`${base}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });

  it("/readyz answers 503 while the render path is stuck, and ready again once it moves; /healthz stays 200", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    setReadinessCheck(async () => undefined);
    const slots = renderSlots({ name: "public", slots: 1, maxQueue: 10, maxQueueBytes: 1024 * 1024, deadlineMs: 120_000 });
    setRenderCheck(() => (isStuck(slots.stats(), 30) ? "the render path is stuck" : null));
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      const held = new EventEmitter() as EventEmitter & http.ServerResponse;
      const waiting = new EventEmitter() as EventEmitter & http.ServerResponse;
      slots.admit(held, () => undefined);
      slots.admit(waiting, () => undefined);
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      vi.setSystemTime(Date.now() + 31_000);
      expect((await fetch(`${base}/readyz`)).status).toBe(503);
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(logged).toHaveBeenCalledWith({ err: new Error("the render path is stuck") }, "not ready");
      held.emit("close");
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
    } finally {
      vi.useRealTimers();
      setRenderCheck(() => null);
      logged.mockRestore();
    }
  });

  it("/readyz answers a bare 503 when the database check fails or hangs, and logs the reason once", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const refused = new Error("connect ECONNREFUSED 127.0.0.1:5432");
    setReadinessCheck(async () => {
      throw refused;
    });
    for (let poll = 0; poll < 3; poll++) {
      const failed = await fetch(`${base}/readyz`);
      expect(failed.status).toBe(503);
      expect(await failed.json()).toEqual({ status: "unavailable" });
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged).toHaveBeenCalledWith({ err: refused }, "not ready");
    logged.mockRestore();
    setReadinessCheck(() => new Promise(() => undefined));
    const started = Date.now();
    const hung = await fetch(`${base}/readyz`);
    expect(hung.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
  });

  it("answers 405 to a POST", async () => {
    expect((await fetch(`${base}/healthz`, { method: "POST" })).status).toBe(405);
  });
});
