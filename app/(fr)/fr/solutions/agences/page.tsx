import { SolutionsAgenciesPage, solutionsAgenciesMetadata } from "@/components/pages/solutions-agencies-page";

export const metadata = solutionsAgenciesMetadata("fr");

export default function Page() {
  return <SolutionsAgenciesPage locale="fr" />;
}
