import { randomBytes } from "node:crypto";
import http from "node:http";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as contact from "@/app/api/contact-messages/route";
import * as demo from "@/app/api/demo-requests/route";
import { marketingConsent } from "@/content/consent";
import { getDb } from "@/db";
import { leadNotifications } from "@/db/schema";
import { listContactMessages } from "@/lib/leads/contact-messages";
import { listDemoRequests } from "@/lib/leads/demo-requests";
import { getDeliveries } from "@/lib/leads/workspace";
import { backoffMs, processOutbox } from "@/lib/outbox/worker";
import { postJson } from "../support/requests";
import { startSmtp } from "../support/smtp";
import { resetRateLimits } from "@/lib/leads/rate-limit";

let sequence = 0;
// As the dialog sends it: a person took a few seconds over the form.
const lead = (overrides: Record<string, unknown> = {}) => ({
  name: "Sarah Tremblay",
  email: `sarah${++sequence}@mapleleafmotors.ca`,
  company: "Maple Leaf Motors",
  fillMs: 5000,
  ...overrides,
});
// The answer carries no id; `id` is the stored row's, found by the (unique) e-mail posted.
const newestRowOf = async (email: unknown) => (await listDemoRequests({ spam: true })).find((r) => r.email.toLowerCase() === String(email).toLowerCase());
const post = async (body: Record<string, unknown>, headers: Record<string, string> = {}) => {
  const response = await demo.POST(postJson("/api/demo-requests", body, headers));
  return { status: response.status, body: await response.json(), headers: response.headers, id: (await newestRowOf(body.email))?.id ?? -1 };
};
const row = async (id: number) => (await listDemoRequests({ spam: true })).find((r) => r.id === id)!;

describe("attribution", () => {
  it("stores the first and last touch, landing page, referrer, submitting page and call to action", async () => {
    const { id } = await post(
      lead({
        cta: "hero",
        attribution: {
          landingPage: "/?utm_source=google&utm_medium=cpc&utm_campaign=spring",
          referrer: "https://www.google.com/",
          submittedFrom: "/pricing",
          firstTouch: { source: "google", medium: "cpc", campaign: "spring", term: "dealer roi", content: "ad-a" },
          lastTouch: { source: "newsletter", medium: "email", campaign: "may" },
        },
      }),
    );
    expect(await row(id)).toMatchObject({
      cta: "hero",
      landingPage: "/?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      referrer: "https://www.google.com/",
      submittedFrom: "/pricing",
      firstUtmSource: "google",
      firstUtmMedium: "cpc",
      firstUtmCampaign: "spring",
      firstUtmTerm: "dealer roi",
      firstUtmContent: "ad-a",
      lastUtmSource: "newsletter",
      lastUtmMedium: "email",
      lastUtmCampaign: "may",
      lastUtmTerm: null,
    });
  });

  it("stores contact messages' attribution too", async () => {
    const body = { ...lead(), subject: "Hi", message: "Hello", attribution: { firstTouch: { source: "linkedin" } } };
    expect((await contact.POST(postJson("/api/contact-messages", body))).status).toBe(201);
    expect((await listContactMessages()).find((m) => m.email === body.email)).toMatchObject({ firstUtmSource: "linkedin" });
  });

  it("rejects attribution values that are not text", async () => {
    const { status } = await post(lead({ attribution: { firstTouch: { source: 42 } } }));
    expect(status).toBe(400);
  });
});

