import { describe, expect, it } from "vitest";
import * as route from "@/app/api/demo-requests/route";
import { listDemoRequests } from "@/lib/leads/demo-requests";
import { BASE, postJson } from "../support/requests";

const valid = { name: "Sarah Tremblay", email: "sarah@mapleleafmotors.ca", company: "Maple Leaf Motors" };

describe("POST /api/demo-requests", () => {
  it("stores a valid request with a server timestamp and answers 201 without revealing a row id", async () => {
    const before = new Date().toISOString();
    const response = await route.POST(postJson("/api/demo-requests", { fillMs: 5000, ...valid, phone: "416-555-0199", message: "Hi" }));
    expect(response.status).toBe(201);
    // No row id: the booking token (lib/booking) is sealed.
    expect(await response.json()).toEqual({ received: true, booking: expect.stringMatching(/^[\w-]{40,}$/) });
    const row = (await listDemoRequests()).find((r) => r.email === valid.email && r.message === "Hi");
    expect(row).toMatchObject({ ...valid, phone: "416-555-0199", message: "Hi" });
    expect(row!.createdAt >= before.slice(0, 19)).toBe(true);
  });

  it("stores empty optional fields as null", async () => {
    const email = "empty.optionals@mapleleafmotors.ca";
    expect((await route.POST(postJson("/api/demo-requests", { fillMs: 5000, ...valid, email, phone: "", message: "  " }))).status).toBe(201);
    expect((await listDemoRequests()).find((r) => r.email === email)).toMatchObject({ phone: null, message: null });
  });

  it.each([
    ["name", { ...valid, name: "S" }, "Name must be at least 2 characters"],
    ["email", { ...valid, email: "not-an-email" }, "Please enter a valid email address"],
    ["company", { ...valid, company: "" }, "Company name must be at least 2 characters"],
  ])("answers 400 with the %s field's message and stores nothing", async (field, body, message) => {
    const count = (await listDemoRequests()).length;
    const response = await route.POST(postJson("/api/demo-requests", body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { [field]: message } });
    expect(await listDemoRequests()).toHaveLength(count);
  });

  it("answers 400, not 500, to malformed JSON", async () => {
    const response = await route.POST(postJson("/api/demo-requests", '{"name": "Sarah",'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Request body is not valid JSON" });
  });

  it("answers 400 to JSON that is not an object", async () => {
    for (const body of ["[]", "null", '"text"', "42"]) {
      const response = await route.POST(postJson("/api/demo-requests", body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: "Request body must be a JSON object" });
    }
  });

  it("answers 415 when the body is not declared as JSON", async () => {
    const response = await route.POST(postJson("/api/demo-requests", valid, { "content-type": "text/plain" }));
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: "Content-Type must be application/json" });
  });

  it("accepts JSON with a charset parameter", async () => {
    const response = await route.POST(postJson("/api/demo-requests", valid, { "content-type": "application/json; charset=utf-8" }));
    expect(response.status).toBe(201);
  });

  it("answers 413 to a body over 16 KB, whatever its declared length", async () => {
    const big = { ...valid, message: "x".repeat(17 * 1024) };
    expect((await route.POST(postJson("/api/demo-requests", big))).status).toBe(413);
    const lying = new Request(`${BASE}/api/demo-requests`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new Blob([JSON.stringify(big)]).stream(),
      duplex: "half",
    } as RequestInit);
    expect((await route.POST(lying)).status).toBe(413);
  });

  it("refuses a post from another site's page with 403, and stores nothing", async () => {
    const count = (await listDemoRequests()).length;
    const response = await route.POST(postJson("/api/demo-requests", valid, { origin: "https://evil.example", host: "localhost:3000" }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Cross-origin requests are not allowed" });
    expect(await listDemoRequests()).toHaveLength(count);
  });

  it("accepts a post from the site's own origin", async () => {
    const response = await route.POST(postJson("/api/demo-requests", valid, { origin: "http://localhost:3000", host: "localhost:3000" }));
    expect(response.status).toBe(201);
  });

  it("answers 405 with JSON and an Allow header to other methods", async () => {
    for (const handler of [route.GET, route.PUT, route.PATCH, route.DELETE]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
      expect(await response.json()).toEqual({ error: "Method not allowed" });
    }
  });

  it("stores each of 100 concurrent valid requests exactly once", async () => {
    const stamp = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => route.POST(postJson("/api/demo-requests", { fillMs: 5000, ...valid, name: `Load ${stamp} ${i}` }))),
    );
    expect(responses.every((r) => r.status === 201)).toBe(true);
    const stored = (await listDemoRequests()).filter((r) => r.name.startsWith(`Load ${stamp} `));
    expect(stored.map((r) => r.name).sort()).toEqual(Array.from({ length: 100 }, (_, i) => `Load ${stamp} ${i}`).sort());
  });
});
