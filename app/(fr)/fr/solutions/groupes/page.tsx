import { SolutionsGroupsPage, solutionsGroupsMetadata } from "@/components/pages/solutions-groups-page";

export const metadata = solutionsGroupsMetadata("fr");

export default function Page() {
  return <SolutionsGroupsPage locale="fr" />;
}
