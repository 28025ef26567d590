// npm run leads [-- --csv] [-- --since YYYY-MM-DD]: the stored demo requests for sales staff, newest first.
import { parseArgs } from "node:util";
import { listDemoRequests } from "@/lib/demo-requests";
import { toCsv, toTable } from "@/lib/leads-format";

const usage = "Usage: npm run leads -- [--csv] [--since YYYY-MM-DD]";

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({
      options: { csv: { type: "boolean" }, since: { type: "string" }, help: { type: "boolean" } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (values.since !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) {
    console.error(`--since takes a date as YYYY-MM-DD, got "${values.since}"\n${usage}`);
    return 2;
  }

  const rows = listDemoRequests({ since: values.since });
  const columns = ["id", "created_at", "name", "email", "company", "phone", "message"];
  const cells = rows.map((r) => [r.id, r.createdAt, r.name, r.email, r.company, r.phone, r.message]);
  if (values.csv) {
    process.stdout.write(toCsv(columns, cells));
  } else {
    process.stdout.write(toTable(columns, cells));
    console.log(`\n${rows.length} demo request${rows.length === 1 ? "" : "s"}${values.since ? ` since ${values.since}` : ""}`);
  }
  return 0;
}

process.exitCode = main();
