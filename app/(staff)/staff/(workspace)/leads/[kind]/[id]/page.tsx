import { notFound } from "next/navigation";
import { LeadView } from "@/components/staff/leads/lead-page";
import { staffTitle } from "@/components/staff/metadata";
import { leadMeetings, renderedAt } from "@/lib/booking/booking";
import { getDeliveries, getLead, getLeadHistory, getRelatedLeads, LEAD_KINDS, listStaff, type LeadKind } from "@/lib/leads/workspace";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("lead");

// GET /staff/leads/{demo|contact}/{id} - everything the visitor sent, where they came from, what
// their consent allows, and the lead's history, with the actions that move it along.
export default async function LeadPage({ params }: PageProps<"/staff/leads/[kind]/[id]">) {
  const { kind, id: rawId } = await params;
  const staff = await requireStaff({ role: "sales", returnTo: `/staff/leads/${kind}/${rawId}` });
  const id = Number(rawId);
  if (!LEAD_KINDS.includes(kind as LeadKind) || !/^\d{1,12}$/.test(rawId)) notFound();
  const lead = await getLead(kind as LeadKind, id);
  if (!lead) notFound();
  const [history, related, team, deliveries, meetings] = await Promise.all([
    getLeadHistory(lead.kind, id),
    getRelatedLeads(lead),
    listStaff(),
    getDeliveries(lead.kind, id),
    leadMeetings(lead.kind, id),
  ]);
  const asOf = renderedAt();
  return <LeadView staff={staff} lead={lead} history={history} related={related} team={team} deliveries={deliveries} meetings={meetings} asOf={asOf} />;
}