describe("CASL consent", () => {
  it("records a ticked box with the wording's version and the time", async () => {
    const { id } = await post(lead({ consent: true }));
    const r = await row(id);
    expect(r).toMatchObject({ consent: true, consentVersion: marketingConsent.en.version });
    expect(Date.now() - Date.parse(r.consentAt!)).toBeLessThan(10_000);
  });

  it("stores an unticked box as no consent, and the request still succeeds", async () => {
    const { status, id } = await post(lead({ consent: false }));
    expect(status).toBe(201);
    expect(await row(id)).toMatchObject({ consent: false, consentVersion: marketingConsent.en.version });
  });

  it("lets a repeated request withdraw consent: the newest answer wins, with its time", async () => {
    const same = lead({ message: "Two rooftops in Laval" });
    const { id } = await post({ ...same, consent: true });
    const givenAt = (await row(id)).consentAt!;
    vi.spyOn(Date, "now").mockReturnValue(Date.now() + 60_000);
    const second = await post({ ...same, consent: false });
    vi.restoreAllMocks();
    expect(second.status).toBe(201);
    expect((await listDemoRequests()).filter((r) => r.email === same.email)).toHaveLength(1);
    expect(await row(id)).toMatchObject({ consent: false, consentVersion: marketingConsent.en.version });
    expect(Date.parse((await row(id)).consentAt!)).toBeGreaterThan(Date.parse(givenAt));
    // ...and a later yes is recorded just the same.
    await post({ ...same, consent: true });
    expect((await row(id)).consent).toBe(true);
  });
});

describe("spam defence", () => {
  it("answers a filled honeypot as accepted but stores it flagged and hides it from sales", async () => {
    const { status, id } = await post(lead({ website: "http://spam.example" }));
    expect(status).toBe(201);
    expect(await row(id)).toMatchObject({ isSpam: true, spamReason: "honeypot" });
    expect((await listDemoRequests()).map((r) => r.id)).not.toContain(id);
  });

  // Our pages send the fill time in ms from the page's monotonic clock; a browser always sends Origin.
  const fromPage = { origin: "http://localhost:3000" };

  it("flags a form submitted faster than a person can type", async () => {
    const { id } = await post(lead({ fillMs: 500 }), fromPage);
    expect(await row(id)).toMatchObject({ isSpam: true, spamReason: "too-fast" });
  });

  it("accepts a form that took a person's time, whatever the visitor's clock says", async () => {
    // The old check compared the device's clock with the server's: two minutes fast looked like a bot.
    const { id } = await post(lead({ fillMs: 8000, startedAt: Date.now() + 120_000 }), fromPage);
    expect(await row(id)).toMatchObject({ isSpam: false, spamReason: null });
  });

  it("flags a browser post that sends no fill time, or an impossible one", async () => {
    for (const [timing, reason] of [
      [{ fillMs: undefined }, "no-timing"],
      [{ fillMs: -5 }, "bad-timing"],
      [{ fillMs: undefined, startedAt: 0 }, "no-timing"],
    ] as const) {
      const { status, id } = await post(lead(timing), fromPage);
      expect(status).toBe(201);
      expect(await row(id)).toMatchObject({ isSpam: true, spamReason: reason });
    }
  });

  it("holds a script's post without Origin or fill time for review in the spam folder, as a browser's", async () => {
    const { status, id } = await post(lead({ fillMs: undefined }));
    expect(status).toBe(201);
    expect(await row(id)).toMatchObject({ isSpam: true, spamReason: "no-timing" });
    expect((await listDemoRequests()).map((r) => r.id)).not.toContain(id);
  });
});

describe("duplicates", () => {
  afterEach(() => vi.restoreAllMocks());

  it("stores the same request posted twice within ten minutes once, and answers both with success", async () => {
    const same = lead({ message: "Three rooftops" });
    const first = await post(same);
    const second = await post({ ...same, email: same.email.toUpperCase() });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.id).toBe(first.id);
    expect((await listDemoRequests()).filter((r) => r.email.toLowerCase() === same.email)).toHaveLength(1);
  });

  it("stores 50 identical requests arriving at once as one row", async () => {
    const same = lead({ message: "Fired at once" });
    const answers = await Promise.all(Array.from({ length: 50 }, () => demo.POST(postJson("/api/demo-requests", same))));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(201));
    expect((await listDemoRequests()).filter((r) => r.email === same.email)).toHaveLength(1);
  });

  it("stores a different request from the same e-mail", async () => {
    const same = lead();
    const first = await post(same);
    const second = await post({ ...same, message: "Actually, four rooftops" });
    expect(second.id).not.toBe(first.id);
  });

  it("stores the same request again after ten minutes", async () => {
    const same = lead();
    const first = await post(same);
    const now = Date.now();
    vi.spyOn(Date, "now").mockReturnValue(now + 11 * 60_000);
    const second = await post(same);
    expect(second.id).not.toBe(first.id);
  });
});

