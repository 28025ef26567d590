// Automatic assignment and response-time reminders, on both engines: leads posted to the real route
// handler, the rule chosen through /staff/actions/assignment as an administrator's browser sends it,
// reminders queued by the outbox worker's sweep on a fixed clock and delivered to a local SMTP server.
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import * as authRoute from "@/app/api/auth/[...all]/route";
import * as demo from "@/app/api/demo-requests/route";
import { getDb } from "@/db";
import { auditLog, demoRequests, leadEvents, leadNotifications, leadRouting, staffUsers } from "@/db/schema";
import { queueReminders } from "@/lib/leads/notifications";
import { processOutbox } from "@/lib/outbox/worker";
import { saveRouting, type RoutingInput } from "@/lib/leads/routing";
import { changeLead, getLeadHistory } from "@/lib/leads/workspace";
import { getAuth } from "@/lib/staff/auth";
import type { Staff } from "@/lib/staff/session";
import { addMember, findMemberByEmail, removeMember, setLocked } from "@/lib/staff/team";
import { BASE, postJson } from "../support/requests";
import { startSmtp } from "../support/smtp";

// The route handlers read the request's headers through next/headers, as inside Next.
const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));
const assignmentRoute = await import("@/app/(staff)/staff/actions/assignment/route");

const password = "maple syrup lantern 2048";
const stamp = Date.now();
let seq = 0;
const actor = { id: "test-admin", email: "test@torqueanalytics.ca" };

async function account(role: "sales" | "admin", language: "en" | "fr" = "en"): Promise<Staff> {
  const email = `routing-${stamp}-${seq++}@torqueanalytics.ca`;
  await addMember({ id: null, email: "test" }, { email, name: `Person ${seq}`, role });
  const user = await findMemberByEmail(email);
  await getDb().update(staffUsers).set({ language }).where(eq(staffUsers.id, user.id));
  return { id: user.id, email, name: user.name, role, twoFactor: false, language, timeZone: "America/Toronto" };
}

const rule = (input: Partial<RoutingInput>) =>
  saveRouting(actor, { rule: "round-robin", fallback: "round-robin", remindAfterHours: 1, escalateAfterHours: 4, territories: [], ...input }, null);

// Posts a demo request; answers the stored row.
async function postLead(fields: Record<string, unknown> = {}) {
  const email = String(fields.email ?? `lead-${stamp}-${seq++}@dealer.ca`);
  const response = await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: `Lead ${seq}`, company: "Dealer Motors", ...fields, email }));
  expect(response.status).toBe(201);
  const [row] = await getDb().select().from(demoRequests).where(eq(demoRequests.email, email));
  return row!;
}

const assignedEvents = (ids: number[]) =>
  getDb()
    .select()
    .from(leadEvents)
    .where(and(eq(leadEvents.leadType, "demo"), inArray(leadEvents.leadId, ids), eq(leadEvents.action, "assigned")));

const countBy = (owners: (string | null)[]) =>
  owners.reduce<Record<string, number>>((counts, o) => ({ ...counts, [String(o)]: (counts[String(o)] ?? 0) + 1 }), {});

