import { RoiCalculatorPage, roiCalculatorMetadata } from "@/components/pages/roi-calculator-page";

export const metadata = roiCalculatorMetadata("fr");

export default function Page() {
  return <RoiCalculatorPage locale="fr" />;
}