describe("rate limit", () => {
  afterEach(async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "0";
    delete process.env.TRUST_PROXY;
    await resetRateLimits();
  });

  it("answers 429 with Retry-After once an address passes the limit, per address", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "3";
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    for (let i = 0; i < 3; i++) expect((await post(lead(), from("203.0.113.7"))).status).toBe(201);
    const limited = await post(lead(), from("203.0.113.7"));
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.body).toEqual({ error: "Too many requests: please try again in a minute" });
    expect((await post(lead(), from("203.0.113.8"))).status).toBe(201);
  });

  it("limits the contact endpoint too", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "1";
    const send = () => contact.POST(postJson("/api/contact-messages", { ...lead(), subject: "Hi", message: "Hello" }, { "x-forwarded-for": "198.51.100.1" }));
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(429);
  });

  it("reads the proxy's appended address only when TRUST_PROXY=1", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "1";
    process.env.TRUST_PROXY = "1";
    // The client forged the first entry; the trusted proxy appended the real address.
    expect((await post(lead(), { "x-forwarded-for": "1.1.1.1, 203.0.113.20" })).status).toBe(201);
    expect((await post(lead(), { "x-forwarded-for": "2.2.2.2, 203.0.113.20" })).status).toBe(429);
  });

  it("counts an IPv6 /64 as one client", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "2";
    const from = (ip: string) => ({ "x-forwarded-for": ip });
    expect((await post(lead(), from("2001:db8:aa:1::1"))).status).toBe(201);
    expect((await post(lead(), from("2001:0db8:00aa:0001:ffff:1:2:3"))).status).toBe(201);
    expect((await post(lead(), from("2001:db8:aa:1:dead:beef::9"))).status).toBe(429);
    expect((await post(lead(), from("2001:db8:aa:2::1"))).status).toBe(201);
  });

  it("stops storing leads past a site-wide ceiling per minute, whatever the addresses", async () => {
    process.env.LEADS_PER_MINUTE_MAX = "3";
    try {
      for (let i = 0; i < 3; i++) expect((await post(lead(), { "x-forwarded-for": `203.0.113.${100 + i}` })).status).toBe(201);
      const before = (await listDemoRequests({ spam: true })).length;
      const over = await post(lead(), { "x-forwarded-for": "203.0.113.200" });
      expect(over.status).toBe(503);
      expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await listDemoRequests({ spam: true })).toHaveLength(before);
      // Invalid posts are refused before the ceiling and do not use it up.
      await resetRateLimits();
      for (let i = 0; i < 5; i++) expect((await post({ name: "x" })).status).toBe(400);
      expect((await post(lead())).status).toBe(201);
    } finally {
      delete process.env.LEADS_PER_MINUTE_MAX;
    }
  });

  it("is off when the limit is 0", async () => {
    process.env.RATE_LIMIT_PER_MINUTE = "0";
    for (let i = 0; i < 20; i++) expect((await post(lead(), { "x-forwarded-for": "203.0.113.9" })).status).toBe(201);
  });
});

