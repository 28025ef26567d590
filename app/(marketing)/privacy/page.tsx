import { PrivacyPage, privacyMetadata } from "@/components/pages/privacy-page";

export const metadata = privacyMetadata("en");

export default function Page() {
  return <PrivacyPage locale="en" />;
}
