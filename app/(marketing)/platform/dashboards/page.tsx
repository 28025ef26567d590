import { PlatformDashboardsPage, platformDashboardsMetadata } from "@/components/pages/platform-dashboards-page";

export const metadata = platformDashboardsMetadata("en");

export default function Page() {
  return <PlatformDashboardsPage locale="en" />;
}
