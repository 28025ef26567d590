import { PlatformRoiTrackingPage, platformRoiTrackingMetadata } from "@/components/pages/platform-roi-tracking-page";

export const metadata = platformRoiTrackingMetadata("en");

export default function Page() {
  return <PlatformRoiTrackingPage locale="en" />;
}
