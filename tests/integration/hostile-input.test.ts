// Property-based: thousands of random and hostile requests at both POST endpoints. None may cause a
// 5xx, none may store a row unless the body is valid, and the endpoint must keep answering.
import { desc, sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as contact from "@/app/api/contact-messages/route";
import * as demo from "@/app/api/demo-requests/route";
import { getDb } from "@/db";
import { contactMessages, demoRequests } from "@/db/schema";
import { contactMessageSchema } from "@/lib/validations/contact-message";
import { demoRequestSchema } from "@/lib/validations/demo-request";
import { BASE } from "../support/requests";

const tables = { demo_requests: demoRequests, contact_messages: contactMessages };
const count = async (table: keyof typeof tables) =>
  (
    await getDb()
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(tables[table])
  )[0]!.n;
const newest = async (table: keyof typeof tables) =>
  (await getDb().select().from(tables[table]).orderBy(desc(tables[table].id)).limit(1))[0] as Record<string, unknown>;

// What a stored row may hold: well-formed text, and no control characters but a message's \n and \t.
function storedTextProblems(row: Record<string, unknown>): string[] {
  return Object.entries(row).flatMap(([column, value]) => {
    if (typeof value !== "string") return [];
    if (/[\ud800-\udfff]/.test(value.replace(/[\ud800-\udbff][\udc00-\udfff]/g, ""))) return [`${column}: lone surrogate`];
    const allowed = column === "message" ? /[^\P{Cc}\n\t]/u : /\p{Cc}/u;
    return allowed.test(value) ? [`${column}: control character`] : [];
  });
}

const headerText = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme", maxLength: 200 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "\u001b[2K\u001b[1A",
    "\u200b\u200b",
    "a\nb",
    "<script>alert(1)</script>",
    "'; drop table demo_requests; --",
    "=cmd|' /C calc'!A0",
    "x".repeat(20_000),
    "😀".repeat(50),
    "\ud800",
  ),
);
const fieldValue = fc.oneof(hostileString, fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string()), fc.object());
const plausibleBody = fc.record(
  {
    name: fieldValue,
    email: fc.oneof(fc.emailAddress(), fieldValue),
    company: fieldValue,
    phone: fieldValue,
    message: fieldValue,
    subject: fieldValue,
    inquiryType: fc.oneof(fc.constantFrom("general", "sales", "press", "nope"), fieldValue),
    cta: fieldValue,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  plausibleBody.map((b) => JSON.stringify(b)),
  fc.json(),
  hostileString,
  fc.constantFrom("", "{", "[]", "null", "true", '{"__proto__":{"polluted":1}}', '{"name":"a"'.repeat(100)),
);
const contentType = fc.oneof(
  fc.constant("application/json"),
  fc.constant("application/json; charset=utf-8"),
  fc.constantFrom("text/plain", "multipart/form-data; boundary=x", "application/x-www-form-urlencoded", "", "APPLICATION/JSON", "application/jsonp"),
  headerText,
);
const origin = fc.oneof(fc.constant(undefined), fc.constant(BASE), fc.constantFrom("https://evil.example", "null"), headerText);

function request(path: string, payload: string, type: string, from: string | undefined): Request {
  const headers: Record<string, string> = { host: new URL(BASE).host };
  if (type) headers["content-type"] = type;
  if (from !== undefined) headers.origin = from;
  return new Request(`${BASE}${path}`, { method: "POST", headers, body: payload });
}

const endpoints = [
  { name: "POST /api/demo-requests", path: "/api/demo-requests", handler: demo.POST, table: "demo_requests" as const, schema: demoRequestSchema },
  {
    name: "POST /api/contact-messages",
    path: "/api/contact-messages",
    handler: contact.POST,
    table: "contact_messages" as const,
    schema: contactMessageSchema,
  },
];

describe.each(endpoints)("$name under hostile input", ({ path, handler, table, schema }) => {
  it("never answers 5xx and stores a row only for a valid body", async () => {
    await fc.assert(
      fc.asyncProperty(body, contentType, origin, async (payload, type, from) => {
        const before = await count(table);
        const response = await handler(request(path, payload, type, from));
        expect(response.status).toBeLessThan(500);
        const stored = (await count(table)) - before;
        if (response.status === 201) {
          // A repeat of an identical request within ten minutes returns the first row (no new one).
          expect(stored).toBeLessThanOrEqual(1);
          expect(schema.safeParse(JSON.parse(payload)).success).toBe(true);
          if (stored === 1) expect(storedTextProblems(await newest(table))).toEqual([]);
        } else {
          expect(stored).toBe(0);
          expect(response.headers.get("content-type")).toMatch(/application\/json/);
        }
      }),
      { numRuns: 2500 },
    );
  });

  it("keeps answering valid requests afterwards", async () => {
    const valid = { name: "Sarah Tremblay", email: "sarah@mapleleafmotors.ca", company: "Maple Leaf Motors", subject: "Hi", message: "Hello" };
    const response = await handler(request(path, JSON.stringify(valid), "application/json", BASE));
    expect(response.status).toBe(201);
  });
});
