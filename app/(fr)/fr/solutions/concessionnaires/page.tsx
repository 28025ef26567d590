import { SolutionsDealershipsPage, solutionsDealershipsMetadata } from "@/components/pages/solutions-dealerships-page";

export const metadata = solutionsDealershipsMetadata("fr");

export default function Page() {
  return <SolutionsDealershipsPage locale="fr" />;
}
