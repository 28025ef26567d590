import { PlatformIntegrationsPage, platformIntegrationsMetadata } from "@/components/pages/platform-integrations-page";

export const metadata = platformIntegrationsMetadata("en");

export default function Page() {
  return <PlatformIntegrationsPage locale="en" />;
}
