import { AssignmentView } from "@/components/staff/leads/assignment";
import { staffTitle } from "@/components/staff/metadata";
import { getRouting } from "@/lib/leads/routing";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("assignment");

// GET /staff/assignment - administrators only: how new leads find an owner, the response-time
// reminders' thresholds, and each active sales account's territory.
export default async function AssignmentPage() {
  const admin = await requireStaff({ role: "admin", returnTo: "/staff/assignment" });
  return <AssignmentView admin={admin} routing={await getRouting()} />;
}
