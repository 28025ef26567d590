// GET /staff/downloads/analytics?table=<one of lib/analytics/tables.ts>&<the screens' filter> - one table
// of the analytics screens as CSV, every row (the screen draws the first ten), escaped as the leads' CSV
// is; the header row in the staff member's language. Editors and administrators.
import { jsonError } from "@/lib/api";
import { analyticsView, getConversion, getTraffic, getVitals } from "@/lib/analytics/reports";
import { ANALYTICS_TABLES, conversionTable, screenOf, trafficTable, vitalsTable, type AnalyticsTable } from "@/lib/analytics/tables";
import { toCsv } from "@/lib/leads/format";
import { messagesOf } from "@/lib/i18n/messages";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

const noStore = { "Cache-Control": "private, no-store" };

export async function GET(request: Request) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/analytics" });
  const t = staffTranslator(staff.language);
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([, value]) => value !== ""));
  const table = query.table as AnalyticsTable;
  const { filter, problems, now } = analyticsView(query, staff);
  if (!ANALYTICS_TABLES.includes(table) || problems.length > 0) return jsonError(400, t("errors.checkFilters"), { headers: noStore });
  const screen = screenOf(table);
  const data =
    screen === "traffic"
      ? trafficTable(table, await getTraffic(filter, staff, { now }))
      : screen === "conversion"
        ? conversionTable(table, await getConversion(filter, staff, { now }))
        : vitalsTable(await getVitals(filter, staff, { now }));
  const headings = messagesOf(staff.language, "staff").analytics.columns as Record<string, string>;
  const day = new Date(now).toISOString().slice(0, 10);
  return new Response(
    toCsv(
      data.columns.map((c) => headings[c] ?? c),
      data.rows,
    ),
    {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${t("analytics.filename", { table, date: day })}"`,
        ...noStore,
      },
    },
  );
}
