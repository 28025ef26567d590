import "server-only";
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { staffUsers } from "@/db/schema";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";
import type { StaffRole } from "@/lib/staff/session";
import { isEmailAddress } from "@/lib/validations/fields";

// Staff accounts, for administrators (the team page) and `npm run staff`. Every change is audited.

type Actor = { id: string | null; email: string | null };

export class TeamError extends Error {}

// 20 random bytes: 27 URL-safe characters, far past any guessing; shown once, stored only hashed.
const newPassword = () => randomBytes(20).toString("base64url");

export async function listTeam() {
  return getDb()
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role, banned: staffUsers.banned, twoFactor: staffUsers.twoFactorEnabled, createdAt: staffUsers.createdAt })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name));
}

async function member(id: string) {
  const [user] = await getDb().select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!user) throw new TeamError("That account no longer exists");
  return user;
}

export async function findMemberByEmail(email: string) {
  const [user] = await getDb().select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase())).limit(1);
  if (!user) throw new TeamError(`No staff account for ${email}`);
  return user;
}

// Returns the new account's one-time password.
export async function addMember(actor: Actor, input: { email: string; name: string; role: StaffRole }, ip: string | null = null): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new TeamError("Enter the person's work e-mail address");
  const [taken] = await getDb().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (taken) throw new TeamError(`${email} already has an account`);
  const password = newPassword();
  // The plugin's types know only its own role names; the role is stored as text either way.
  await getAuth().api.createUser({ body: { email, password, name: input.name.trim() || email.split("@")[0]!, role: input.role as "admin" } });
  await recordAudit({ actor, action: "staff-added", target: email, detail: { role: input.role }, ip });
  return password;
}

export async function resetPassword(actor: Actor, id: string, ip: string | null = null): Promise<string> {
  const user = await member(id);
  const ctx = await getAuth().$context;
  const password = newPassword();
  await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password));
  await ctx.internalAdapter.deleteUserSessions(user.id);
  await recordAudit({ actor, action: "password-reset", target: user.email, ip });
  return password;
}

// An administrator cannot lock out, demote or remove their own account: there is always one admin.
function notSelf(actor: Actor, id: string) {
  if (actor.id === id) throw new TeamError("You cannot change your own account here");
}

export async function setRole(actor: Actor, id: string, role: StaffRole, ip: string | null = null) {
  notSelf(actor, id);
  const user = await member(id);
  await getDb().update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, id));
  await recordAudit({ actor, action: "staff-role", target: user.email, detail: { from: user.role, to: role }, ip });
}

// A locked account cannot sign in, and its sessions end at once.
export async function setLocked(actor: Actor, id: string, locked: boolean, ip: string | null = null) {
  notSelf(actor, id);
  const user = await member(id);
  await getDb().update(staffUsers).set({ banned: locked, banReason: locked ? "Locked by an administrator" : null, updatedAt: new Date() }).where(eq(staffUsers.id, id));
  if (locked) await (await getAuth().$context).internalAdapter.deleteUserSessions(id);
  await recordAudit({ actor, action: locked ? "staff-locked" : "staff-unlocked", target: user.email, ip });
}

// Their leads become unassigned (owner_id is set null by the database); the audit log keeps their name.
export async function removeMember(actor: Actor, id: string, ip: string | null = null) {
  notSelf(actor, id);
  const user = await member(id);
  await getDb().delete(staffUsers).where(eq(staffUsers.id, id));
  await recordAudit({ actor, action: "staff-removed", target: user.email, ip });
}
