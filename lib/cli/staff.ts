// npm run staff -- add EMAIL --role admin|sales|editor [--name "Full Name"]   (prints a new password once)
//                  list | reset-password EMAIL | remove EMAIL
// Staff accounts from a shell on the server: how the first administrator is made (there is no
// public sign-up), and a way back in if every administrator is locked out.
import { parseArgs } from "node:util";
import { closeDb } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { toTable } from "@/lib/leads/format";
import { isStaffRole, STAFF_ROLES } from "@/lib/staff/roles";
import { addMember, findMemberByEmail, listTeam, removeMember, resetPassword, TeamError } from "@/lib/staff/team";

const usage = 'Usage: npm run staff -- add EMAIL --role admin|sales|editor [--name "Full Name"] | list | reset-password EMAIL | remove EMAIL';
const cli = { id: null, email: "cli" };

async function run(args: string[]): Promise<string> {
  const { values, positionals } = parseArgs({ args, allowPositionals: true, options: { role: { type: "string" }, name: { type: "string" } } });
  const [command, email] = positionals;
  switch (command) {
    case "add": {
      if (!email) throw new TeamError(`add needs an e-mail address\n${usage}`);
      if (!isStaffRole(values.role)) throw new TeamError(`--role is ${STAFF_ROLES.join(", ")}\n${usage}`);
      const password = await addMember(cli, { email, name: values.name ?? "", role: values.role });
      return `Added ${values.role} ${email.toLowerCase()}. Password (shown once, change it after signing in): ${password}`;
    }
    case "reset-password": {
      if (!email) throw new TeamError(usage);
      const user = await findMemberByEmail(email);
      return `New password for ${user.email} (shown once; every session was signed out): ${await resetPassword(cli, user.id)}`;
    }
    case "remove": {
      if (!email) throw new TeamError(usage);
      const user = await findMemberByEmail(email);
      await removeMember(cli, user.id);
      return `Removed ${user.email}; their leads are unassigned.`;
    }
    case "list": {
      const rows = await listTeam();
      return toTable(
        ["email", "name", "role", "two-factor", "locked", "added"],
        rows.map((r) => [r.email, r.name, r.role, r.twoFactor ? "on" : "off", r.banned ? "yes" : "", r.createdAt.toISOString().slice(0, 10)]),
      ).trimEnd();
    }
    default:
      throw new TeamError(usage);
  }
}

try {
  console.log(await run(process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof TeamError ? error.message : ((error as { body?: { message?: string } }).body?.message ?? describeDatabaseError(error)));
  process.exitCode = 1;
} finally {
  await closeDb();
}
