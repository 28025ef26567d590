import { PrivacyPage, privacyMetadata } from "@/components/pages/privacy-page";

export const metadata = privacyMetadata("fr");

export default function Page() {
  return <PrivacyPage locale="fr" />;
}
