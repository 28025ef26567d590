// What attacks on the workspace found, each closed (issues 23 and 36), against a real database on both
// engines: Better Auth's endpoints called as the browser calls them, and the workspace's own code.
import fs from "node:fs";
import http from "node:http";
import { eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as demo from "@/app/api/demo-requests/route";
import { databasePath, engine, getDb } from "@/db";
import { auditLog, demoRequests, leadNotifications, staffSessions, staffSignInThrottle, staffRateLimits, staffTwoFactors, staffUsers } from "@/db/schema";
import { leadMessage } from "@/lib/leads/notifications";
import { processOutbox } from "@/lib/outbox/worker";
import { erasePersonalData } from "@/lib/leads/privacy";
import { auditedFilter, changeLead, getLeadHistory, inboxFilterSchema } from "@/lib/leads/workspace";
import { recordAudit } from "@/lib/staff/audit";
import { getAuth } from "@/lib/staff/auth";
import { staffForAction, staffFromHeaders, type Staff } from "@/lib/staff/session";
import { addMember, findMemberByEmail, renameMember, setRole } from "@/lib/staff/team";
import { BASE, postJson } from "../support/requests";
import { totp } from "../support/totp";

const password = "quiet harbour lantern 1987";
let seq = 0;
const address = () => `198.51.100.${100 + (seq++ % 150)}`;

async function addStaff(role: "sales" | "admin", name = "Test Person"): Promise<Staff> {
  const email = `hardening-${Date.now()}-${seq++}@torqueanalytics.ca`;
  await addMember({ id: null, email: "test" }, { email, name, role });
  const user = await findMemberByEmail(email);
  const context = await getAuth().$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
  return { id: user.id, email, name, role, twoFactor: false, language: "en", timeZone: "America/Toronto" };
}

function auth(path: string, body: unknown, headers: Record<string, string> = {}) {
  return authRoute.POST(
    new Request(`${BASE}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": address(), ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

// The cookies a response sets, as the next request sends them.
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((c) => !c.endsWith("="))
    .join("; ");

async function signedIn(staff: Staff): Promise<string> {
  const response = await auth("/sign-in/email", { email: staff.email, password });
  expect(response.status).toBe(200);
  return cookiesOf(response);
}

// Turns two-factor on for an account; answers its authenticator key.
async function withTwoFactor(staff: Staff): Promise<string> {
  const cookie = await signedIn(staff);
  const enabled = await auth("/two-factor/enable", { password }, { cookie });
  expect(enabled.status).toBe(200);
  const key = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get("secret")!;
  expect((await auth("/two-factor/verify-totp", { code: totp(key) }, { cookie })).status).toBe(200);
  return key;
}

// A CRM's webhook endpoint for one describe block: records each delivery, answering after `delayMs`.
function webhookReceiver(delayMs = 0) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  let server: http.Server;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = "";
      req
        .on("data", (c: Buffer) => (body += c))
        .on("end", () =>
          setTimeout(() => {
            received.push({ headers: req.headers, body });
            res.writeHead(204).end();
          }, delayMs),
        );
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.LEADS_WEBHOOK_URL = `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks`;
    process.env.LEADS_WEBHOOK_SECRET = WEBHOOK_SECRET;
  });
  afterAll(async () => {
    delete process.env.LEADS_WEBHOOK_URL;
    delete process.env.LEADS_WEBHOOK_SECRET;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return received;
}

const WEBHOOK_SECRET = "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0";

const auditFor = async (email: string) => (await getDb().select().from(auditLog).where(eq(auditLog.actorEmail, email))).map((a) => a.action);

beforeAll(() => {
  process.env.ALLOWED_ORIGINS = `https://landing.example,${BASE}`;
});

describe("1. Better Auth's user management is not reachable over HTTP", () => {
  it("answers 404 to the admin plugin's endpoints, user updates, sign-up and made-up paths, storing nothing for them", async () => {
    const admin = await addStaff("admin");
    const cookie = await signedIn(admin);
    const before = await getDb().select().from(staffRateLimits);
    for (const [path, body] of [
      ["/admin/create-user", { email: "mole@torqueanalytics.ca", password: "a long password here", name: "Mole", role: "admin" }],
      ["/admin/set-user-password", { userId: admin.id, newPassword: "another long password" }],
      ["/admin/impersonate-user", { userId: admin.id }],
      ["/admin/set-role", { userId: admin.id, role: "sales" }],
      ["/update-user", { name: "Boss", twoFactorEnabled: true }],
      ["/sign-up/email", { email: "x@evil.example", password: "a long enough password", name: "X" }],
      ["/list-sessions", {}],
      [`/random-${Date.now()}`, {}],
    ] as const) {
      const response = await auth(path, body, { cookie });
      expect(response.status, path).toBe(404);
    }
    expect(await getDb().select().from(staffRateLimits)).toHaveLength(before.length);
    expect((await authRoute.GET(new Request(`${BASE}/api/auth/admin/list-users`, { headers: { cookie } }))).status).toBe(404);
    const [row] = await getDb().select().from(staffUsers).where(eq(staffUsers.id, admin.id));
    expect(row).toMatchObject({ role: "admin", name: "Test Person" });
    expect(await getDb().select().from(staffUsers).where(eq(staffUsers.email, "mole@torqueanalytics.ca"))).toHaveLength(0);
  });

  it("takes 'has two-factor' from a verified second-factor record, never from the account's flag", async () => {
    const admin = await addStaff("admin");
    const cookie = await signedIn(admin);
    await getDb().update(staffUsers).set({ twoFactorEnabled: true }).where(eq(staffUsers.id, admin.id));
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ id: admin.id, twoFactor: false });
  });
});

