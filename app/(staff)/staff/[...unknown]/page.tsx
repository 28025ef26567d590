import { notFound } from "next/navigation";
import { staffTitle } from "@/components/staff/metadata";

export const generateMetadata = staffTitle("notFound");

// GET /staff/<anything the workspace does not have> - the workspace's own "Not found" page, in the
// account's language, rather than the public site's English 404 with its marketing header.
export default function UnknownWorkspacePage() {
  notFound();
}
