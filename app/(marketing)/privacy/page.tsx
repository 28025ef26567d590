import { LegalDocument } from "@/components/legal/legal-document";
import { PrivacyOfficerCard } from "@/components/legal/privacy-officer-card";
import { privacyPolicy } from "@/content/legal";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Privacy Policy",
  description:
    "How Torque Analytics collects, uses, stores and protects personal information, and how to exercise your rights under PIPEDA, Quebec's Law 25 and CASL.",
  path: "/privacy",
});

export default function PrivacyPage() {
  return (
    <LegalDocument document={privacyPolicy} path="/privacy">
      <PrivacyOfficerCard />
    </LegalDocument>
  );
}
