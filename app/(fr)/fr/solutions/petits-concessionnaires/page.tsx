import { SolutionsSmallBusinessPage, solutionsSmallBusinessMetadata } from "@/components/pages/solutions-small-business-page";

export const metadata = solutionsSmallBusinessMetadata("fr");

export default function Page() {
  return <SolutionsSmallBusinessPage locale="fr" />;
}
