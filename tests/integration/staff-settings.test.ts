// Each staff account's language and time zone, on both engines: chosen on /staff/account (its route
// handler called as the browser calls it), then followed by the session, the lead changes' answers,
// the team's errors, the CSV's header row and the password checker.
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import * as demo from "@/app/api/demo-requests/route";
import { getDb } from "@/db";
import { auditLog, demoRequests, staffUsers } from "@/db/schema";
import { passwordProblem } from "@/lib/staff/passwords";
import { staffFromHeaders } from "@/lib/staff/session";
import { BASE, postJson } from "../support/requests";
import { signedInStaff as signedIn } from "../support/staff";

// The route handlers read the request's headers through next/headers, as inside Next.
const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const settingsRoute = await import("@/app/(staff)/staff/actions/settings/route");
const leadChangeRoute = await import("@/app/(staff)/staff/actions/lead/route");
const teamChangeRoute = await import("@/app/(staff)/staff/actions/team/route");
const exportRoute = await import("@/app/(staff)/staff/downloads/leads/route");

// A request from the workspace's own pages, its headers also the ones next/headers answers.
function post(path: string, cookie: string, fields: Record<string, string>): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`${BASE}${path}`, { method: "POST", headers: { origin: BASE, cookie, "x-forwarded-for": "198.51.100.9" }, body });
  current.headers = new Headers(request.headers);
  return request;
}

function get(path: string, cookie: string): Request {
  const request = new Request(`${BASE}${path}`, { headers: { cookie } });
  current.headers = new Headers(request.headers);
  return request;
}

beforeAll(() => {
  process.env.ALLOWED_ORIGINS = BASE;
});

afterEach(() => {
  delete process.env.TEAM_TIME_ZONE;
});

describe("a staff account's language and time zone", () => {
  it("starts in English in the team's time zone (TEAM_TIME_ZONE, else Toronto)", async () => {
    const { cookie } = await signedIn();
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ language: "en", timeZone: "America/Toronto" });
    process.env.TEAM_TIME_ZONE = "America/Vancouver";
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ language: "en", timeZone: "America/Vancouver" });
  });

  it("switches to French and another zone, answers in French, and records the change", async () => {
    const { cookie, email, id } = await signedIn();
    const response = await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "fr", timeZone: "America/Halifax" }));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { saved: string }).saved).toBe(
      "Enregistré. L'espace de travail est en français et affiche les heures selon ce fuseau horaire\u00a0: heure de l'Atlantique (America/Halifax).",
    );
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ language: "fr", timeZone: "America/Halifax" });
    const [stored] = await getDb().select({ language: staffUsers.language, timeZone: staffUsers.timeZone }).from(staffUsers).where(eq(staffUsers.id, id));
    expect(stored).toEqual({ language: "fr", timeZone: "America/Halifax" });
    const audit = await getDb().select().from(auditLog).where(eq(auditLog.actorEmail, email));
    expect(audit.filter((a) => a.action === "staff-settings").map((a) => JSON.parse(a.detail!))).toEqual([{ language: "fr", timeZone: "America/Halifax" }]);

    // Back to the team's zone: stored as none, so a later TEAM_TIME_ZONE applies.
    await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "fr", timeZone: "" }));
    process.env.TEAM_TIME_ZONE = "America/Winnipeg";
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ language: "fr", timeZone: "America/Winnipeg" });
  });

  it("refuses a zone or language it does not know, in the account's language", async () => {
    const { cookie } = await signedIn();
    const wrongZone = await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "en", timeZone: "Mars/Olympus" }));
    expect(wrongZone.status).toBe(400);
    expect(await wrongZone.json()).toEqual({ error: "Choose a time zone from the list" });
    await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "fr", timeZone: "" }));
    const wrongLanguage = await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "de", timeZone: "" }));
    expect(await wrongLanguage.json()).toEqual({ error: "Choisissez l'anglais ou le français" });
  });

  it("refuses a settings change posted from another site", async () => {
    const { cookie } = await signedIn();
    const request = post("/staff/actions/settings", cookie, { language: "fr", timeZone: "" });
    const foreign = new Request(request, { headers: { origin: "https://evil.example", cookie } });
    expect((await settingsRoute.POST(foreign)).status).toBe(403);
    expect(await staffFromHeaders(new Headers({ cookie }))).toMatchObject({ language: "en" });
  });
});

