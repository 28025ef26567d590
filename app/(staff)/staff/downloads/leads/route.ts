// GET /staff/downloads/leads?<the inbox's filters> - the leads the filter matches as CSV, streamed a
// thousand rows at a time (100,000 leads never sit in memory), escaped as `npm run leads -- --csv`
// escapes. The header row is in the staff member's language (English: the database's column names).
import { auditedFilter, exportInbox, inboxFilterSchema, listStaff } from "@/lib/leads/workspace";
import { csvCell, exportColumns } from "@/lib/leads/format";
import { jsonError } from "@/lib/api";
import { messagesOf } from "@/lib/i18n/messages";
import { recordAudit } from "@/lib/staff/audit";
import { staffTranslator } from "@/lib/staff/messages";
import { requestIp, requireStaff } from "@/lib/staff/session";

// Both kinds in one file: the demo request's columns, the contact message's extras, then where the
// lead came from; kind, status and owner first.
const columns = [
  "kind",
  ...exportColumns.demo.slice(0, 2),
  "status",
  "owner",
  ...new Set([...exportColumns.demo.slice(2), ...exportColumns.contact.slice(2)]),
  ...exportColumns.context,
];

export async function GET(request: Request) {
  const staff = await requireStaff({ role: "sales", returnTo: "/staff" });
  const t = staffTranslator(staff.language);
  const query = Object.fromEntries([...new URL(request.url).searchParams].filter(([key, value]) => key !== "after" && value !== ""));
  const parsed = inboxFilterSchema.safeParse(query);
  if (!parsed.success) return jsonError(400, t("errors.checkFilters"), { headers: { "Cache-Control": "private, no-store" } });
  const owners = new Map((await listStaff()).map((s) => [s.id, s.email]));
  const headings = messagesOf(staff.language, "staff").csv.columns as Record<string, string>;
  const encoder = new TextEncoder();
  const pages = exportInbox(parsed.data, staff);
  let count = 0;
  const ip = await requestIp();

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(columns.map((c) => csvCell(headings[c] ?? c)).join(",") + "\r\n"));
    },
    async pull(controller) {
      const { value: rows, done } = await pages.next();
      if (done) {
        await recordAudit({ actor: { id: staff.id, email: staff.email }, action: "export", detail: { filter: auditedFilter(parsed.data), rows: count }, ip });
        controller.close();
        return;
      }
      count += rows.length;
      const lines = rows.map((row) => {
        const cells = row as unknown as Record<string, unknown>;
        return columns.map((c) => csvCell((c === "owner" ? (row.ownerId ? owners.get(row.ownerId) : null) : cells[c]) as string)).join(",");
      });
      if (lines.length > 0) controller.enqueue(encoder.encode(lines.join("\r\n") + "\r\n"));
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${t("csv.filename", { date: day })}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