describe("2. bodies are bounded", () => {
  it("answers 413 to a sign-in body over 4 KB without handing it to Better Auth", async () => {
    const response = await auth("/sign-in/email", { email: "x@y.ca", password: "p".repeat(8 * 1024) });
    expect(response.status).toBe(413);
  });
});

describe("3. sign-in throttling counts failures, per address and per account", () => {
  it("never counts a successful sign-in against a shared office address", async () => {
    const office = { "x-forwarded-for": "203.0.113.77" };
    const team = await Promise.all([1, 2, 3].map(() => addStaff("sales")));
    for (let i = 0; i < 3; i++) for (const member of team) expect((await auth("/sign-in/email", { email: member.email, password }, office)).status).toBe(200);
  });

  it("slows guesses at one account from many addresses, but not its owner at an address they used before", async () => {
    const target = await addStaff("sales");
    const home = "203.0.113.200";
    expect((await auth("/sign-in/email", { email: target.email, password }, { "x-forwarded-for": home })).status).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await auth("/sign-in/email", { email: target.email, password: `guess number ${i}` }, { "x-forwarded-for": `192.0.2.${i + 1}` })).status).toBe(
        401,
      );
    const slowed = await auth("/sign-in/email", { email: target.email, password: "guess number 6" }, { "x-forwarded-for": "192.0.2.50" });
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
    // The right password from a new address waits too: the account, not the address, is slowed.
    expect((await auth("/sign-in/email", { email: target.email, password }, { "x-forwarded-for": "192.0.2.51" })).status).toBe(429);
    // Its owner, at home, is not kept out.
    expect((await auth("/sign-in/email", { email: target.email, password }, { "x-forwarded-for": home })).status).toBe(200);
    // An IPv6 attacker rotating addresses inside one /64 is one address.
    const six = await addStaff("sales");
    for (let i = 1; i <= 5; i++)
      await auth("/sign-in/email", { email: `nobody${i}@torqueanalytics.ca`, password: "wrong wrong wrong" }, { "x-forwarded-for": `2001:db8:1:2::${i}` });
    expect((await auth("/sign-in/email", { email: six.email, password }, { "x-forwarded-for": "2001:db8:1:2::99" })).status).toBe(429);
  });

  // The first check loads zxcvbn's lists in a worker thread of its own (lib/staff/passwords.ts): 2 s alone, more on a busy machine.
  it("refuses a common or easily guessed new password", { timeout: 30_000 }, async () => {
    const member = await addStaff("sales");
    const cookie = await signedIn(member);
    for (const weak of ["aaaaaaaaaaaa", "password1234", "qwertyuiop12"]) {
      const response = await auth("/change-password", { currentPassword: password, newPassword: weak, revokeOtherSessions: true }, { cookie });
      expect(response.status, weak).toBe(400);
      expect(((await response.json()) as { code: string }).code).toBe("WEAK_PASSWORD");
    }
    const strong = await auth(
      "/change-password",
      { currentPassword: password, newPassword: "violet tractor umbrella 42", revokeOtherSessions: true },
      { cookie },
    );
    expect(strong.status).toBe(200);
  });
});

