// npm run leads -- [--type demo|contact] [--since YYYY-MM-DD] [--csv | --format table|csv|json] [--by source] [--spam]
// The stored leads for sales staff, newest first. Spam is hidden unless --spam.
import { parseArgs } from "node:util";
import { closeDb } from "@/db";
import { describeDatabaseError } from "@/db/connect";
import { listContactMessages } from "@/lib/leads/contact-messages";
import { listDemoRequests } from "@/lib/leads/demo-requests";
import { countBySource, exportColumns, snakeCase, sourceOf, toCsv, toJson, toTable, type Cell } from "@/lib/leads/format";
import { countOf } from "@/lib/utils";
import { calendarDayProblem, FIRST_DAY, LAST_DAY } from "@/lib/validations/calendar-day";

const usage = "Usage: npm run leads -- [--type demo|contact] [--since YYYY-MM-DD] [--csv | --format table|csv|json] [--by source] [--spam]";

async function main(): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        type: { type: "string", default: "demo" },
        since: { type: "string" },
        csv: { type: "boolean" },
        format: { type: "string" },
        by: { type: "string" },
        spam: { type: "boolean" },
        help: { type: "boolean" },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const fail = (message: string) => {
    console.error(`${message}\n${usage}`);
    return 2;
  };
  if (values.since !== undefined && calendarDayProblem(values.since))
    return fail(`--since takes a date from ${FIRST_DAY} to ${LAST_DAY} as YYYY-MM-DD, got "${values.since}"`);
  if (values.type !== "demo" && values.type !== "contact") return fail(`--type is demo or contact, got "${values.type}"`);
  const format = values.csv ? "csv" : (values.format ?? "table");
  if (!["table", "csv", "json"].includes(format)) return fail(`--format is table, csv or json, got "${format}"`);
  if (values.by !== undefined && values.by !== "source") return fail(`--by takes "source", got "${values.by}"`);

  const options = { since: values.since, spam: values.spam };
  let rows: Record<string, unknown>[];
  try {
    rows = values.type === "demo" ? await listDemoRequests(options) : await listContactMessages(options);
  } catch (error) {
    console.error(describeDatabaseError(error));
    return 1;
  } finally {
    await closeDb();
  }
  const noun = values.type === "demo" ? "demo request" : "contact message";

  if (values.by === "source") {
    const report = countBySource(rows as never);
    if (format === "json") console.log(toJson(report));
    else if (format === "csv")
      process.stdout.write(
        toCsv(
          ["source", "first_touch", "last_touch"],
          report.map((r) => [r.source, r.firstTouch, r.lastTouch]),
        ),
      );
    else {
      process.stdout.write(
        toTable(
          ["source", "first touch", "last touch"],
          report.map((r) => [r.source, r.firstTouch, r.lastTouch]),
        ),
      );
      console.log(`\n${countOf(rows.length, noun)} by source${values.since ? ` since ${values.since}` : ""}`);
    }
    return 0;
  }

  const columns = [...exportColumns[values.type], ...exportColumns.context];
  if (format === "json") {
    console.log(toJson(rows.map((r) => Object.fromEntries(columns.map((c) => [snakeCase(c), r[c] ?? null])))));
  } else if (format === "csv") {
    process.stdout.write(
      toCsv(
        columns.map(snakeCase),
        rows.map((r) => columns.map((c) => r[c] as Cell)),
      ),
    );
  } else {
    // The readable table: the fields sales call on, with where the lead came from.
    const brief = ["id", "created_at", "name", "email", "company", "cta", "first touch", "last touch", "consent"];
    const touch = (r: Record<string, unknown>, which: "first" | "last") =>
      [r[`${which}UtmSource`], r[`${which}UtmMedium`], r[`${which}UtmCampaign`]].filter(Boolean).join(" / ") ||
      (which === "first" ? sourceOf(null, r.referrer as string | null) : "");
    process.stdout.write(
      toTable(
        brief,
        rows.map((r) => [r.id, r.createdAt, r.name, r.email, r.company, r.cta, touch(r, "first"), touch(r, "last"), r.consent ? "yes" : "no"] as Cell[]),
      ),
    );
    console.log(`\n${countOf(rows.length, noun)}${values.since ? ` since ${values.since}` : ""}${values.spam ? " (spam included)" : ""}`);
  }
  return 0;
}

process.exitCode = await main();
