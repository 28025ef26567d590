// The lead endpoints as server.mjs answers them once their route module has loaded: through
// lib/server/direct-routes.mjs, over a real HTTP connection, into the real database.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as contact from "@/app/api/contact-messages/route";
import * as demo from "@/app/api/demo-requests/route";
import { MAX_BODY_BYTES } from "@/lib/api";
import { listDemoRequests } from "@/lib/leads/demo-requests";
import { directRoute, directRoutes, serveDirect } from "@/lib/server/direct-routes.mjs";
import { logger } from "@/lib/server/log.mjs";

const securityHeaders = [{ key: "X-Frame-Options", value: "DENY" }];
let server: http.Server;
let port: number;

beforeAll(async () => {
  directRoute("POST /test/throws", 1024, () => Promise.reject(new Error("boom")));
  server = http.createServer((req, res) => {
    const route = directRoutes.get(`${req.method} ${req.url}`);
    if (route) void serveDirect(req, res, route, securityHeaders);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function post(path: string, body: string | Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request({ port, path, method: "POST", headers: { "content-type": "application/json", ...headers } }, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

const lead = (email: string) => JSON.stringify({ name: "Sarah Tremblay", email, company: "Maple Leaf Motors", fillMs: 5000 });

describe("the lead endpoints answered directly by the server", () => {
  it("registered themselves when their module loaded", () => {
    expect(directRoutes.get("POST /api/demo-requests")?.handler).toBe(demo.POST);
    expect(directRoutes.get("POST /api/contact-messages")?.handler).toBe(contact.POST);
  });

  it("store a demo request and answer 201 with the site's security headers", async () => {
    const response = await post("/api/demo-requests", lead("direct@mapleleafmotors.ca"));
    expect(response.status).toBe(201);
    expect(JSON.parse(response.body)).toEqual({ received: true, booking: expect.stringMatching(/^[\w-]{40,}$/) });
    expect(response.headers).toMatchObject({ "x-frame-options": "DENY", "content-type": "application/json" });
    expect((await listDemoRequests()).filter((r) => r.email === "direct@mapleleafmotors.ca")).toHaveLength(1);
  });

  it("pass the request's headers on: a foreign Origin is refused, field errors come back", async () => {
    const foreign = await post("/api/demo-requests", lead("foreign@example.com"), { origin: "http://evil.example" });
    expect(foreign.status).toBe(403);
    const invalid = await post("/api/demo-requests", JSON.stringify({ name: "S", email: "x@y.ca", company: "Maple" }));
    expect(invalid.status).toBe(400);
    expect(JSON.parse(invalid.body)).toEqual({ errors: { name: "Name must be at least 2 characters" } });
  });

  it("answer an oversized body with 413, undeclared sizes too, and go on serving", async () => {
    const big = Buffer.alloc(4 * 1024 * 1024, "a");
    for (const headers of [{}, { "transfer-encoding": "chunked" }] as Record<string, string>[]) {
      const response = await post("/api/demo-requests", big, headers);
      expect(response.status).toBe(413);
      expect(JSON.parse(response.body)).toEqual({ error: `Request body must be at most ${MAX_BODY_BYTES} bytes` });
    }
    expect((await post("/api/demo-requests", lead("after-413@mapleleafmotors.ca"))).status).toBe(201);
  });

  it("answer a handler that fails with a bare JSON 500, and log why", async () => {
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const response = await post("/test/throws", "{}");
    expect(response.status).toBe(500);
    expect(JSON.parse(response.body)).toEqual({ error: "Internal server error" });
    expect(logged).toHaveBeenCalledWith({ err: new Error("boom") }, "a direct route failed");
    logged.mockRestore();
  });

  it("store nothing when the client hangs up halfway through its body, and go on serving", async () => {
    const email = "hung-up@mapleleafmotors.ca";
    await new Promise<void>((resolve) => {
      const req = http.request({ port, path: "/api/demo-requests", method: "POST", headers: { "content-type": "application/json", "content-length": "500" } });
      req.on("error", () => resolve());
      req.write(lead(email).slice(0, 40), () => setTimeout(() => req.destroy(), 50));
      req.on("close", () => resolve());
    });
    expect((await post("/api/demo-requests", lead("after-hangup@mapleleafmotors.ca"))).status).toBe(201);
    expect((await listDemoRequests()).some((r) => r.email === email)).toBe(false);
  });

  it("answer a client over its rate limit at once, without waiting for the rest of a slow body", async () => {
    vi.stubEnv("RATE_LIMIT_PER_MINUTE", "1");
    try {
      const client = { "x-forwarded-for": "198.51.100.77" };
      expect((await post("/api/demo-requests", lead("first-of-one@mapleleafmotors.ca"), client)).status).toBe(201);
      const body = lead("second-of-one@mapleleafmotors.ca");
      const started = Date.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            port,
            path: "/api/demo-requests",
            method: "POST",
            headers: { "content-type": "application/json", "content-length": String(body.length), ...client },
          },
          (res) => {
            res.resume();
            resolve(res.statusCode!);
            req.destroy();
          },
        );
        req.on("error", reject);
        // 10 bytes, then nothing: the rest would come in 5 s.
        req.write(body.slice(0, 10));
        setTimeout(() => req.end(body.slice(10)), 5_000).unref();
      });
      expect(status).toBe(429);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      vi.unstubAllEnvs();
    }
  });
});
