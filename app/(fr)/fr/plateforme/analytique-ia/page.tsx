import { PlatformAiAnalyticsPage, platformAiAnalyticsMetadata } from "@/components/pages/platform-ai-analytics-page";

export const metadata = platformAiAnalyticsMetadata("fr");

export default function Page() {
  return <PlatformAiAnalyticsPage locale="fr" />;
}
