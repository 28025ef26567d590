// The wrapper every workspace form posts through (staffAction, lib/staff/action.ts), on both engines:
// the refusals before the handler runs, the form's refusals in the account's language, and a
// domain's error answered once for every action.
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import * as z from "zod/mini";
import { getDb } from "@/db";
import { auditLog } from "@/db/schema";
import { staffAction } from "@/lib/staff/action";
import { staffFromHeaders } from "@/lib/staff/session";
import { TeamError } from "@/lib/staff/team";
import { BASE } from "../support/requests";
import { signedInStaff } from "../support/staff";

// The handlers read the request's headers through next/headers, as inside Next.
const current = vi.hoisted(() => ({ headers: new Headers() }));
vi.mock("next/headers", () => ({ headers: async () => current.headers }));

const teamRoute = await import("@/app/(staff)/staff/actions/team/route");
const signOutRoute = await import("@/app/(staff)/staff/sign-out/route");

const signedIn = async (role: "sales" | "admin", language: "en" | "fr") => (await signedInStaff(role, language)).cookie;

function post(cookie: string | null, fields: Record<string, string>, origin = BASE): Request {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request(`${BASE}/staff/test`, { method: "POST", headers: { origin, ...(cookie ? { cookie } : {}) }, body });
  current.headers = new Headers(request.headers);
  return request;
}

// An administrators' action with two fields, answered field by field, whose handler refuses one name.
const handled = vi.fn();
const adminAction = staffAction(
  {
    role: "admin",
    schema: z.object({ name: z.string().check(z.trim(), z.minLength(1, "enterName")), email: z.string().check(z.email("workEmail")) }),
    fieldName: (path) => String(path[0]),
  },
  async ({ name }, { staff }) => {
    handled(name);
    if (name === "Taken") throw new TeamError("taken", { email: staff.email });
    return { saved: name };
  },
);

describe("staffAction", () => {
  it("refuses a sales account on an administrators' action as before: 403, in its language, without running the handler", async () => {
    handled.mockClear();
    const english = await adminAction(post(await signedIn("sales", "en"), { name: "Ada", email: "ada@torqueanalytics.ca" }));
    expect(english.status).toBe(403);
    expect(await english.json()).toEqual({ error: "Administrators only" });
    const french = await teamRoute.POST(post(await signedIn("sales", "fr"), { intent: "remove", id: "someone" }));
    expect(french.status).toBe(403);
    expect(await french.json()).toEqual({ error: "Réservé aux administrateurs" });
    expect(handled).not.toHaveBeenCalled();
  });

  it("answers a malformed form with each field's error in the account's language", async () => {
    const cookie = await signedIn("admin", "fr");
    const response = await adminAction(post(cookie, { name: "  ", email: "not an address" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Vérifiez le formulaire",
      fields: { name: "Entrez le nom de la personne", email: "Entrez l'adresse courriel professionnelle de la personne" },
    });
    // Without fieldName, the first refusal is the answer; a form's own words come from the catalogue.
    const unknown = await teamRoute.POST(post(cookie, { intent: "promote" }));
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: "Modification inconnue" });
  });

  it("answers no session with the sign-in answer, and another site's post with 403, before reading the form", async () => {
    handled.mockClear();
    const signedOut = await adminAction(post(null, { name: "Ada", email: "ada@torqueanalytics.ca" }));
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: "Your session has ended: sign in again" });
    const foreign = await adminAction(post(await signedIn("admin", "en"), { name: "Ada", email: "ada@torqueanalytics.ca" }, "https://landing.example"));
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: "Cross-origin request refused" });
    expect(handled).not.toHaveBeenCalled();
  });

  it("runs the handler with the parsed form and words a domain's error in the account's language", async () => {
    const cookie = await signedIn("admin", "fr");
    const saved = await adminAction(post(cookie, { name: " Ada ", email: "ada@torqueanalytics.ca" }));
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ saved: "Ada" });
    const taken = await adminAction(post(cookie, { name: "Taken", email: "ada@torqueanalytics.ca" }));
    expect(taken.status).toBe(400);
    expect(((await taken.json()) as { error: string }).error).toMatch(/ a déjà un compte$/);
  });
});

describe("POST /staff/sign-out", () => {
  const expectSignInRedirect = (response: Response) => {
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/staff/sign-in");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  };

  it("ends the session, clears its cookie and records the sign-out, for an administrator still without two-factor too", async () => {
    vi.stubEnv("STAFF_REQUIRE_2FA", "1");
    const { cookie, email } = await signedInStaff("admin", "fr");
    const response = await signOutRoute.POST(post(cookie, {}));
    vi.unstubAllEnvs();
    expectSignInRedirect(response);
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token=;") && /max-age=0/i.test(c))).toBe(true);
    expect(await staffFromHeaders(new Headers({ cookie }))).toBeNull();
    expect((await getDb().select().from(auditLog).where(eq(auditLog.actorEmail, email))).map((a) => a.action)).toContain("sign-out");
  });

  it("sends a visitor whose session has already ended to sign-in too", async () => {
    expectSignInRedirect(await signOutRoute.POST(post(null, {})));
  });

  it("refuses another site's post and keeps the session", async () => {
    const { cookie } = await signedInStaff("sales", "en");
    const response = await signOutRoute.POST(post(cookie, {}, "https://landing.example"));
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await staffFromHeaders(new Headers({ cookie }))).not.toBeNull();
  });
});
