import { PricingPage, pricingMetadata } from "@/components/pages/pricing-page";

export const metadata = pricingMetadata("fr");

export default function Page() {
  return <PricingPage locale="fr" />;
}
