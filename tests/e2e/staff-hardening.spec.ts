// The workspace's defences as the production server answers an attacker (issue 23): what lives in
// server.mjs and the route handlers, over real HTTP on loopback.
import { expect, test } from "@playwright/test";
import { addStaff, anAddress, base, queryDb, rawRequest } from "./support";

const origin = base.origin;

test("Better Auth's user management answers 404 over HTTP, even to a signed-in administrator", async ({ request }) => {
  const email = `mole+${Date.now()}@torqueanalytics.ca`;
  const password = addStaff(email, "admin", "Mole Admin");
  const headers = { origin, "x-forwarded-for": anAddress() };
  expect((await request.post("/api/auth/sign-in/email", { data: { email, password }, headers })).status()).toBe(200);
  const { id } = queryDb<{ id: string }>("select id from staff_users where email = ?", email)[0]!;
  const before = queryDb<{ n: number }>("select count(*) as n from staff_rate_limits")[0]!.n;
  for (const [path, data] of [
    ["/api/auth/admin/create-user", { email: `planted+${Date.now()}@torqueanalytics.ca`, password: "a long password here", name: "Planted", role: "admin" }],
    ["/api/auth/admin/set-user-password", { userId: id, newPassword: "another long password" }],
    ["/api/auth/admin/impersonate-user", { userId: id }],
    ["/api/auth/update-user", { name: "Someone Else", twoFactorEnabled: true }],
    ["/api/auth/sign-up/email", { email: "x@evil.example", password: "a long enough password", name: "X" }],
    [`/api/auth/made-up-${Date.now()}`, {}],
  ] as const) {
    const response = await request.post(path, { data, headers });
    expect(response.status(), path).toBe(404);
    expect(response.headers()["cache-control"], path).toMatch(/no-store/);
  }
  expect((await request.get("/api/auth/admin/list-users", { headers })).status()).toBe(404);
  expect(queryDb<{ n: number }>("select count(*) as n from staff_rate_limits")[0]!.n).toBe(before);
  expect(queryDb("select name, role from staff_users where id = ?", id)).toEqual([{ name: "Mole Admin", role: "admin" }]);
  expect(queryDb("select id from staff_users where email like 'planted+%'")).toEqual([]);
});

test("a body over its path's limit is refused at once, before a byte of it is read", async () => {
  const head = (path: string, extra: string) =>
    `POST ${path} HTTP/1.1\r\nHost: ${base.host}\r\nOrigin: ${origin}\r\nContent-Type: application/json\r\n${extra}\r\n`;
  // A 64 MiB sign-in that sends a few bytes: answered 413 without waiting for the rest.
  let started = Date.now();
  const huge = await rawRequest(`${head("/api/auth/sign-in/email", "Content-Length: 67108864\r\n")}{"email":"a@b.ca","password":"`);
  expect(huge.status).toBe(413);
  expect(huge.head).toContain("connection: close");
  expect(Date.now() - started).toBeLessThan(2000);
  // Sign-in bodies must say how long they are: a chunked one is refused before it is read.
  const chunked = await rawRequest(`${head("/api/auth/sign-in/email", "Transfer-Encoding: chunked\r\n")}5\r\n{"a":\r\n`);
  expect(chunked.status).toBe(411);
  // The lead form: a declared 99,999 bytes of which 2 arrive is answered at once, not after 30 s.
  started = Date.now();
  const lead = await rawRequest(`${head("/api/demo-requests", "Content-Length: 99999\r\n")}{}`);
  expect(lead.status).toBe(413);
  expect(JSON.parse(lead.body)).toEqual({ error: "Request body must be at most 16384 bytes" });
  expect(Date.now() - started).toBeLessThan(2000);
});

test("a landing page allowed to post leads cannot sign in or act in the workspace", async ({ request }) => {
  const email = `landing+${Date.now()}@torqueanalytics.ca`;
  const password = addStaff(email, "sales", "Landing Test");
  const landing = { origin: "https://landing.example", "x-forwarded-for": anAddress() };
  expect(
    (
      await request.post("/api/demo-requests", {
        data: { name: "Landing Lead", email: `lead+${Date.now()}@dealer.ca`, company: "Landing Motors", fillMs: 5000 },
        headers: landing,
      })
    ).status(),
  ).toBe(201);
  expect((await request.post("/api/auth/sign-in/email", { data: { email, password }, headers: landing })).status()).toBe(403);
  expect((await request.post("/api/auth/sign-in/email", { data: { email, password }, headers: { origin, "x-forwarded-for": anAddress() } })).status()).toBe(
    200,
  );
  expect((await request.post("/staff/actions/lead", { form: { kind: "demo", id: "1", intent: "note", note: "x" }, headers: landing })).status()).toBe(403);
});

test("a successful sign-in never uses up an office's allowance", async ({ request }) => {
  const office = { origin, "x-forwarded-for": anAddress() };
  const team = [1, 2, 3].map((n) => {
    const email = `office${n}+${Date.now()}@torqueanalytics.ca`;
    return { email, password: addStaff(email, "sales", `Office ${n}`) };
  });
  for (let round = 0; round < 3; round++) {
    for (const member of team) expect((await request.post("/api/auth/sign-in/email", { data: member, headers: office })).status()).toBe(200);
  }
});

test("a trailing-slash workspace address redirects with the workspace's private, noindex headers", async ({ request }) => {
  for (const path of ["/staff/", "/staff/sign-in/", "/staff/leads/demo/1/"]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(308);
    expect(response.headers().location, path).toBe(path.replace(/\/$/, ""));
    expect(response.headers()["cache-control"], path).toBe("private, no-store");
    expect(response.headers()["x-robots-tag"], path).toBe("noindex, nofollow");
    expect(response.headers()["content-security-policy"], path).toContain("default-src 'self'");
  }
  const page = await request.get("/pricing/?a=1", { maxRedirects: 0 });
  expect(page.status()).toBe(308);
  expect(page.headers().location).toBe("/pricing?a=1");
  expect(page.headers()["x-frame-options"]).toBe("DENY");
});
