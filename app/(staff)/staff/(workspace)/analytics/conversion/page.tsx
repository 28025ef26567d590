import { AnalyticsHeader, ConversionSections } from "@/components/staff/analytics";
import { analyticsScreen } from "@/components/staff/analytics-screen";
import { InTurn } from "@/components/staff/in-turn";
import { staffTitle } from "@/components/staff/metadata";
import { getConversion } from "@/lib/analytics/reports";

export const generateMetadata = staffTitle("analyticsConversion");

// GET /staff/analytics/conversion?period&from&to&language&device - the funnel, and the leads per landing
// page, source, campaign, language and article against their visitors (docs/analytics.md).
export default async function ConversionPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const screen = await analyticsScreen(await searchParams, "/staff/analytics/conversion");
  const conversion = await getConversion(screen.filter, screen.staff, { now: screen.now });
  return (
    <>
      <AnalyticsHeader tab="conversion" raw={screen.raw} filter={screen.filter} period={screen.period} problems={screen.problems} ctx={screen.ctx} />
      <InTurn turn={1}>
        <ConversionSections conversion={conversion} ctx={screen.ctx} />
      </InTurn>
    </>
  );
}
