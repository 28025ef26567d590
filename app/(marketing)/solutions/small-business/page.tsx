import { SolutionsSmallBusinessPage, solutionsSmallBusinessMetadata } from "@/components/pages/solutions-small-business-page";

export const metadata = solutionsSmallBusinessMetadata("en");

export default function Page() {
  return <SolutionsSmallBusinessPage locale="en" />;
}
