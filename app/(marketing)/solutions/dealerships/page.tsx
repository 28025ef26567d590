import { SolutionsDealershipsPage, solutionsDealershipsMetadata } from "@/components/pages/solutions-dealerships-page";

export const metadata = solutionsDealershipsMetadata("en");

export default function Page() {
  return <SolutionsDealershipsPage locale="en" />;
}
