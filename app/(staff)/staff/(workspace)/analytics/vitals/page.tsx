import { AnalyticsHeader, VitalsSection } from "@/components/staff/analytics";
import { analyticsScreen } from "@/components/staff/analytics-screen";
import { staffTitle } from "@/components/staff/metadata";
import { getVitals } from "@/lib/analytics/reports";

export const generateMetadata = staffTitle("analyticsVitals");

// GET /staff/analytics/vitals?period&from&to&language&device - real visitors' Web Vitals per page
// template: p75 and the shares of good, needs improvement and poor (docs/analytics.md).
export default async function VitalsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const screen = await analyticsScreen(await searchParams, "/staff/analytics/vitals");
  const vitals = await getVitals(screen.filter, screen.staff, { now: screen.now });
  return (
    <>
      <AnalyticsHeader tab="vitals" raw={screen.raw} filter={screen.filter} period={screen.period} problems={screen.problems} ctx={screen.ctx} />
      <VitalsSection vitals={vitals} ctx={screen.ctx} />
    </>
  );
}
