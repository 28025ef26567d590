import { notFound } from "next/navigation";
import { AvailabilityView } from "@/components/staff/booking/availability";
import { staffTitle } from "@/components/staff/metadata";
import { activeReps, availabilityOf } from "@/lib/booking/availability";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("availability");

// GET /staff/availability - a sales account's hours for demo meetings and its calendar feed's state;
// an administrator picks any sales account (?rep=<id>).
export default async function AvailabilityPage({ searchParams }: PageProps<"/staff/availability">) {
  const staff = await requireStaff({ role: "sales", returnTo: "/staff/availability" });
  const asked = (await searchParams).rep;
  const id = staff.role === "admin" && typeof asked === "string" && asked ? asked : staff.id;
  const rep = await availabilityOf(id);
  if (!rep) notFound();
  const reps = staff.role === "admin" ? await activeReps() : [];
  return <AvailabilityView staff={staff} rep={rep} reps={reps} />;
}
