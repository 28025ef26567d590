// The sales workspace's data and sign-in, against a real database (SQLite and PostgreSQL): Better
// Auth's endpoints called as the browser calls them, and the inbox and lead queries.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as demo from "@/app/api/demo-requests/route";
import * as contact from "@/app/api/contact-messages/route";
import { getDb } from "@/db";
import { auditLog, demoRequests, leadEvents, staffSessions } from "@/db/schema";
import { erasePersonalData, findPersonalData } from "@/lib/leads/privacy";
import {
  changeLead,
  exportInbox,
  getDeliveries,
  getLead,
  getLeadHistory,
  INBOX_SORTS,
  inboxFilterSchema,
  LEAD_STATUSES,
  listInbox,
  PAGE_SIZE,
  type InboxRow,
} from "@/lib/leads/workspace";
import { getAuth } from "@/lib/staff/auth";
import type { Staff } from "@/lib/staff/session";
import { addMember, findMemberByEmail, removeMember, setLocked, setRole } from "@/lib/staff/team";
import { BASE, postJson } from "../support/requests";

const password = "correct horse battery staple";
let sales: Staff;
let admin: Staff;

function signIn(email: string, pass: string, headers: Record<string, string> = {}) {
  return authRoute.POST(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": "198.51.100.20", ...headers },
      body: JSON.stringify({ email, password: pass }),
    }),
  );
}

async function addStaff(email: string, role: "sales" | "admin"): Promise<Staff> {
  await addMember({ id: null, email: "test" }, { email, name: email.split("@")[0]!, role });
  const user = await findMemberByEmail(email);
  const context = await getAuth().$context;
  await context.internalAdapter.updatePassword(user.id, await context.password.hash(password));
  return { id: user.id, email: user.email, name: user.name, role, twoFactor: false, language: "en", timeZone: "America/Toronto" };
}

const inbox = (query: Record<string, string>, who = sales) => listInbox(inboxFilterSchema.parse(query), who);

beforeAll(async () => {
  process.env.ALLOWED_ORIGINS = BASE;
  sales = await addStaff("sam.sales@torqueanalytics.ca", "sales");
  admin = await addStaff("avery.admin@torqueanalytics.ca", "admin");
});

