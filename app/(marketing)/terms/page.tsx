import { LegalDocument } from "@/components/legal/legal-document";
import { termsOfService } from "@/content/legal";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Terms of Service",
  description:
    "The terms for using the Torque Analytics platform: accounts, plans and billing, the free trial, data ownership, service levels, liability and termination.",
  path: "/terms",
});

export default function TermsPage() {
  return <LegalDocument document={termsOfService} path="/terms" />;
}