describe("automatic assignment", () => {
  let a: Staff;
  let b: Staff;
  let c: Staff;
  let admin: Staff;

  beforeAll(async () => {
    admin = await account("admin");
    [a, b, c] = [await account("sales"), await account("sales"), await account("sales")];
  });

  it("leaves new leads unassigned while the rule is none (the default)", async () => {
    const [settings] = await getDb().select().from(leadRouting);
    expect(settings).toMatchObject({ rule: "none", remindAfterMinutes: 60, escalateAfterMinutes: 240 });
    const lead = await postLead();
    expect(lead.ownerId).toBeNull();
    expect(await assignedEvents([lead.id])).toEqual([]);
  });

  it("round robin gives each lead to the next active sales account in turn, never an administrator", async () => {
    await rule({ rule: "round-robin" });
    const leads = [];
    for (let i = 0; i < 6; i++) leads.push(await postLead());
    const order = [a, b, c].map((s) => s.id).sort();
    // Three accounts, six leads, consecutive turns: each account twice, and no two neighbours alike.
    expect(countBy(leads.map((l) => l.ownerId))).toEqual({ [a.id]: 2, [b.id]: 2, [c.id]: 2 });
    for (let i = 1; i < leads.length; i++) expect(order.indexOf(leads[i]!.ownerId!)).toBe((order.indexOf(leads[i - 1]!.ownerId!) + 1) % 3);
    expect(leads.some((l) => l.ownerId === admin.id)).toBe(false);
  });

  it("writes the assignment in the lead's history, by the site, with the rule that made it", async () => {
    const lead = await postLead();
    const [event] = await getLeadHistory("demo", lead.id);
    expect(event).toMatchObject({ action: "assigned", actorId: null, actorEmail: null });
    expect(JSON.parse(event!.detail!)).toMatchObject({ to: lead.ownerId, rule: "round-robin" });
  });

  it("never assigns spam or a repeated request", async () => {
    const spam = await postLead({ website: "bot" });
    expect(spam.ownerId).toBeNull();
    const email = `repeat-${stamp}@dealer.ca`;
    const first = await postLead({ email });
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: first.name, email, company: "Dealer Motors" }));
    expect(await assignedEvents([first.id])).toHaveLength(1);
  });

  it("skips locked and removed accounts", async () => {
    await setLocked(actor, b.id, true);
    await removeMember(actor, c.id);
    const d = await account("sales");
    const leads = [];
    for (let i = 0; i < 4; i++) leads.push(await postLead());
    expect(countBy(leads.map((l) => l.ownerId))).toEqual({ [a.id]: 2, [d.id]: 2 });
    await setLocked(actor, b.id, false);
    await setLocked(actor, d.id, true);
  });

  it("gives leads stored at once distinct turns, evenly", async () => {
    const leads = await Promise.all(Array.from({ length: 20 }, () => postLead()));
    const events = await assignedEvents(leads.map((l) => l.id));
    expect(events).toHaveLength(20);
    const turns = events.map((e) => (JSON.parse(e.detail!) as { turn: number }).turn);
    expect(new Set(turns).size).toBe(20);
    expect(countBy(leads.map((l) => l.ownerId))).toEqual({ [a.id]: 10, [b.id]: 10 });
  });

  describe("by territory", () => {
    let quebec: Staff;
    let west: Staff;
    let ontario: Staff;

    beforeAll(async () => {
      await setLocked(actor, a.id, true);
      await setLocked(actor, b.id, true);
      [quebec, west, ontario] = [await account("sales"), await account("sales"), await account("sales")];
      await rule({
        rule: "territory",
        territories: [
          { staffId: quebec.id, provinces: ["QC", "NB"], languages: ["fr"] },
          { staffId: west.id, provinces: ["BC", "AB"], languages: ["en"] },
          { staffId: ontario.id, provinces: ["ON"], languages: ["en", "fr"] },
        ],
      });
    });

    it("places a lead by its city landing page before its phone, and by language", async () => {
      const lead = await postLead({
        locale: "fr",
        phone: "416-555-0100",
        attribution: { landingPage: "/fr/tableau-de-bord-publicite-automobile/montreal?utm_source=google" },
      });
      expect(lead.ownerId).toBe(quebec.id);
      const [event] = await assignedEvents([lead.id]);
      expect(JSON.parse(event!.detail!)).toMatchObject({ to: quebec.id, rule: "territory" });
    });

    it("places a lead by its phone's area code", async () => {
      expect((await postLead({ phone: "+1 (604) 555-0142" })).ownerId).toBe(west.id);
      expect((await postLead({ phone: "1-416-555-0199", locale: "fr" })).ownerId).toBe(ontario.id);
      expect((await postLead({ phone: "506.555.0100", locale: "fr" })).ownerId).toBe(quebec.id);
    });

    it("falls back to a round-robin turn when nobody's territory and language match, saying so", async () => {
      // A French lead from British Columbia: the BC account answers in English only.
      const lead = await postLead({ phone: "604-555-0101", locale: "fr" });
      expect([quebec.id, west.id, ontario.id]).toContain(lead.ownerId);
      const [event] = await assignedEvents([lead.id]);
      expect(JSON.parse(event!.detail!)).toMatchObject({ rule: "round-robin", fallback: true });
    });

    it("leaves the lead unassigned when the fallback is none", async () => {
      await rule({ rule: "territory", fallback: "none" });
      const lead = await postLead({ phone: "204-555-0101" });
      expect(lead.ownerId).toBeNull();
      expect(await assignedEvents([lead.id])).toEqual([]);
      // The territories saved before are kept when the form leaves an account out.
      expect((await postLead({ phone: "403-555-0101" })).ownerId).toBe(west.id);
    });
  });
});