describe("4. the second factor is audited and cannot be replayed", () => {
  it("records the password step as pending, each wrong code, and the sign-in only when the code is right", async () => {
    const admin = await addStaff("admin");
    const key = await withTwoFactor(admin);
    const step1 = await auth("/sign-in/email", { email: admin.email, password });
    expect(await step1.json()).toMatchObject({ twoFactorRedirect: true });
    const pending = cookiesOf(step1);
    expect((await auth("/two-factor/verify-totp", { code: "000000" }, { cookie: pending })).status).toBe(401);
    const next = totp(key, Date.now() + 30_000);
    const ok = await auth("/two-factor/verify-totp", { code: next }, { cookie: pending });
    expect(ok.status).toBe(200);
    const actions = await auditFor(admin.email);
    expect(actions.slice(-4)).toEqual(["two-factor-on", "sign-in-second-factor-pending", "sign-in-second-factor-failed", "sign-in"]);
    // The same code again, for a second sign-in within its 30 s: refused and recorded.
    const again = cookiesOf(await auth("/sign-in/email", { email: admin.email, password }));
    const replay = await auth("/two-factor/verify-totp", { code: next }, { cookie: again });
    expect(replay.status).toBe(401);
    expect((await auditFor(admin.email)).at(-1)).toBe("sign-in-second-factor-failed");
    const [record] = await getDb().select({ step: staffTwoFactors.lastTotpStep }).from(staffTwoFactors).where(eq(staffTwoFactors.userId, admin.id));
    expect(record!.step).toBe(Math.floor((Date.now() + 30_000) / 30_000));
  });
});

describe("5. sessions end", () => {
  it("after two hours without a request, and are deleted then", async () => {
    const member = await addStaff("sales");
    const cookie = await signedIn(member);
    const headers = new Headers({ cookie });
    const session = (await getAuth().api.getSession({ headers }))!;
    await getDb()
      .update(staffSessions)
      .set({ updatedAt: new Date(Date.now() - 121 * 60_000) })
      .where(eq(staffSessions.id, session.session.id));
    expect(await staffFromHeaders(headers)).toBeNull();
    expect(await getDb().select().from(staffSessions).where(eq(staffSessions.id, session.session.id))).toHaveLength(0);
  });

  it("twelve hours after sign-in however often they are used", async () => {
    const member = await addStaff("sales");
    const headers = new Headers({ cookie: await signedIn(member) });
    const session = (await getAuth().api.getSession({ headers }))!;
    const expires = new Date(session.session.expiresAt).getTime();
    expect(Math.abs(expires - new Date(session.session.createdAt).getTime() - 12 * 3600_000)).toBeLessThan(1000);
    // Used an hour before its end, as a session used every hour would be: not extended.
    await getDb()
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 11 * 3600_000), updatedAt: new Date(Date.now() - 30 * 60_000), expiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(staffSessions.id, session.session.id));
    expect(await staffFromHeaders(headers)).not.toBeNull();
    const [row] = await getDb().select().from(staffSessions).where(eq(staffSessions.id, session.session.id));
    expect(Math.abs(row!.expiresAt.getTime() - (Date.now() + 3600_000))).toBeLessThan(5_000);
    await getDb()
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000), updatedAt: new Date() })
      .where(eq(staffSessions.id, session.session.id));
    expect(await staffFromHeaders(headers)).toBeNull();
  });
});

