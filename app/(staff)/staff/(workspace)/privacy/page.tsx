import { staffTitle } from "@/components/staff/metadata";
import { PrivacyView } from "@/components/staff/privacy/privacy-request";
import { findPersonalData } from "@/lib/leads/privacy";
import { requireStaff } from "@/lib/staff/session";
import { isEmailAddress } from "@/lib/validations/fields";

export const generateMetadata = staffTitle("privacy");

// GET /staff/privacy?email=... - administrators only: answer an access or erasure request.
export default async function PrivacyPage({ searchParams }: PageProps<"/staff/privacy">) {
  const staff = await requireStaff({ role: "admin", returnTo: "/staff/privacy" });
  const raw = (await searchParams).email;
  const email = typeof raw === "string" && isEmailAddress(raw.trim()) ? raw.trim() : null;
  const found = email ? await findPersonalData(email) : null;
  return <PrivacyView staff={staff} raw={raw} email={email} found={found} />;
}
