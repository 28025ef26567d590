// npm run leads [-- --type demo|contact] [-- --csv] [-- --since YYYY-MM-DD]
// The stored demo requests (or contact messages) for sales staff, newest first.
import { parseArgs } from "node:util";
import { listContactMessages } from "@/lib/contact-messages";
import { listDemoRequests } from "@/lib/demo-requests";
import { toCsv, toTable, type Cell } from "@/lib/leads-format";

const usage = "Usage: npm run leads -- [--type demo|contact] [--csv] [--since YYYY-MM-DD]";

const sources = {
  demo: {
    noun: "demo request",
    columns: ["id", "created_at", "name", "email", "company", "phone", "cta", "message"],
    rows: (since?: string): Cell[][] =>
      listDemoRequests({ since }).map((r) => [r.id, r.createdAt, r.name, r.email, r.company, r.phone, r.cta, r.message]),
  },
  contact: {
    noun: "contact message",
    columns: ["id", "created_at", "inquiry_type", "name", "email", "company", "phone", "subject", "message"],
    rows: (since?: string): Cell[][] =>
      listContactMessages({ since }).map((r) => [r.id, r.createdAt, r.inquiryType, r.name, r.email, r.company, r.phone, r.subject, r.message]),
  },
};

function main(): number {
  let values;
  try {
    ({ values } = parseArgs({
      options: { csv: { type: "boolean" }, since: { type: "string" }, type: { type: "string", default: "demo" }, help: { type: "boolean" } },
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
  if (values.type !== "demo" && values.type !== "contact") {
    console.error(`--type is demo or contact, got "${values.type}"\n${usage}`);
    return 2;
  }

  const source = sources[values.type];
  const rows = source.rows(values.since);
  if (values.csv) {
    process.stdout.write(toCsv(source.columns, rows));
  } else {
    process.stdout.write(toTable(source.columns, rows));
    console.log(`\n${rows.length} ${source.noun}${rows.length === 1 ? "" : "s"}${values.since ? ` since ${values.since}` : ""}`);
  }
  return 0;
}

process.exitCode = main();
