import { MeetingsView } from "@/components/staff/booking/meetings";
import { staffTitle } from "@/components/staff/metadata";
import { renderedAt, upcomingMeetings } from "@/lib/booking/booking";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("meetings");

// GET /staff/meetings - the inbox's "Upcoming meetings": a rep's own booked demos (an administrator's
// view is everyone's, ?who=mine for their own), soonest first, and those past their time still to be
// marked held or no-show on the lead's page.
export default async function MeetingsPage({ searchParams }: PageProps<"/staff/meetings">) {
  const staff = await requireStaff({ role: "sales", returnTo: "/staff/meetings" });
  const everyone = staff.role === "admin" && (await searchParams).who !== "mine";
  const { upcoming, toMark } = await upcomingMeetings(everyone ? null : staff.id, renderedAt());
  return <MeetingsView staff={staff} everyone={everyone} upcoming={upcoming} toMark={toMark} />;
}
