// npm run staff -- add EMAIL --role admin|sales [--name "Full Name"]   (prints a new password once)
//                  list | reset-password EMAIL | remove EMAIL
// Staff accounts from a shell on the server: how the first administrator is made (there is no
// public sign-up), and a way back in if every administrator is locked out.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { closeDb, getDb } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { staffAccounts, staffUsers } from "@/db/schema";
import { getAuth } from "@/lib/staff/auth";
import { recordAudit } from "@/lib/staff/audit";
import { toTable } from "@/lib/leads-format";

const usage = 'Usage: npm run staff -- add EMAIL --role admin|sales [--name "Full Name"] | list | reset-password EMAIL | remove EMAIL';
const cli = { id: null, email: "cli" };

// 20 random bytes: 27 URL-safe characters, far past any guessing; shown once, never stored in clear.
const newPassword = () => randomBytes(20).toString("base64url");

async function userByEmail(email: string) {
  const [user] = await getDb().select().from(staffUsers).where(eq(staffUsers.email, email.toLowerCase())).limit(1);
  if (!user) throw new Error(`No staff account for ${email}`);
  return user;
}

async function run(args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { role: { type: "string" }, name: { type: "string" } } });
  const [command, email] = positionals;
  const auth = getAuth();
  switch (command) {
    case "add": {
      if (!email || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`add needs an e-mail address\n${usage}`);
      if (values.role !== "admin" && values.role !== "sales") throw new Error(`--role is admin or sales\n${usage}`);
      const password = newPassword();
      const name = values.name ?? email.split("@")[0]!;
      // The plugin's types know only its own role names; the role is stored as text either way.
      const { user } = await auth.api.createUser({ body: { email: email.toLowerCase(), password, name, role: values.role as "admin" } });
      await recordAudit({ actor: cli, action: "staff-added", target: user.email, detail: { role: values.role } });
      return `Added ${values.role} ${user.email}. Password (shown once, change it after signing in): ${password}`;
    }
    case "reset-password": {
      if (!email) throw new Error(usage);
      const user = await userByEmail(email);
      const password = newPassword();
      const ctx = await auth.$context;
      await ctx.internalAdapter.updatePassword(user.id, await ctx.password.hash(password));
      await ctx.internalAdapter.deleteUserSessions(user.id);
      await recordAudit({ actor: cli, action: "password-reset", target: user.email });
      return `New password for ${user.email} (shown once; every session was signed out): ${password}`;
    }
    case "remove": {
      if (!email) throw new Error(usage);
      const user = await userByEmail(email);
      await getDb().delete(staffUsers).where(eq(staffUsers.id, user.id));
      await recordAudit({ actor: cli, action: "staff-removed", target: user.email });
      return `Removed ${user.email}; their leads are unassigned.`;
    }
    case "list": {
      const rows = await getDb()
        .select({ email: staffUsers.email, name: staffUsers.name, role: staffUsers.role, createdAt: staffUsers.createdAt, hasPassword: staffAccounts.id })
        .from(staffUsers)
        .leftJoin(staffAccounts, eq(staffAccounts.userId, staffUsers.id))
        .orderBy(staffUsers.createdAt);
      return toTable(["email", "name", "role", "added"], rows.map((r) => [r.email, r.name, r.role, r.createdAt.toISOString().slice(0, 10)])).trimEnd();
    }
    default:
      throw new Error(usage);
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  const message = (error as { body?: { message?: string } }).body?.message ?? (error as Error).message;
  console.error(/PostgreSQL|SQLite|ECONN/.test(String(message)) ? describeDatabaseError(error) : message);
  process.exitCode = 1;
} finally {
  await closeDb();
}
