import { RoiCalculatorPage, roiCalculatorMetadata } from "@/components/pages/roi-calculator-page";

export const metadata = roiCalculatorMetadata("en");

export default function Page() {
  return <RoiCalculatorPage locale="en" />;
}
