"use server";

import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { erasePersonalData } from "@/lib/leads/privacy";
import { changeLead, LEAD_KINDS, leadChangeSchema, LeadChangeError, type LeadKind } from "@/lib/leads/workspace";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";
import { addMember, removeMember, resetPassword, setLocked, setRole, TeamError } from "@/lib/staff/team";
import { currentStaff, requestIp, requireStaff } from "@/lib/staff/session";

// Server actions of the staff workspace. Next checks that each call comes from the site's own pages
// (Origin against Host); every action checks the session and role itself.

export async function signOut(): Promise<void> {
  const staff = await currentStaff();
  await getAuth().api.signOut({ headers: await headers() });
  if (staff) await recordAudit({ actor: { id: staff.id, email: staff.email }, action: "sign-out", ip: await requestIp() });
  redirect("/staff/sign-in");
}

export interface LeadActionState {
  error?: string;
  saved?: string;
}

// POST from the lead page: one change (status, owner, note or spam) to one lead.
export async function updateLead(_state: LeadActionState, form: FormData): Promise<LeadActionState> {
  const kind = String(form.get("kind"));
  const id = Number(form.get("id"));
  const staff = await requireStaff({ returnTo: `/staff/leads/${kind}/${id}` });
  if (!LEAD_KINDS.includes(kind as LeadKind) || !Number.isInteger(id) || id < 1) return { error: "No such lead" };
  const parsed = leadChangeSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? "Check the form" };
  try {
    const found = await changeLead(kind as LeadKind, id, parsed.data, staff, await requestIp());
    if (!found) return { error: "This lead no longer exists" };
  } catch (error) {
    if (error instanceof LeadChangeError) return { error: error.message };
    throw error;
  }
  return { saved: { status: "Status saved", owner: "Owner saved", note: "Note added", spam: "Saved" }[parsed.data.intent] };
}

// POST from the privacy page: erase everything stored about one address. The administrator types
// the address a second time to confirm.
export async function eraseByEmail(_state: LeadActionState, form: FormData): Promise<LeadActionState> {
  const staff = await requireStaff({ role: "admin", returnTo: "/staff/privacy" });
  const email = String(form.get("email") ?? "").trim();
  if (!email || email.toLowerCase() !== String(form.get("confirm") ?? "").trim().toLowerCase()) return { error: "Type the address again to confirm the erasure" };
  const erased = await erasePersonalData(email, staff, await requestIp());
  return { saved: `Erased ${erased.demoRequests} demo request(s) and ${erased.contactMessages} contact message(s), with their history.` };
}

export interface TeamActionState {
  error?: string;
  saved?: string;
  // A new account's one-time password, shown once to the administrator who made it.
  password?: string;
}

// POST from the team page (administrators): add, change role, lock or unlock, reset, remove.
export async function changeTeam(_state: TeamActionState, form: FormData): Promise<TeamActionState> {
  const admin = await requireStaff({ role: "admin", returnTo: "/staff/team" });
  const actor = { id: admin.id, email: admin.email };
  const ip = await requestIp();
  const id = String(form.get("id") ?? "");
  const role = form.get("role") === "admin" ? "admin" : "sales";
  try {
    switch (form.get("intent")) {
      case "add": {
        const email = String(form.get("email") ?? "");
        const password = await addMember(actor, { email, name: String(form.get("name") ?? ""), role }, ip);
        return { saved: `Added ${email.trim().toLowerCase()} as ${role}. Give them this password; it is not shown again:`, password };
      }
      case "role":
        await setRole(actor, id, role, ip);
        return { saved: `Role set to ${role}` };
      case "lock":
        await setLocked(actor, id, form.get("locked") === "yes", ip);
        return { saved: form.get("locked") === "yes" ? "Locked; their sessions ended" : "Unlocked" };
      case "reset":
        return { saved: "New password (shown once); their sessions ended:", password: await resetPassword(actor, id, ip) };
      case "remove":
        await removeMember(actor, id, ip);
        return { saved: "Removed; their leads are unassigned" };
      default:
        return { error: "Unknown change" };
    }
  } catch (error) {
    if (error instanceof TeamError) return { error: error.message };
    throw error;
  }
}