describe("the workspace's answers follow the account's language", () => {
  let leadId: number;

  beforeAll(async () => {
    const email = `french-${Date.now()}@dealer.ca`;
    await demo.POST(postJson("/api/demo-requests", { fillMs: 5000, name: "Élise Lavoie", email, company: "Lavoie Automobiles" }));
    [{ id: leadId }] = (await getDb().select({ id: demoRequests.id }).from(demoRequests).where(eq(demoRequests.email, email))) as [{ id: number }];
  });

  it("words a lead change's outcome and errors in French for a French account", async () => {
    const { cookie } = await signedIn();
    await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "fr", timeZone: "" }));
    const saved = await leadChangeRoute.POST(post("/staff/actions/lead", cookie, { kind: "demo", id: String(leadId), intent: "status", status: "contacted" }));
    expect(await saved.json()).toEqual({ saved: "Statut enregistré" });
    const empty = await leadChangeRoute.POST(post("/staff/actions/lead", cookie, { kind: "demo", id: String(leadId), intent: "note", note: "  " }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: "Écrivez d'abord une note" });
    const long = await leadChangeRoute.POST(post("/staff/actions/lead", cookie, { kind: "demo", id: String(leadId), intent: "note", note: "x".repeat(5001) }));
    expect(await long.json()).toEqual({ error: "Au plus 5\u00a0000 caractères" });
    const missing = await leadChangeRoute.POST(post("/staff/actions/lead", cookie, { kind: "demo", id: "999999", intent: "status", status: "won" }));
    expect(await missing.json()).toEqual({ error: "Cette demande n'existe plus" });
  });

  it("keeps English for an English account", async () => {
    const { cookie } = await signedIn();
    const saved = await leadChangeRoute.POST(post("/staff/actions/lead", cookie, { kind: "demo", id: String(leadId), intent: "note", note: "Called back." }));
    expect(await saved.json()).toEqual({ saved: "Note added" });
    const long = await leadChangeRoute.POST(post("/staff/actions/lead", cookie, { kind: "demo", id: String(leadId), intent: "note", note: "x".repeat(5001) }));
    expect(await long.json()).toEqual({ error: "At most 5,000 characters" });
  });

  it("words the team page's answers in the administrator's language", async () => {
    const { cookie, email } = await signedIn("admin");
    await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "fr", timeZone: "" }));
    const taken = await teamChangeRoute.POST(post("/staff/actions/team", cookie, { intent: "add", email, name: "Moi", role: "sales" }));
    expect(await taken.json()).toEqual({ error: `${email} a déjà un compte` });
    const hire = `embauche-${Date.now()}@torqueanalytics.ca`;
    const added = (await (
      await teamChangeRoute.POST(post("/staff/actions/team", cookie, { intent: "add", email: hire, name: "Nouvelle Recrue", role: "sales" }))
    ).json()) as { saved: string; password: string };
    expect(added.saved).toBe(`${hire} ajouté avec le rôle ventes. Donnez-lui ce mot de passe\u00a0; il ne sera plus affiché\u00a0:`);
    expect(added.password.length).toBeGreaterThan(20);
  });

  it("writes the CSV's header row in the account's language", async () => {
    const { cookie } = await signedIn();
    const english = await exportRoute.GET(get(`/staff/downloads/leads?q=${encodeURIComponent("Lavoie")}`, cookie));
    expect(english.headers.get("content-disposition")).toMatch(/filename="torque-leads-\d{4}-\d{2}-\d{2}\.csv"/);
    expect((await english.text()).split("\r\n")[0]).toMatch(/^"kind","id","created_at","status","owner","name","email","company","phone",/);

    await settingsRoute.POST(post("/staff/actions/settings", cookie, { language: "fr", timeZone: "" }));
    const french = await exportRoute.GET(get(`/staff/downloads/leads?q=${encodeURIComponent("Lavoie")}`, cookie));
    expect(french.headers.get("content-disposition")).toMatch(/filename="torque-demandes-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, row] = (await french.text()).split("\r\n");
    expect(header).toMatch(/^"type","id","recue_le","statut","responsable","nom","courriel","entreprise","telephone",/);
    expect(row).toContain('"Élise Lavoie"');
  });

  // The first check loads zxcvbn's lists in a worker of its own (lib/staff/passwords.ts): seconds on a busy machine.
  it("explains a weak password in the account's language", { timeout: 30_000 }, async () => {
    expect(await passwordProblem("short", [], "fr")).toBe("Utilisez au moins 12 caractères.");
    expect(await passwordProblem("password1234", [], "fr")).toMatch(/^Ce mot de passe est trop facile à deviner/);
    expect(await passwordProblem("password1234", [], "en")).toMatch(/^This password is too easy to guess/);
    expect(await passwordProblem("quiet harbour lantern 1987", [], "fr")).toBeNull();
  });
});
