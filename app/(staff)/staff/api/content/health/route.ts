// GET /staff/api/content/health - articles without a twin, twins out of date, images without alt text, broken links
import { contentHealth } from "@/lib/content/health";
import { staffApi } from "@/lib/staff/action";

export const GET = staffApi({ role: "editor" }, () => contentHealth());
