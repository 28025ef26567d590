import { PlatformDashboardsPage, platformDashboardsMetadata } from "@/components/pages/platform-dashboards-page";

export const metadata = platformDashboardsMetadata("fr");

export default function Page() {
  return <PlatformDashboardsPage locale="fr" />;
}
