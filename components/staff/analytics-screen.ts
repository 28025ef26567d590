import "server-only";
import type { AnalyticsContext } from "@/components/staff/analytics";
import { analyticsView } from "@/lib/analytics/reports";
import { issueText, staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

// What every analytics screen starts with: an editor or administrator (sales read the dashboard), the
// filter from the query string and its problems worded, the words, and the query for the tabs and CSVs.
export async function analyticsScreen(searchParams: Record<string, string | string[] | undefined>, returnTo: string) {
  const raw = Object.fromEntries(Object.entries(searchParams).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const staff = await requireStaff({ role: "editor", returnTo });
  const t = staffTranslator(staff.language);
  const { filter, problems, period, now } = analyticsView(raw, staff);
  const params = new URLSearchParams(Object.entries(raw).filter(([key]) => ["period", "from", "to", "language", "device"].includes(key))).toString();
  const ctx: AnalyticsContext = { t, locale: staff.language, query: params ? `?${params}` : "" };
  return {
    raw,
    staff,
    filter,
    period,
    now,
    ctx,
    problems: problems.map((issue) => t("dashboard.problem", { field: t(`analytics.fields.${issue.field}`), message: issueText(t, issue) })),
  };
}
