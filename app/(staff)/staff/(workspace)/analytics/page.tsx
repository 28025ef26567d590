import { AnalyticsHeader, TrafficSections } from "@/components/staff/analytics";
import { InTurn } from "@/components/staff/in-turn";
import { staffTitle } from "@/components/staff/metadata";
import { analyticsScreen } from "@/components/staff/analytics-screen";
import { getTraffic } from "@/lib/analytics/reports";

export const generateMetadata = staffTitle("analytics");

// GET /staff/analytics?period&from&to&language&device - the public site's traffic, counted without
// cookies (docs/analytics.md): visitors, views, pages, entry pages, sources, campaigns, languages and
// devices against the period before. Editors and administrators read it.
export default async function AnalyticsPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const screen = await analyticsScreen(await searchParams, "/staff/analytics");
  const traffic = await getTraffic(screen.filter, screen.staff, { now: screen.now });
  return (
    <>
      <AnalyticsHeader tab="traffic" raw={screen.raw} filter={screen.filter} period={traffic.period} problems={screen.problems} ctx={screen.ctx} />
      <InTurn turn={1}>
        <TrafficSections traffic={traffic} ctx={screen.ctx} />
      </InTurn>
    </>
  );
}