describe("notifications to sales", () => {
  let refuseNext = 0;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  const received = () => smtp.received.map((m) => m.raw);

  beforeAll(async () => {
    smtp = await startSmtp(() => refuseNext > 0 && refuseNext-- > 0);
    process.env.SMTP_URL = smtp.url;
    process.env.LEADS_NOTIFY_TO = "sales@torqueanalytics.ca";
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.LEADS_NOTIFY_TO;
    await smtp.close();
  });

  const outbox = async (leadId: number) => (await getDb().select().from(leadNotifications)).find((n) => n.leadId === leadId && n.leadType === "demo");

  it("e-mails sales every field of a new request, after it is stored", async () => {
    const { id } = await post(lead({ name: "Amara Osei", phone: "604-555-0142", message: "Twelve stores in BC", cta: "pricing-professional" }));
    await processOutbox();
    const message = smtp.received.find((m) => m.text.includes("Amara Osei"))!;
    const mail = message.raw;
    expect(message.subject).toBe("New demo request: “Amara Osei” (“Maple Leaf Motors”)");
    for (const text of ["604-555-0142", "Twelve stores in BC", "pricing-professional", "To: sales@torqueanalytics.ca", `/staff/leads/demo/${id}`])
      expect(mail).toContain(text);
    expect(await outbox(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  it("never notifies about spam", async () => {
    const { id } = await post(lead({ website: "bot" }));
    await processOutbox();
    expect(await outbox(id)).toBeUndefined();
  });

  it("keeps the lead when the mail server refuses, and retries later", async () => {
    refuseNext = 1;
    const { id } = await post(lead({ name: "Retry Person" }));
    expect(await row(id)).toBeDefined();
    await processOutbox();
    expect(await outbox(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect((await outbox(id))!.lastError).toMatch(/Mailbox unavailable/);
    expect(received().some((m) => m.includes("Retry Person"))).toBe(false);

    await processOutbox(Date.now() + backoffMs(1) + 1000);
    expect(await outbox(id)).toMatchObject({ status: "sent", attempts: 2 });
    expect(received().some((m) => m.includes("Retry Person"))).toBe(true);
  });

  it("stores the lead and answers at once even when no mail server answers", async () => {
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    const started = Date.now();
    const { status, id } = await post(lead({ name: "Down Server" }));
    expect(status).toBe(201);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await row(id)).toBeDefined();
    expect(await outbox(id)).toMatchObject({ status: "pending" });
    process.env.SMTP_URL = smtp.url;
  });
});

describe("the CRM webhook", () => {
  const secret = `whsec_${randomBytes(24).toString("base64")}`;
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let refuseNext = 0;
  let server: http.Server;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk));
      req.on("end", () => {
        received.push({ headers: req.headers, body });
        res.writeHead(refuseNext-- > 0 ? 503 : 204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.LEADS_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks/leads`;
    process.env.LEADS_WEBHOOK_SECRET = secret;
  });

  afterAll(async () => {
    delete process.env.LEADS_WEBHOOK_URL;
    delete process.env.LEADS_WEBHOOK_SECRET;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const deliveriesFor = (email: string) => received.filter((r) => r.body.includes(email));

  it("posts each new lead, signed so the receiver can verify it, with a link to the lead's page", async () => {
    const { id } = await post(lead({ name: "Hook Person", phone: "902-555-0100", consent: true }));
    await processOutbox();
    const [delivery, ...more] = deliveriesFor((await row(id)).email);
    expect(more).toHaveLength(0);
    const payload = new Webhook(secret).verify(delivery!.body, delivery!.headers as Record<string, string>) as { type: string; data: Record<string, unknown> };
    expect(payload.type).toBe("lead.created");
    expect(payload.data).toMatchObject({ kind: "demo", id, name: "Hook Person", phone: "902-555-0100", consent: true });
    expect(payload.data.url).toMatch(new RegExp(`/staff/leads/demo/${id}$`));
    expect(payload.data).not.toHaveProperty("dedupeKey");
    expect(await getDeliveries("demo", id)).toEqual([expect.objectContaining({ channel: "webhook", status: "sent", attempts: 1 })]);
    // A forged or altered body does not verify.
    expect(() => new Webhook(secret).verify(delivery!.body.replace("Hook Person", "Evil Person"), delivery!.headers as Record<string, string>)).toThrow();
  });

  it("retries after the endpoint refuses, with the same message id, and shows where delivery stands", async () => {
    refuseNext = 1;
    const { id } = await post(lead({ name: "Retry Hook" }));
    const email = (await row(id)).email;
    await processOutbox();
    expect(await getDeliveries("demo", id)).toEqual([
      expect.objectContaining({ status: "pending", attempts: 1, lastError: "The webhook endpoint answered 503" }),
    ]);
    await processOutbox(Date.now() + backoffMs(1) + 1000);
    const attempts = deliveriesFor(email);
    expect(attempts).toHaveLength(2);
    expect(attempts[1]!.headers["webhook-id"]).toBe(attempts[0]!.headers["webhook-id"]);
    expect(await getDeliveries("demo", id)).toEqual([expect.objectContaining({ status: "sent", attempts: 2 })]);
  });
});
