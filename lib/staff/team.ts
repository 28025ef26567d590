import "server-only";
import { randomBytes } from "node:crypto";
import { and, asc, eq, ne, or, isNull, sql } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import { dialect } from "@/db/dialect";
import { staffTwoFactors, staffUsers } from "@/db/schema";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";
import { errorText, StaffError, staffTranslator } from "@/lib/staff/messages";
import type { StaffRole } from "@/lib/staff/session";
import { isEmailAddress } from "@/lib/validations/fields";

// Staff accounts, for administrators (the team page) and `npm run staff`: the only ways to add,
// rename, promote, lock or remove one. Every change is audited with the real actor, and the team
// always keeps at least one unlocked administrator.

type Actor = { id: string | null; email: string | null };

// A refusal, by a key of the staff catalogue's "errors" (the team page words it in the
// administrator's language; `npm run staff` prints the English), or a plain message.
export class TeamError extends StaffError {
  constructor(keyOrMessage: string, values: Record<string, string> = {}) {
    super(keyOrMessage, values, 400, errorText(staffTranslator("en"), keyOrMessage, values));
  }
}

// 20 random bytes: 27 URL-safe characters, far past any guessing; shown once, stored only hashed.
const newPassword = () => randomBytes(20).toString("base64url");

const cleanName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 80);

// Two-factor counts as on only with a verified second-factor record (as lib/staff/session.ts reads it).
export async function listTeam() {
  const rows = await getDb()
    .select({
      id: staffUsers.id,
      name: staffUsers.name,
      email: staffUsers.email,
      role: staffUsers.role,
      banned: staffUsers.banned,
      createdAt: staffUsers.createdAt,
      verified: staffTwoFactors.verified,
    })
    .from(staffUsers)
    .leftJoin(staffTwoFactors, eq(staffTwoFactors.userId, staffUsers.id))
    .orderBy(asc(staffUsers.name));
  return rows.map(({ verified, ...row }) => ({ ...row, twoFactor: verified === true }));
}

async function member(id: string, db: Db = getDb()) {
  const [user] = await db.select().from(staffUsers).where(eq(staffUsers.id, id)).limit(1);
  if (!user) throw new TeamError("accountGone");
  return user;
}

export async function findMemberByEmail(email: string) {
  const [user] = await getDb().select().from(staffUsers).where(eq(staffUsers.email, email.trim().toLowerCase())).limit(1);
  if (!user) throw new TeamError("noAccount", { email });
  return user;
}

// Returns the new account's one-time password.
export async function addMember(actor: Actor, input: { email: string; name: string; role: StaffRole }, ip: string | null = null): Promise<string> {
  const email = input.email.trim().toLowerCase();
  if (!isEmailAddress(email)) throw new TeamError("workEmail");
  const [taken] = await getDb().select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  if (taken) throw new TeamError("taken", { email });
  const password = newPassword();
  const context = await getAuth().$context;
  const user = await context.internalAdapter.createUser(
    { email, name: cleanName(input.name) || email.split("@")[0]!, emailVerified: true, role: input.role, banned: false },
    { method: "admin" },
  );
  await context.internalAdapter.linkAccount({ userId: user.id, providerId: "credential", accountId: user.id, password: await context.password.hash(password) });
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

// Names are set by administrators (and shown with the e-mail in lead histories), never by the
// account itself.
export async function renameMember(actor: Actor, id: string, name: string, ip: string | null = null) {
  const clean = cleanName(name);
  if (!clean) throw new TeamError("enterName");
  const user = await member(id);
  if (user.name === clean) return;
  await getDb().update(staffUsers).set({ name: clean, updatedAt: new Date() }).where(eq(staffUsers.id, id));
  await recordAudit({ actor, action: "staff-renamed", target: user.email, detail: { from: user.name, to: clean }, ip });
}

// An administrator cannot lock out, demote or remove their own account here.
function notSelf(actor: Actor, id: string) {
  if (actor.id === id) throw new TeamError("notYourself");
}

// Runs a change to the team that could leave it without an unlocked administrator, and refuses it
// if it would (a team that has none yet, before its first, is left as it is). Concurrent changes (two
// administrators demoting each other at once) take turns, so the second sees the first's result.
async function keepingAnAdmin(change: (tx: Db) => Promise<void>): Promise<void> {
  await transaction(async (tx) => {
    await dialect.takeTurns(tx, 7474011);
    const admins = async () => {
      const [row] = await tx
        .select({ count: sql<number>`count(*)` })
        .from(staffUsers)
        .where(and(eq(staffUsers.role, "admin"), or(isNull(staffUsers.banned), ne(staffUsers.banned, true))));
      return Number(row?.count ?? 0);
    };
    const before = await admins();
    await change(tx);
    if (before > 0 && (await admins()) === 0) throw new TeamError("keepAdmin");
  });
}

export async function setRole(actor: Actor, id: string, role: StaffRole, ip: string | null = null) {
  notSelf(actor, id);
  await keepingAnAdmin(async (tx) => {
    const user = await member(id, tx);
    if (user.role === role) return;
    await tx.update(staffUsers).set({ role, updatedAt: new Date() }).where(eq(staffUsers.id, id));
    await recordAudit({ actor, action: "staff-role", target: user.email, detail: { from: user.role, to: role }, ip }, tx);
  });
}

// A locked account cannot sign in, and its sessions end at once.
export async function setLocked(actor: Actor, id: string, locked: boolean, ip: string | null = null) {
  notSelf(actor, id);
  await keepingAnAdmin(async (tx) => {
    const user = await member(id, tx);
    await tx
      .update(staffUsers)
      .set({ banned: locked, banReason: locked ? "Locked by an administrator" : null, updatedAt: new Date() })
      .where(eq(staffUsers.id, id));
    await recordAudit({ actor, action: locked ? "staff-locked" : "staff-unlocked", target: user.email, ip }, tx);
  });
  if (locked) await (await getAuth().$context).internalAdapter.deleteUserSessions(id);
}

// Their leads become unassigned (owner_id is set null by the database); the audit log keeps their name.
export async function removeMember(actor: Actor, id: string, ip: string | null = null) {
  notSelf(actor, id);
  await keepingAnAdmin(async (tx) => {
    const user = await member(id, tx);
    await tx.delete(staffUsers).where(eq(staffUsers.id, id));
    await recordAudit({ actor, action: "staff-removed", target: user.email, ip }, tx);
  });
}
