// Text that could hide or forge what sales staff read (the terminal of `npm run leads`, the plain-text
// e-mail) or that cannot be stored as UTF-8 never reaches the database as it was sent.
import { describe, expect, it } from "vitest";
import * as contact from "@/app/api/contact-messages/route";
import * as demo from "@/app/api/demo-requests/route";
import { listContactMessages } from "@/lib/leads/contact-messages";
import { listDemoRequests } from "@/lib/leads/demo-requests";
import { postJson } from "../support/requests";

let sequence = 0;
const lead = (overrides: Record<string, unknown> = {}) => ({
  name: "Sarah Tremblay",
  email: `text${++sequence}@mapleleafmotors.ca`,
  company: "Maple Leaf Motors",
  fillMs: 5000,
  ...overrides,
});
const postDemo = async (body: Record<string, unknown>) => {
  const response = await demo.POST(postJson("/api/demo-requests", body));
  return { status: response.status, body: await response.json(), row: (await listDemoRequests({ spam: true })).find((r) => r.email === body.email) };
};

describe("single-line fields", () => {
  it.each([
    ["a colour escape", "\u001b[31mSarah\u001b[0m"],
    ["a cursor move and erase-line", "Sarah\u001b[1A\u001b[2K"],
    ["an OSC 8 hyperlink", "\u001b]8;;https://evil.example\u0007Sarah\u001b]8;;\u0007"],
    ["a C1 control sequence introducer", "Sarah\u009b31m"],
    ["a newline", "Sarah\nBcc: everyone@example.com"],
    ["a carriage return", "Sarah\rForged"],
    ["a Unicode line separator", "Sarah\u2028Forged"],
    ["a tab", "Sarah\tTremblay"],
    ["a NUL byte", "Sarah\u0000"],
  ])("refuses a name with %s and stores nothing", async (_, name) => {
    const { status, body, row } = await postDemo(lead({ name }));
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { name: "Must be one line of plain text" } });
    expect(row).toBeUndefined();
  });

  it("refuses a name made only of zero-width characters", async () => {
    const { status, body } = await postDemo(lead({ name: "\u200b\u200c\u200d\u2060\ufeff" }));
    expect(status).toBe(400);
    expect(body).toEqual({ errors: { name: "Name must be at least 2 characters" } });
  });

  it("removes invisible formatting characters (zero-width, bidi overrides) from what it stores", async () => {
    const { status, row } = await postDemo(lead({ name: "Sa\u200brah \u202eTremblay\u202c", company: "\ufeffMaple Leaf Motors" }));
    expect(status).toBe(201);
    expect(row).toMatchObject({ name: "Sarah Tremblay", company: "Maple Leaf Motors" });
  });

  it("refuses a subject with a newline on the contact form", async () => {
    const body = { ...lead(), subject: "Hello\nX-Injected: yes", message: "Hi" };
    const response = await contact.POST(postJson("/api/contact-messages", body));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: { subject: "Must be one line of plain text" } });
  });
});

describe("messages", () => {
  it("keep their line breaks and tabs; Windows line ends become \\n", async () => {
    const message = "Line one\r\nLine two\n\tIndented";
    const { status, row } = await postDemo(lead({ message }));
    expect(status).toBe(201);
    expect(row!.message).toBe("Line one\nLine two\n\tIndented");
  });

  it("refuse escape sequences and NUL bytes", async () => {
    for (const message of ["Hi \u001b[2J", "Hi\u0000there"]) {
      const { status, body } = await postDemo(lead({ message }));
      expect(status).toBe(400);
      expect(body).toEqual({ errors: { message: "Contains characters that are not allowed" } });
    }
  });
});

describe("malformed text", () => {
  it("refuses lone surrogates with a field error instead of storing invalid UTF-8", async () => {
    for (const [field, value] of [
      ["name", "Sarah \ud800"],
      ["company", "Maple \udfff Motors"],
      ["message", "Hi \ud83d"],
    ] as const) {
      const { status, body, row } = await postDemo(lead({ [field]: value }));
      expect(status).toBe(400);
      expect(body.errors[field]).toBe("Contains malformed text");
      expect(row).toBeUndefined();
    }
  });

  it("keeps emoji and accented names, which are well-formed", async () => {
    const { status, row } = await postDemo(lead({ name: "Zoë Côté 🚗", message: "👨‍👩‍👧 family dealership" }));
    expect(status).toBe(201);
    expect(row).toMatchObject({ name: "Zoë Côté 🚗", message: "👨‍👩‍👧 family dealership" });
  });
});

describe("attribution the page sends", () => {
  it("is cleaned, never a reason to lose the lead", async () => {
    const email = `attribution${++sequence}@mapleleafmotors.ca`;
    const body = {
      ...lead({ email }),
      subject: "Hi",
      message: "Hello",
      attribution: { landingPage: "/?utm_campaign=\u001b[31mspring\u0000", firstTouch: { source: "goo\ud800gle\u200b" }, referrer: "x".repeat(900) },
    };
    const response = await contact.POST(postJson("/api/contact-messages", body));
    expect(response.status).toBe(201);
    expect((await listContactMessages()).find((m) => m.email === email)).toMatchObject({
      landingPage: "/?utm_campaign=[31mspring",
      firstUtmSource: "goo\ufffdgle",
      referrer: "x".repeat(500),
    });
  });
});
