import { NoticePage } from "@/components/staff/notice-page";

// 404 inside the workspace (an unknown or erased lead).
export default function NotFound() {
  return <NoticePage notice="notFound" />;
}