describe("6. an erasure leaves no copy", () => {
  const received = webhookReceiver();

  it("tells the CRM, lists other leads that mention the address, and keeps no searched address in the audit log", async () => {
    const admin = await addStaff("admin");
    const email = `erase-me-${Date.now()}@riverbendford.ca`;
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Erin Erase", email, company: "Riverbend Ford" }));
    await demo.POST(
      postJson("/api/demo-requests", { fillMs: 5000, name: "Colleague Lead", email: `colleague-${Date.now()}@riverbendford.ca`, company: "Riverbend Ford" }),
    );
    const [target] = await getDb().select().from(demoRequests).where(eq(demoRequests.email, email));
    const [colleague] = await getDb().select().from(demoRequests).where(eq(demoRequests.name, "Colleague Lead"));
    await changeLead("demo", colleague!.id, { intent: "note", note: `Works with ${email.toUpperCase()}` }, admin, null);
    await processOutbox();
    expect(received.filter((r) => r.body.includes(email))).toHaveLength(1);

    const outcome = await erasePersonalData(email, admin, null);
    expect(outcome).toMatchObject({ demoRequests: 1, crmErasures: 1, mentions: [{ kind: "demo", id: colleague!.id, where: "note" }] });
    await processOutbox();
    const erased = received.find((r) => r.body.includes('"lead.erased"'))!;
    const payload = new Webhook(WEBHOOK_SECRET).verify(erased.body, erased.headers as Record<string, string>) as { type: string; data: unknown };
    expect(payload).toMatchObject({ type: "lead.erased", data: { kind: "demo", id: target!.id } });
    expect(erased.body).not.toContain(email);
    const audit = await getDb().select().from(auditLog);
    expect(audit.some((a) => `${a.actorEmail} ${a.target} ${a.detail}`.includes(email))).toBe(false);
  });

  it("lists other leads' notes that name the erased person or give their phone number, written any way", async () => {
    const admin = await addStaff("admin");
    const stamp = Date.now();
    await demo.POST(
      postJson("/api/demo-requests", {
        fillMs: 5000,
        name: "Gabrielle Tremblay-Côté",
        email: `gabrielle-${stamp}@lavalhonda.ca`,
        company: "Laval Honda",
        phone: "+1 (450) 555-0177",
      }),
    );
    const others: number[] = [];
    for (const name of ["Named Note", "Phone Note", "Other Number", "No Mention"]) {
      await demo.POST(
        postJson("/api/demo-requests", { fillMs: 5000, name, email: `${name.replace(" ", ".").toLowerCase()}-${stamp}@lavalhonda.ca`, company: "Laval Honda" }),
      );
      others.push(
        (
          await getDb()
            .select()
            .from(demoRequests)
            .where(eq(demoRequests.email, `${name.replace(" ", ".").toLowerCase()}-${stamp}@lavalhonda.ca`))
        )[0]!.id,
      );
    }
    const [named, phoned, otherNumber, none] = others as [number, number, number, number];
    await changeLead("demo", named, { intent: "note", note: "Her manager is GABRIELLE Tremblay-Côté" }, admin, null);
    await changeLead("demo", phoned, { intent: "note", note: "Reached her on 450.555.0177 instead" }, admin, null);
    await changeLead("demo", otherNumber, { intent: "note", note: "Call 450-555-0199 tomorrow" }, admin, null);
    await changeLead("demo", none, { intent: "note", note: "Sent the pricing sheet" }, admin, null);

    const { mentions } = await erasePersonalData(`gabrielle-${stamp}@lavalhonda.ca`, admin, null);
    expect(mentions.sort((a, b) => a.id - b.id)).toEqual([
      { kind: "demo", id: named, where: "note" },
      { kind: "demo", id: phoned, where: "note" },
    ]);
    // Its webhooks go to this section's receiver, not a later one's.
    await processOutbox();
  });

  it("records an export's filter without the text typed into it", () => {
    const filter = inboxFilterSchema.parse({ q: "jean@example.org", first: "jean@example.org", status: "new", to: "2026-11-01" });
    const kept = JSON.stringify(auditedFilter(filter));
    expect(kept).not.toContain("jean");
    expect(JSON.parse(kept)).toMatchObject({ status: "new", to: "2026-11-01", search: true, firstSource: true });
  });

  // SQLite only: PostgreSQL's files are its server's.
  if (engine() === "sqlite")
    it("leaves no byte of an erased address in the SQLite file or its WAL", async () => {
      const admin = await addStaff("admin");
      const email = `wipe-${Date.now()}@northshorekia.ca`;
      await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Wanda Wipe", email, company: "North Shore Kia", message: "Call me" }));
      const bytes = () => Buffer.concat([databasePath(), `${databasePath()}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f)));
      expect(bytes().includes(email)).toBe(true);
      await erasePersonalData(email, admin, null);
      expect(bytes().includes(email)).toBe(false);
    });
});

describe("7. the audit log", () => {
  it("refuses to be changed or deleted", async () => {
    await recordAudit({ actor: { id: null, email: "cli" }, action: "test-entry" });
    // The database's own refusal (drizzle wraps it on PostgreSQL).
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => "allowed",
        (e: Error & { cause?: Error }) => e.cause?.message ?? e.message,
      );
    expect(await refusal(getDb().update(auditLog).set({ action: "nothing" }).where(eq(auditLog.action, "test-entry")))).toMatch(/append-only/);
    expect(await refusal(getDb().delete(auditLog).where(eq(auditLog.action, "test-entry")))).toMatch(/append-only/);
    expect(await getDb().select().from(auditLog).where(eq(auditLog.action, "test-entry"))).toHaveLength(1);
  });

  it("writes one lockout row per address and window, and never a typed e-mail of no staff account", async () => {
    const from = { "x-forwarded-for": "203.0.113.150" };
    for (let i = 0; i < 12; i++) await auth("/sign-in/email", { email: `my secret password ${i}`, password: "x".repeat(12) }, from);
    const rows = await getDb().select().from(auditLog).where(eq(auditLog.ip, "203.0.113.150"));
    expect(rows.filter((r) => r.action === "sign-in-locked")).toHaveLength(1);
    expect(rows.filter((r) => r.action === "sign-in-failed")).toHaveLength(5);
    expect(rows.every((r) => r.actorEmail === null)).toBe(true);
    expect(await getDb().select().from(staffSignInThrottle).where(eq(staffSignInThrottle.key, "address:203.0.113.150"))).toHaveLength(1);
  });
});

describe("9. one lead.created per lead and channel", () => {
  const deliveries = webhookReceiver();
  const received = () => deliveries.map((d) => ({ id: String(d.headers["webhook-id"]), type: (JSON.parse(d.body) as { type: string }).type }));

  it("tells the CRM of a spam verdict and a rescue as updates, never a second creation", async () => {
    const member = await addStaff("sales");
    const email = `crm-once-${Date.now()}@lakeshorehonda.ca`;
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Once Only", email, company: "Lakeshore Honda" }));
    const [lead] = await getDb().select().from(demoRequests).where(eq(demoRequests.email, email));
    await processOutbox();
    for (const spam of ["yes", "no", "yes", "no"] as const) {
      await changeLead("demo", lead!.id, { intent: "spam", spam }, member, null);
      await processOutbox();
    }
    expect(received().filter((r) => r.type === "lead.created")).toEqual([{ id: `msg_lead_demo_${lead!.id}`, type: "lead.created" }]);
    expect(received().filter((r) => r.type === "lead.updated")).toHaveLength(4);
    expect(new Set(received().map((r) => r.id)).size).toBe(5);
    const rows = await getDb().select().from(leadNotifications).where(eq(leadNotifications.leadId, lead!.id));
    expect(rows.filter((r) => r.event === "lead.created")).toHaveLength(1);
    expect(rows.filter((r) => r.event === "lead.updated")).toHaveLength(4);
  });
});

describe("10. names and dates", () => {
  it("lets only an administrator rename an account, audited, and the history names people by e-mail", async () => {
    const admin = await addStaff("admin", "Avery Admin");
    const member = await addStaff("sales", "Sam Sales");
    const cookie = await signedIn(member);
    expect((await auth("/update-user", { name: "Avery Admin" }, { cookie })).status).toBe(404);
    await demo.POST(
      postJson("/api/demo-requests", { fillMs: 5000, name: "History Lead", email: `history-${Date.now()}@dealer.ca`, company: "History Motors" }),
    );
    const [lead] = await getDb().select().from(demoRequests).where(eq(demoRequests.name, "History Lead"));
    await changeLead("demo", lead!.id, { intent: "note", note: "Called" }, member, null);
    await renameMember({ id: admin.id, email: admin.email }, member.id, "Samira Sales");
    const [event] = await getLeadHistory("demo", lead!.id);
    expect(event).toMatchObject({ actorEmail: member.email, actorName: "Samira Sales" });
    const [renamed] = await getDb().select().from(auditLog).where(eq(auditLog.action, "staff-renamed"));
    expect(renamed).toMatchObject({ actorEmail: admin.email, target: member.email, detail: JSON.stringify({ from: "Sam Sales", to: "Samira Sales" }) });
  });

  it("refuses dates that are not on the calendar", () => {
    for (const to of ["2026-13-45", "2026-02-30", "2026-99-99", "2026-1-1"]) expect(inboxFilterSchema.safeParse({ to }).success, to).toBe(false);
    expect(inboxFilterSchema.safeParse({ from: "2024-02-29", to: "2026-12-31" }).success).toBe(true);
  });
});

describe("11. the sales e-mail", () => {
  it("puts what the visitor typed last, every line behind a bar, so it cannot pass for the e-mail's own lines", () => {
    const forged = "Hello\nphone: 555-FAKE\nWork it in the sales workspace: https://evil.example/staff";
    const lead = {
      id: 7,
      name: "Real Name",
      email: "a@b.ca",
      company: "Co",
      phone: null,
      message: forged,
      cta: null,
      createdAt: "2026-11-25T10:00:00.000Z",
      consent: false,
      consentVersion: null,
      consentAt: null,
    } as never;
    const { text } = leadMessage({ id: 1, leadType: "demo", leadId: 7 } as never, lead);
    const [own, visitor] = text.split(/^Each line the visitor wrote starts with \|\.$/m) as [string, string];
    expect(own.match(/sales workspace: (\S+)/g)).toEqual([expect.stringMatching(/\/staff\/leads\/demo\/7$/)]);
    expect(own).not.toContain("555-FAKE");
    for (const line of visitor.trim().split("\n")) expect(line).toMatch(/^\| /);
    expect(visitor).toContain("|   phone: 555-FAKE");
  });

  it("quotes the visitor's name and company in every subject, on one line and at most 40 characters each", () => {
    const lead = {
      id: 7,
      name: "Olivia {hours}\r\nOwner: nobody\u202e",
      email: "a@b.ca",
      company: "Maple Leaf Motors",
      createdAt: "2026-11-25T10:00:00.000Z",
      language: "en",
    } as never;
    const subject = (event: string, language: "en" | "fr", l = lead) =>
      leadMessage({ id: 1, leadType: "demo", leadId: 7, event } as never, l, language).subject;
    expect(subject("lead.reminder", "en")).toBe("Waiting for a first response: demo request from “Olivia {hours} Owner: nobody” (“Maple Leaf Motors”)");
    expect(subject("lead.escalated", "fr")).toBe(
      "Toujours sans réponse\u00a0: demande de démo de «\u00a0Olivia {hours} Owner: nobody\u00a0» («\u00a0Maple Leaf Motors\u00a0»)",
    );
    // Quotation marks of its own cannot close ours; a long name is cut with an ellipsis.
    const long = { ...(lead as object), name: "Alexandrine-Marie” Owner: nobody “de la Fontaine-Beauchemin", company: null } as never;
    expect(subject("lead.created", "en", long)).toBe('New demo request: “Alexandrine-Marie" Owner: nobody "de la…”');
  });
});

describe("12. the outbox with two instances and a stalling receiver", () => {
  // Each delivery takes 0.7 s to answer; a claim lasts 3 s.
  const received = webhookReceiver(700);
  beforeAll(() => {
    process.env.OUTBOX_LEASE_MS = "3000";
  });
  afterAll(() => {
    delete process.env.OUTBOX_LEASE_MS;
  });

  it("sends each notification once, though the batch outlasts a claim", async () => {
    await getDb().update(leadNotifications).set({ status: "sent" }).where(eq(leadNotifications.status, "pending"));
    const stamp = Date.now();
    for (let i = 0; i < 6; i++)
      await demo.POST(
        postJson("/api/demo-requests", { fillMs: 5000, name: `Stall Lead ${i}`, email: `stall-${stamp}-${i}@dealer.ca`, company: "Stall Motors" }),
      );
    // A second instance: the same module loaded afresh, with its own run state.
    const first = await import("@/lib/outbox/worker");
    vi.resetModules();
    // It registers the leads' builders with its own outbox as it loads.
    await import("@/lib/leads/notifications");
    const second = await import("@/lib/outbox/worker");
    expect(second.processOutbox).not.toBe(first.processOutbox);
    const a = first.processOutbox();
    const sweeps: Promise<number>[] = [];
    for (let t = 0; t < 14; t++) {
      await new Promise((r) => setTimeout(r, 500));
      sweeps.push(second.processOutbox());
    }
    await Promise.all([a, ...sweeps]);
    const ids = received.map((r) => String(r.headers["webhook-id"]));
    expect(ids).toHaveLength(6);
    expect(new Set(ids).size).toBe(6);
  }, 20_000);
});

describe("13. smaller things", () => {
  it("takes workspace actions from the site's own origin only, not a landing page allowed to post leads", async () => {
    const member = await addStaff("sales");
    const cookie = await signedIn(member);
    const landing = new Request(`${BASE}/staff/actions/lead`, { method: "POST", headers: { origin: "https://landing.example", cookie } });
    expect(((await staffForAction(landing)) as Response).status).toBe(403);
    expect((await auth("/sign-in/email", { email: member.email, password }, { origin: "https://landing.example" })).status).toBe(403);
    expect(
      (
        await demo.POST(
          postJson(
            "/api/demo-requests",
            { fillMs: 5000, name: "Landing Lead", email: `landing-${Date.now()}@dealer.ca`, company: "Landing Motors" },
            { origin: "https://landing.example" },
          ),
        )
      ).status,
    ).toBe(201);
  });

  it("keeps at least one unlocked administrator when two demote each other at once", async () => {
    await getDb().update(staffUsers).set({ role: "sales" }).where(eq(staffUsers.role, "admin"));
    const [a, b] = [await addStaff("admin"), await addStaff("admin")];
    const results = await Promise.allSettled([setRole({ id: a.id, email: a.email }, b.id, "sales"), setRole({ id: b.id, email: b.email }, a.id, "sales")]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    const admins = await getDb().select().from(staffUsers).where(eq(staffUsers.role, "admin"));
    expect(admins).toHaveLength(1);
  });

  if (engine() === "sqlite")
    it("creates the SQLite database and its WAL for the service user only", () => {
      for (const file of [databasePath(), `${databasePath()}-wal`]) expect(fs.statSync(file).mode & 0o777, file).toBe(0o600);
    });
});

describe("36.5 /api/auth takes JSON only, so the throttle and the audit log read what Better Auth reads", () => {
  const form = (path: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    authRoute.POST(
      new Request(`${BASE}/api/auth${path}`, {
        method: "POST",
        headers: { origin: BASE, "x-forwarded-for": address(), ...headers },
        body: new URLSearchParams(fields),
      }),
    );

  it("refuses a sign-in sent as a form with 415, signing no one in", async () => {
    const member = await addStaff("sales");
    const refused = await form("/sign-in/email", { email: member.email, password });
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ error: "Content-Type must be application/json" });
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect((await auth("/sign-in/email", JSON.stringify({ email: member.email, password }), { "content-type": "text/plain" })).status).toBe(415);
    expect(await auditFor(member.email)).toEqual([]);
  });

  it("refuses forms on the second factor, two-factor setup and password change too", async () => {
    const member = await addStaff("sales");
    const cookie = await signedIn(member);
    for (const [path, fields] of [
      ["/two-factor/verify-totp", { code: "123456" }],
      ["/two-factor/verify-backup-code", { code: "abcde-fghij" }],
      ["/two-factor/enable", { password }],
      ["/change-password", { currentPassword: password, newPassword: "violet tractor umbrella 42" }],
    ] as const) {
      expect((await form(path, fields, { cookie })).status, path).toBe(415);
    }
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ id: member.id, twoFactor: false });
  });

  it("signs in with the JSON the workspace's form sends, audited under the account, and signs out without a body", async () => {
    const member = await addStaff("sales");
    const response = await auth("/sign-in/email", { email: member.email.toUpperCase(), password }, { "content-type": "application/json; charset=UTF-8" });
    expect(response.status).toBe(200);
    expect(await auditFor(member.email)).toEqual(["sign-in"]);
    const cookie = cookiesOf(response);
    const out = await authRoute.POST(new Request(`${BASE}/api/auth/sign-out`, { method: "POST", headers: { origin: BASE, cookie } }));
    expect(out.status).toBe(200);
    expect(await staffFromHeaders(new Headers({ cookie }))).toBeNull();
  });
});

describe("36.17 the session token stays in its HttpOnly cookie", () => {
  const answerOf = async (response: Response) => {
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  };

  it("is in no JSON answer: sign-in, two-factor setup, the second factor, a password change", async () => {
    const member = await addStaff("sales");
    const signIn = await auth("/sign-in/email", { email: member.email, password });
    const answer = await answerOf(signIn);
    expect(answer).toMatchObject({ user: { email: member.email } });
    expect(answer).not.toHaveProperty("token");
    expect(signIn.headers.getSetCookie().find((c) => c.includes("session_token="))).toMatch(/HttpOnly/i);
    let cookie = cookiesOf(signIn);
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ id: member.id });

    const enabled = await answerOf(await auth("/two-factor/enable", { password }, { cookie }));
    const key = new URL(enabled.totpURI as string).searchParams.get("secret")!;
    expect(await answerOf(await auth("/two-factor/verify-totp", { code: totp(key) }, { cookie }))).not.toHaveProperty("token");

    const pending = await auth("/sign-in/email", { email: member.email, password });
    expect(await answerOf(pending)).toMatchObject({ twoFactorRedirect: true });
    const secondStep = await auth("/two-factor/verify-totp", { code: totp(key, Date.now() + 30_000) }, { cookie: cookiesOf(pending) });
    const signedInAnswer = await answerOf(secondStep);
    expect(signedInAnswer).toMatchObject({ user: { email: member.email } });
    expect(signedInAnswer).not.toHaveProperty("token");
    cookie = cookiesOf(secondStep);

    const changed = await auth(
      "/change-password",
      { currentPassword: password, newPassword: "violet tractor umbrella 42", revokeOtherSessions: true },
      { cookie },
    );
    expect(await answerOf(changed)).not.toHaveProperty("token");
    expect(await staffFromHeaders(new Headers({ cookie: cookiesOf(changed) }))).toMatchObject({ id: member.id });
  });
});

describe("36.23 a password change signs the account out everywhere else", () => {
  it("ends the other sessions even when the client asks to keep them, and keeps the one that changed it", async () => {
    const member = await addStaff("sales");
    const laptop = await signedIn(member);
    const phone = await signedIn(member);
    const changed = await auth(
      "/change-password",
      { currentPassword: password, newPassword: "violet tractor umbrella 42", revokeOtherSessions: false },
      { cookie: laptop },
    );
    expect(changed.status).toBe(200);
    expect(await staffFromHeaders(new Headers({ cookie: phone }))).toBeNull();
    expect(await staffFromHeaders(new Headers({ cookie: cookiesOf(changed) }))).toMatchObject({ id: member.id });
  });
});

describe("36.18 one guesser behind an office's shared address does not lock the office out", () => {
  const signIn = (email: string, typed: string, office: Record<string, string>) =>
    auth("/sign-in/email", { email, password: typed }, office).then((r) => r.status);

  it("lets a colleague who signed in from the address before sign in while it stays locked for the guesser", async () => {
    const office = { "x-forwarded-for": "203.0.113.90" };
    const [colleague, newcomer, target] = [await addStaff("sales"), await addStaff("sales"), await addStaff("sales")];
    expect(await signIn(colleague.email, password, office)).toBe(200);
    for (let i = 0; i < 5; i++) expect(await signIn(target.email, `guess number ${i}`, office)).toBe(401);
    expect(await signIn(target.email, "guess number 6", office)).toBe(429);
    expect(await signIn(target.email, password, office)).toBe(429);
    expect(await signIn(newcomer.email, password, office)).toBe(429);
    expect(await signIn(colleague.email, password, office)).toBe(200);
  });

  it("gives that colleague five wrong passwords of their own at the locked address, then locks them too", async () => {
    const office = { "x-forwarded-for": "203.0.113.91" };
    const [colleague, target] = [await addStaff("sales"), await addStaff("sales")];
    expect(await signIn(colleague.email, password, office)).toBe(200);
    for (let i = 0; i < 5; i++) expect(await signIn(target.email, `guess number ${i}`, office)).toBe(401);
    for (let i = 0; i < 5; i++) expect(await signIn(colleague.email, `typo number ${i}`, office)).toBe(401);
    expect(await signIn(colleague.email, password, office)).toBe(429);
  });
});
