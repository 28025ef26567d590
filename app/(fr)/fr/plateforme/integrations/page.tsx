import { PlatformIntegrationsPage, platformIntegrationsMetadata } from "@/components/pages/platform-integrations-page";

export const metadata = platformIntegrationsMetadata("fr");

export default function Page() {
  return <PlatformIntegrationsPage locale="fr" />;
}