describe("POST /staff/actions/assignment", () => {
  async function signedIn(role: "sales" | "admin", language: "en" | "fr") {
    const staff = await account(role, language);
    const context = await getAuth().$context;
    await context.internalAdapter.updatePassword(staff.id, await context.password.hash(password));
    const response = await authRoute.POST(
      new Request(`${BASE}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: BASE, "x-forwarded-for": `198.51.100.${60 + seq}` },
        body: JSON.stringify({ email: staff.email, password }),
      }),
    );
    expect(response.status).toBe(200);
    return {
      staff,
      cookie: response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0]!)
        .join("; "),
    };
  }

  function post(cookie: string, fields: [string, string][]) {
    const body = new FormData();
    for (const [key, value] of fields) body.append(key, value);
    const request = new Request(`${BASE}/staff/actions/assignment`, {
      method: "POST",
      headers: { origin: BASE, cookie, "x-forwarded-for": "198.51.100.9" },
      body,
    });
    current.headers = new Headers(request.headers);
    return assignmentRoute.POST(request);
  }

  it("is for administrators only", async () => {
    const { cookie } = await signedIn("sales", "en");
    expect((await post(cookie, [["rule", "round-robin"]])).status).toBe(403);
  });

  it("explains each refused field in the administrator's language", async () => {
    const { cookie } = await signedIn("admin", "fr");
    const seller = await account("sales");
    const fieldsOf = async (response: Response) => {
      expect(response.status).toBe(400);
      return ((await response.json()) as { fields: Record<string, string> }).fields;
    };
    const form = (rule: string, remind: string, escalate: string, languages: string[]): [string, string][] => [
      ["rule", rule],
      ["fallback", "round-robin"],
      ["remindAfterHours", remind],
      ["escalateAfterHours", escalate],
      ["staff", seller.id],
      [`provinces:${seller.id}`, "ON"],
      ...languages.map((l): [string, string] => [`languages:${seller.id}`, l]),
    ];
    expect(await fieldsOf(await post(cookie, form("lottery", "1", "0", [])))).toEqual({
      rule: "Choisissez une règle dans la liste",
      escalateAfterHours: "Indiquez un nombre d'heures entre 0,25 et 80, par quarts d'heure",
      [`languages:${seller.id}`]: "Choisissez au moins une langue",
    });
    expect(await fieldsOf(await post(cookie, form("territory", "2", "1", ["fr"])))).toEqual({
      escalateAfterHours: "Alertez les administrateurs plus tard que le responsable",
    });
    expect((await getDb().select().from(leadRouting))[0]?.rule).not.toBe("lottery");
  });

  it("saves the rule, thresholds and territories, and records them in the audit log", async () => {
    const { cookie, staff } = await signedIn("admin", "en");
    const seller = await account("sales");
    const response = await post(cookie, [
      ["rule", "round-robin"],
      ["fallback", "none"],
      ["remindAfterHours", "1.5"],
      ["escalateAfterHours", "6"],
      ["staff", seller.id],
      [`provinces:${seller.id}`, "ON"],
      [`provinces:${seller.id}`, "QC"],
      [`languages:${seller.id}`, "fr"],
    ]);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ saved: "Saved: Round robin among active sales accounts" });
    const [settings] = await getDb().select().from(leadRouting);
    expect(settings).toMatchObject({ rule: "round-robin", fallback: "none", remindAfterMinutes: 90, escalateAfterMinutes: 360, updatedBy: staff.email });
    const audits = await getDb().select().from(auditLog).where(eq(auditLog.action, "assignment-rule"));
    const last = audits.at(-1)!;
    expect(last).toMatchObject({ actorId: staff.id, actorEmail: staff.email });
    expect(JSON.parse(last.detail!)).toMatchObject({
      to: { rule: "round-robin", fallback: "none", remindAfterMinutes: 90, escalateAfterMinutes: 360 },
      territories: { [seller.email]: "ON,QC fr" },
    });
  });
});

describe("response-time reminders", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  // The e-mails to an address about a lead: one outbox run may also send the lead's own notice, in
  // either order, so a reminder is looked for among them.
  const about = (to: string, id: number) => smtp.received.filter((m) => m.to.includes(to) && m.text.includes(`demo/${id}`));
  let owner: Staff;
  let admins: Staff[];
  // Monday 23 November 2026, 16:30 in Toronto: half an hour before closing.
  const arrival = Date.parse("2026-11-23T21:30:00Z");
  const at = (iso: string) => Date.parse(iso);
  const leadRows = (ids: number[]) =>
    getDb()
      .select()
      .from(leadNotifications)
      .where(
        and(
          eq(leadNotifications.leadType, "demo"),
          inArray(leadNotifications.leadId, ids),
          inArray(leadNotifications.event, ["lead.reminder", "lead.escalated"]),
        ),
      );

  beforeAll(async () => {
    smtp = await startSmtp();
    process.env.SMTP_URL = smtp.url;
    process.env.LEADS_NOTIFY_TO = "sales@torqueanalytics.ca";
    process.env.TEAM_TIME_ZONE = "America/Toronto";
    process.env.BUSINESS_PROVINCE = "none";
    await rule({ rule: "none" });
    owner = await account("sales", "fr");
    const locked = await account("admin");
    await setLocked(actor, locked.id, true);
    admins = (await getDb().select().from(staffUsers).where(eq(staffUsers.role, "admin")))
      .filter((u) => !u.banned)
      .map((u) => ({ ...u, role: "admin", twoFactor: false, timeZone: "America/Toronto" }) as Staff);
  });

  afterAll(async () => {
    delete process.env.SMTP_URL;
    delete process.env.LEADS_NOTIFY_TO;
    delete process.env.TEAM_TIME_ZONE;
    delete process.env.BUSINESS_PROVINCE;
    await smtp.close();
  });

  // Three leads that arrived at `arrival`: one owned (French-speaking owner), one unassigned, one
  // already answered with a note.
  async function waitingLeads() {
    const [owned, unassigned, answered] = [await postLead(), await postLead(), await postLead()];
    for (const lead of [owned, unassigned, answered])
      await getDb()
        .update(demoRequests)
        .set({ createdAt: new Date(arrival).toISOString() })
        .where(eq(demoRequests.id, lead.id));
    await getDb().update(demoRequests).set({ ownerId: owner.id }).where(eq(demoRequests.id, owned.id));
    await changeLead("demo", answered.id, { intent: "note", note: "Called them" }, owner, null);
    return { owned, unassigned, answered, ids: [owned.id, unassigned.id, answered.id] };
  }

  it("reminds once the first threshold of business hours has passed, not before, and never for an answered lead", async () => {
    await rule({ rule: "none", remindAfterHours: 1, escalateAfterHours: 4 });
    const { owned, unassigned, ids } = await waitingLeads();
    // Closing time Monday: 30 business minutes. Tuesday 9:29: 59 (though 17 hours have passed).
    await queueReminders(at("2026-11-23T22:00:00Z"));
    await queueReminders(at("2026-11-24T14:29:00Z"));
    expect(await leadRows(ids)).toEqual([]);
    // Tuesday 9:31: past the hour; a second sweep (or instance) queues nothing more.
    await queueReminders(at("2026-11-24T14:31:00Z"));
    await queueReminders(at("2026-11-24T14:32:00Z"));
    const rows = await leadRows(ids);
    expect(rows.map((r) => [r.leadId, r.event, r.channel, r.recipientId]).sort()).toEqual(
      [
        [owned.id, "lead.reminder", "email", owner.id],
        [unassigned.id, "lead.reminder", "email", null],
      ].sort(),
    );

    await processOutbox(at("2026-11-24T14:32:00Z"));
    // The owner's in French (their workspace language); the unassigned lead's to the team, in English.
    const toOwner = about(owner.email, owned.id).find((m) => m.subject.startsWith("En attente d'une première réponse"));
    expect(toOwner?.text).toContain("après 1 heure d'ouverture");
    const toTeam = about("sales@torqueanalytics.ca", unassigned.id).find((m) => m.subject.startsWith("Waiting for a first response"));
    expect(toTeam?.subject).toMatch(/^Waiting for a first response: demo request from “Lead \d+” \(“Dealer Motors”\)$/);
    expect(toTeam?.text).toContain("no first response after 1 business hour");
  });

  it("alerts every active administrator past the second threshold, once each", async () => {
    await rule({ rule: "none", remindAfterHours: 1, escalateAfterHours: 4 });
    const { owned, ids } = await waitingLeads();
    // Four business hours: 30 minutes Monday, 3.5 hours Tuesday, so 12:30 Tuesday.
    await queueReminders(at("2026-11-24T17:29:00Z"));
    expect((await leadRows(ids)).filter((r) => r.event === "lead.escalated")).toEqual([]);
    await queueReminders(at("2026-11-24T17:31:00Z"));
    await queueReminders(at("2026-11-24T17:40:00Z"));
    const escalated = (await leadRows([owned.id])).filter((r) => r.event === "lead.escalated");
    expect(escalated.map((r) => r.recipientId).sort()).toEqual(admins.map((a) => a.id).sort());
    await processOutbox(at("2026-11-24T17:40:00Z"));
    for (const admin of admins) {
      const mail = about(admin.email, owned.id).find((m) => /^(Toujours sans réponse|Still unanswered)/.test(m.subject));
      expect(mail?.subject, admin.email).toMatch(admin.language === "fr" ? /^Toujours sans réponse/ : /^Still unanswered: demo request from/);
      expect(mail?.text).toContain(owner.name);
    }
  });

  it("sends the new-lead e-mail to the assigned owner, in their language", async () => {
    await rule({ rule: "round-robin" });
    const before = smtp.received.length;
    const lead = await postLead({ name: "Amélie Gagnon" });
    const [assignee] = await getDb().select().from(staffUsers).where(eq(staffUsers.id, lead.ownerId!));
    await processOutbox();
    const mail = smtp.received.slice(before).find((m) => m.text.includes(`demo/${lead.id}`))!;
    expect(mail.to).toContain(assignee!.email);
    expect(mail.to).not.toContain("sales@torqueanalytics.ca");
    expect(mail.subject).toBe(
      assignee!.language === "fr"
        ? "Nouvelle demande de démo\u00a0: «\u00a0Amélie Gagnon\u00a0» («\u00a0Dealer Motors\u00a0»)"
        : "New demo request: “Amélie Gagnon” (“Dealer Motors”)",
    );
    expect(mail.text).toContain("| name: Amélie Gagnon");
  });
});