describe("staff sign-in", () => {
  it("signs in with the right password and sets a session cookie; the session names the staff member", async () => {
    const response = await signIn(sales.email, password, { "x-forwarded-for": "198.51.100.1" });
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/torque-staff\.session_token=/);
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await getAuth().api.getSession({ headers: new Headers({ cookie: cookie.split(";")[0]! }) });
    expect(session?.user).toMatchObject({ email: sales.email, role: "sales" });
  });

  it("refuses a wrong password, records it in the audit log, and sets no cookie", async () => {
    const response = await signIn(sales.email, "not the password at all", { "x-forwarded-for": "198.51.100.2" });
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    const failures = await getDb().select().from(auditLog).where(eq(auditLog.action, "sign-in-failed"));
    expect(failures.some((f) => f.actorEmail === sales.email && f.ip === "198.51.100.2")).toBe(true);
  });

  it("locks an address out after five attempts, even with the right password then", async () => {
    const from = { "x-forwarded-for": "198.51.100.3" };
    // Five guesses at five different accounts from one address: the address is out.
    for (let i = 0; i < 5; i++) expect((await signIn(`guess${i}@torqueanalytics.ca`, `wrong password ${i}`, from)).status).toBe(401);
    const locked = await signIn(sales.email, password, from);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("x-retry-after"))).toBeGreaterThan(60);
    const lockouts = await getDb().select().from(auditLog).where(eq(auditLog.action, "sign-in-locked"));
    // One lockout row for the address; the typed e-mails belong to no staff account and are not kept.
    expect(lockouts.filter((l) => l.ip === "198.51.100.3")).toEqual([expect.objectContaining({ actorEmail: null })]);
    // Another address is not affected.
    expect((await signIn(sales.email, password, { "x-forwarded-for": "198.51.100.4" })).status).toBe(200);
  });

  it("ends a session when it expires", async () => {
    const response = await signIn(sales.email, password, { "x-forwarded-for": "198.51.100.8" });
    const cookie = (response.headers.get("set-cookie") ?? "").split(";")[0]!;
    const headers = new Headers({ cookie });
    const session = await getAuth().api.getSession({ headers });
    expect(session?.user.email).toBe(sales.email);
    await getDb()
      .update(staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(staffSessions.id, session!.session.id));
    expect(await getAuth().api.getSession({ headers, query: { disableCookieCache: true } })).toBeNull();
  });

  it("refuses a sign-in posted from another site", async () => {
    const response = await signIn(sales.email, password, { origin: "https://evil.example", "x-forwarded-for": "198.51.100.5" });
    expect(response.status).toBe(403);
  });

  it("has no public sign-up", async () => {
    const response = await authRoute.POST(
      new Request(`${BASE}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": "198.51.100.6" },
        body: JSON.stringify({ email: "intruder@evil.example", password: "a long enough password", name: "Intruder" }),
      }),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect((await signIn("intruder@evil.example", "a long enough password", { "x-forwarded-for": "198.51.100.7" })).status).toBe(401);
  });
});

describe("the inbox", () => {
  const stamp = Date.now();
  const email = (n: number | string) => `inbox-${stamp}-${n}@dealer.ca`;

  beforeAll(async () => {
    for (let i = 0; i < PAGE_SIZE + 5; i++) {
      await demo.POST(
        postJson("/api/demo-requests", {
          fillMs: 5000,
          name: `Inbox Lead ${i}`,
          email: email(i),
          company: `Dealer ${i}`,
          attribution: { firstTouch: { source: i % 2 ? "google" : "facebook" } },
        }),
      );
    }
    await contact.POST(
      postJson("/api/contact-messages", { fillMs: 5000, name: "Contact Person", email: email("contact"), subject: "Pricing", message: "Hello", consent: true }),
    );
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Bot Person", email: email("bot"), company: "Bots Inc", website: "spam" }));
  });

  it("lists both kinds newest first and pages through every lead once", async () => {
    const seen: string[] = [];
    let page = await inbox({ q: `inbox-${stamp}` });
    expect(page.rows).toHaveLength(PAGE_SIZE);
    expect(page.rows[0]).toMatchObject({ kind: "contact", email: email("contact") });
    seen.push(...page.rows.map((r) => `${r.kind}/${r.id}`));
    while (page.next) {
      page = await inbox({ q: `inbox-${stamp}`, ...page.next });
      seen.push(...page.rows.map((r) => `${r.kind}/${r.id}`));
    }
    expect(seen).toHaveLength(PAGE_SIZE + 6);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("sorts by date, name, status and owner, paging through every lead once in order", async () => {
    const q = `inbox-${stamp}`;
    // Some leads moved along or assigned, so the status and owner groups are not all one.
    const [a, b, c, d] = (await inbox({ q })).rows;
    await changeLead(a!.kind, a!.id, { intent: "status", status: "won" }, sales, null);
    await changeLead(b!.kind, b!.id, { intent: "status", status: "contacted" }, sales, null);
    await changeLead(c!.kind, c!.id, { intent: "owner", owner: sales.id }, sales, null);
    await changeLead(d!.kind, d!.id, { intent: "owner", owner: admin.id }, sales, null);
    const rank = (status: string) => LEAD_STATUSES.indexOf(status as (typeof LEAD_STATUSES)[number]);
    const ownerName = (id: string | null) => (id === null ? "" : id === sales.id ? "sam.sales" : "avery.admin");
    const newestFirst = (x: InboxRow, y: InboxRow) =>
      x.createdAt < y.createdAt ? 1 : x.createdAt > y.createdAt ? -1 : x.kind < y.kind ? 1 : x.kind > y.kind ? -1 : y.id - x.id;
    const orders: Record<string, (x: InboxRow, y: InboxRow) => number> = {
      newest: newestFirst,
      oldest: (x, y) => -newestFirst(x, y),
      name: (x, y) =>
        x.name.toLowerCase() < y.name.toLowerCase()
          ? -1
          : x.name.toLowerCase() > y.name.toLowerCase()
            ? 1
            : x.kind < y.kind
              ? -1
              : x.kind > y.kind
                ? 1
                : x.id - y.id,
      "-name": (x, y) => -orders.name!(x, y),
      status: (x, y) => rank(x.status) - rank(y.status) || newestFirst(x, y),
      "-status": (x, y) => rank(y.status) - rank(x.status) || newestFirst(x, y),
      // Unassigned first, then the team by name ("avery.admin", "sam.sales").
      owner: (x, y) => ownerName(x.ownerId).localeCompare(ownerName(y.ownerId)) || newestFirst(x, y),
      "-owner": (x, y) => ownerName(y.ownerId).localeCompare(ownerName(x.ownerId)) || newestFirst(x, y),
    };
    for (const sort of INBOX_SORTS) {
      const seen: InboxRow[] = [];
      let page = await inbox({ q, sort });
      seen.push(...page.rows);
      while (page.next) {
        page = await inbox({ q, sort, ...page.next });
        seen.push(...page.rows);
      }
      expect(seen, sort).toHaveLength(PAGE_SIZE + 6);
      expect(new Set(seen.map((r) => `${r.kind}/${r.id}`)).size, sort).toBe(PAGE_SIZE + 6);
      expect(
        seen.map((r) => `${r.kind}/${r.id}`),
        sort,
      ).toEqual([...seen].sort(orders[sort]).map((r) => `${r.kind}/${r.id}`));
    }
    // A cursor that is not one of ours is a field error, not a 500.
    expect(inboxFilterSchema.safeParse({ sort: "name", after: "n:bm90IGpzb24" }).success).toBe(false);
  });

  it("filters by kind, first-touch source, consent and a case-insensitive search", async () => {
    expect((await inbox({ kind: "contact", q: `inbox-${stamp}` })).rows.map((r) => r.email)).toEqual([email("contact")]);
    const google = (await inbox({ first: "google", q: `inbox-${stamp}` })).rows;
    expect(google.length).toBeGreaterThan(20);
    expect(google.every((r) => r.firstSource === "google")).toBe(true);
    expect((await inbox({ consent: "yes", q: `inbox-${stamp}` })).rows.map((r) => r.email)).toEqual([email("contact")]);
    expect((await inbox({ q: `INBOX LEAD 7` })).rows.map((r) => r.name)).toContain("Inbox Lead 7");
    // LIKE's wildcards are taken literally.
    expect((await inbox({ q: "%" })).rows).toHaveLength(0);
  });

  it("keeps spam in its own folder", async () => {
    expect((await inbox({ q: email("bot") })).rows).toHaveLength(0);
    expect((await inbox({ folder: "spam", q: email("bot") })).rows.map((r) => r.name)).toEqual(["Bot Person"]);
  });

  it("refuses nonsense filters with field messages", () => {
    const parsed = inboxFilterSchema.safeParse({ status: "bogus", from: "yesterday", after: "1; drop table" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => String(i.path[0])).sort()).toEqual(["after", "from", "status"]);
  });
});

describe("working a lead", () => {
  let id: number;

  beforeAll(async () => {
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Morgan Work", email: `work-${Date.now()}@dealer.ca`, company: "Work Motors" }));
    [{ id }] = (await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.name, "Morgan Work")).limit(1)) as [{ id: number }];
  });

  it("moves it along: status, owner and a note, each in its history with who, and in the audit log", async () => {
    expect(await changeLead("demo", id, { intent: "owner", owner: sales.id }, sales, "203.0.113.9")).toBe(true);
    expect(await changeLead("demo", id, { intent: "status", status: "contacted" }, sales, "203.0.113.9")).toBe(true);
    expect(await changeLead("demo", id, { intent: "note", note: "Called, wants a demo Tuesday" }, sales, "203.0.113.9")).toBe(true);
    expect(await getLead("demo", id)).toMatchObject({ status: "contacted", ownerId: sales.id });
    const history = await getLeadHistory("demo", id);
    expect(history.map((e) => [e.action, e.actorName])).toEqual([
      ["note", "sam.sales"],
      ["status", "sam.sales"],
      ["owner", "sam.sales"],
    ]);
    expect(JSON.parse(history[1]!.detail!)).toEqual({ from: "new", to: "contacted" });
    const audit = await getDb()
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `demo/${id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(["lead-note", "lead-owner", "lead-status"]);
    // The note's words stay with the lead, not in the audit log.
    expect(audit.find((a) => a.action === "lead-note")!.detail).toBeNull();
  });

  it("changes nothing for a lead that does not exist, or an owner who does not", async () => {
    expect(await changeLead("demo", 999_999, { intent: "status", status: "won" }, admin, null)).toBe(false);
    const before = await getDb().select().from(leadEvents);
    await expect(changeLead("demo", id, { intent: "owner", owner: "no-such-staff" }, admin, null)).rejects.toThrow("ownerGone");
    expect(await getDb().select().from(leadEvents)).toHaveLength(before.length);
    expect(await getLead("demo", id)).toMatchObject({ ownerId: sales.id });
  });

  it("moves a lead to spam and back; rescued from spam, it notifies like a new lead", async () => {
    process.env.LEADS_WEBHOOK_URL = "http://127.0.0.1:9/hooks";
    process.env.LEADS_WEBHOOK_SECRET = "whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0";
    try {
      await changeLead("demo", id, { intent: "spam", spam: "yes" }, sales, null);
      expect(await getLead("demo", id)).toMatchObject({ isSpam: true, spamReason: "staff" });
      expect(await getDeliveries("demo", id)).toHaveLength(0);
      await changeLead("demo", id, { intent: "spam", spam: "no" }, sales, null);
      expect(await getLead("demo", id)).toMatchObject({ isSpam: false, spamReason: null });
      expect(await getDeliveries("demo", id)).toEqual([expect.objectContaining({ channel: "webhook", status: "pending" })]);
      expect((await getLeadHistory("demo", id)).slice(0, 2).map((e) => e.action)).toEqual(["not-spam", "spam"]);
    } finally {
      delete process.env.LEADS_WEBHOOK_URL;
      delete process.env.LEADS_WEBHOOK_SECRET;
    }
  });
});

describe("privacy requests", () => {
  it("finds everything about an address, and erases it all with an audit entry that names no one", async () => {
    const email = `privacy-${Date.now()}@dealer.ca`;
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Pia Private", email, company: "Private Motors" }));
    await demo.POST(
      postJson("/api/demo-requests", { fillMs: 5000, name: "Pia Private", email: email.toUpperCase(), company: "Private Motors", message: "Second ask" }),
    );
    await contact.POST(postJson("/api/contact-messages", { fillMs: 5000, name: "Pia Private", email, subject: "Data", message: "What do you keep?" }));
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Someone Else", email: `other-${email}`, company: "Other Motors" }));
    const found = await findPersonalData(email);
    expect([found.demoRequests.length, found.contactMessages.length]).toEqual([2, 1]);
    await changeLead("demo", found.demoRequests[0]!.id, { intent: "note", note: "Asked for their data" }, admin, null);

    expect(await erasePersonalData(email, admin, "203.0.113.50")).toMatchObject({
      demoRequests: 2,
      contactMessages: 1,
      emailsSent: 0,
      crmErasures: 0,
      mentions: [],
    });
    const after = await findPersonalData(email);
    expect([after.demoRequests.length, after.contactMessages.length, after.history.length]).toEqual([0, 0, 0]);
    expect((await findPersonalData(`other-${email}`)).demoRequests).toHaveLength(1);
    const [entry] = await getDb().select().from(auditLog).where(eq(auditLog.action, "erasure"));
    expect(entry).toMatchObject({ actorEmail: admin.email, target: null });
    expect(JSON.parse(entry!.detail!)).toEqual({ demoRequests: 2, contactMessages: 1, meetings: 0, emailsSent: 0, crmErasures: 0, mentions: 0 });
    expect(entry!.detail).not.toContain("privacy-");
  });
});

describe("the CSV export", () => {
  it("yields every lead the filter matches, across batches, each once", async () => {
    const rows: { email: string }[] = [];
    for await (const batch of exportInbox(inboxFilterSchema.parse({ q: "inbox-" }), sales)) rows.push(...(batch as { email: string }[]));
    expect(rows.length).toBeGreaterThanOrEqual(PAGE_SIZE + 6);
    expect(new Set(rows.map((r) => r.email)).size).toBe(rows.length);
    expect(rows.every((r) => r.email.startsWith("inbox-"))).toBe(true);
  });
});

describe("the team", () => {
  const actor = () => ({ id: admin.id, email: admin.email });

  it("adds an account with a one-time password that signs in, and refuses the same address twice", async () => {
    const email = `new-${Date.now()}@torqueanalytics.ca`;
    const password = await addMember(actor(), { email, name: "New Hire", role: "sales" });
    expect(password.length).toBeGreaterThanOrEqual(24);
    expect((await signIn(email, password, { "x-forwarded-for": "198.51.100.30" })).status).toBe(200);
    await expect(addMember(actor(), { email: email.toUpperCase(), name: "Again", role: "sales" })).rejects.toThrow("already has an account");
    await expect(addMember(actor(), { email: "not-an-address", name: "X", role: "sales" })).rejects.toThrow("work e-mail");
  });

  it("locks an account out at once, and unlocks it", async () => {
    const email = `lock-${Date.now()}@torqueanalytics.ca`;
    const password = await addMember(actor(), { email, name: "Lock Me", role: "sales" });
    const user = await findMemberByEmail(email);
    await setLocked(actor(), user.id, true);
    const refused = await signIn(email, password, { "x-forwarded-for": "198.51.100.31" });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("BANNED_USER");
    await setLocked(actor(), user.id, false);
    expect((await signIn(email, password, { "x-forwarded-for": "198.51.100.32" })).status).toBe(200);
  });

  it("changes roles, and never lets an administrator lock, demote or remove themself", async () => {
    const email = `role-${Date.now()}@torqueanalytics.ca`;
    await addMember(actor(), { email, name: "Role Change", role: "sales" });
    const user = await findMemberByEmail(email);
    await setRole(actor(), user.id, "admin");
    expect((await findMemberByEmail(email)).role).toBe("admin");
    await expect(setRole(actor(), admin.id, "sales")).rejects.toThrow("your own account");
    await expect(setLocked(actor(), admin.id, true)).rejects.toThrow("your own account");
    await expect(removeMember(actor(), admin.id)).rejects.toThrow("your own account");
  });

  it("removing someone unassigns their leads and keeps the leads", async () => {
    const email = `leaver-${Date.now()}@torqueanalytics.ca`;
    await addMember(actor(), { email, name: "Leaver", role: "sales" });
    const leaver = await findMemberByEmail(email);
    const leadEmail = `leaver-lead-${Date.now()}@dealer.ca`;
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Owned Lead", email: leadEmail, company: "Owned Motors" }));
    const [{ id }] = (await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.email, leadEmail))) as [{ id: number }];
    await changeLead("demo", id, { intent: "owner", owner: leaver.id }, admin, null);
    await removeMember(actor(), leaver.id);
    expect(await getLead("demo", id)).toMatchObject({ ownerId: null, name: "Owned Lead" });
    const removed = await getDb().select().from(auditLog).where(eq(auditLog.action, "staff-removed"));
    expect(removed.some((r) => r.target === email)).toBe(true);
  });
});
