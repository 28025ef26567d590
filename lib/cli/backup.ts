// npm run db:backup [-- --out DIR]   a consistent backup of the running site's database, to a dated file
// npm run db:restore -- FILE         that backup into an empty database, checked and migrated
// On SQLite (DATABASE_PATH) or PostgreSQL (DATABASE_URL), as the site runs; docs/deploy.md says when
// and how (Backups and restore, Runbook).
import { parseArgs } from "node:util";
import { backupDatabase, DEFAULT_BACKUP_DIR, describeBackupError, restoreDatabase, totalLeads, type LeadCount } from "@/db/backup";
import { countOf } from "@/lib/utils";

const usage = {
  backup: "Usage: npm run db:backup [-- --out DIR]   (default directory: ./backups)",
  restore: "Usage: npm run db:restore -- FILE   (into an empty database only)",
};

const leadsLine = (leads: LeadCount) =>
  `${countOf(totalLeads(leads), "lead")} (${countOf(leads.demoRequests, "demo request")}, ${countOf(leads.contactMessages, "contact message")}; spam included)`;

function size(bytes: number): string {
  const units = ["bytes", "KB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes.toLocaleString("en-CA")} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

class UsageError extends Error {}

async function run(command: string | undefined, args: string[]): Promise<string> {
  if (command !== "backup" && command !== "restore") throw new UsageError(`${usage.backup}\n${usage.restore}`);
  let values: { out?: string; help?: boolean };
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({ args, allowPositionals: true, options: { out: { type: "string" }, help: { type: "boolean", short: "h" } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${usage[command]}`);
  }
  if (values.help) return usage[command];

  if (command === "backup") {
    if (positionals.length > 0 || values.out === "") throw new UsageError(usage.backup);
    const result = await backupDatabase({ outDir: values.out ?? DEFAULT_BACKUP_DIR });
    return [
      `Backed up the ${result.engine === "postgres" ? "PostgreSQL" : "SQLite"} database to ${result.file}`,
      `  size:  ${size(result.bytes)}`,
      `  leads: ${leadsLine(result.leads)}`,
    ].join("\n");
  }

  if (positionals.length !== 1 || values.out !== undefined) throw new UsageError(usage.restore);
  const result = await restoreDatabase({ file: positionals[0]! });
  return [
    `Restored ${positionals[0]} into ${result.engine === "postgres" ? `the PostgreSQL database ${result.target}` : result.target}`,
    result.engine === "sqlite" ? "  integrity check: ok; migrations applied" : "  pg_restore: ok; migrations applied",
    `  leads: ${leadsLine(result.leads)}`,
  ].join("\n");
}

try {
  console.log(await run(process.argv[2], process.argv.slice(3)));
} catch (error) {
  console.error(error instanceof UsageError ? error.message : describeBackupError(error));
  process.exitCode = 1;
}
