import { SolutionsAgenciesPage, solutionsAgenciesMetadata } from "@/components/pages/solutions-agencies-page";

export const metadata = solutionsAgenciesMetadata("en");

export default function Page() {
  return <SolutionsAgenciesPage locale="en" />;
}
