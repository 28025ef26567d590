import { CareersPage, careersMetadata } from "@/components/pages/careers-page";

export const metadata = careersMetadata("fr");

export default function Page() {
  return <CareersPage locale="fr" />;
}
