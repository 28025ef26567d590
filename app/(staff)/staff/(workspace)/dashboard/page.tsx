import { DashboardView } from "@/components/staff/dashboard";
import { staffTitle } from "@/components/staff/metadata";
import { loadDashboard } from "@/lib/leads/dashboard";
import { listStaff } from "@/lib/leads/workspace";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("dashboard");

// GET /staff/dashboard?period=week|4weeks|quarter|custom&from&to&kind&language&owner - the leads of
// a period against the period before: volume by source, the funnel, first-response times, where
// leads are, spam and the leads still waiting. Sales and administrators read it (an editor sees no lead).
// (Typed by hand rather than PageProps<"/staff/dashboard">, so the typecheck does not wait on `next typegen`.)
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const staff = await requireStaff({ role: "sales", returnTo: "/staff/dashboard" });
  const [{ filter, problems, dashboard }, team] = await Promise.all([loadDashboard(raw, staff), listStaff()]);
  return <DashboardView staff={staff} raw={raw} filter={filter} issues={problems} dashboard={dashboard} team={team} />;
}
