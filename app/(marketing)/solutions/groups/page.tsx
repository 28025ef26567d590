import { SolutionsGroupsPage, solutionsGroupsMetadata } from "@/components/pages/solutions-groups-page";

export const metadata = solutionsGroupsMetadata("en");

export default function Page() {
  return <SolutionsGroupsPage locale="en" />;
}
