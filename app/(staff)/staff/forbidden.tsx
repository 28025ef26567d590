import { NoticePage } from "@/components/staff/notice-page";

// 403 inside the workspace: signed in, but the page is for administrators.
export default function Forbidden() {
  return <NoticePage notice="forbidden" />;
}
