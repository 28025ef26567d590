import { redirect } from "next/navigation";
import { InboxView } from "@/components/staff/leads/inbox";
import { staffTitle } from "@/components/staff/metadata";
import { inboxFilterSchema, listInbox, listStaff, type InboxFilter } from "@/lib/leads/workspace";
import { hasRole, requireStaff } from "@/lib/staff/session";

// The spam folder is titled as such (it is the same page, ?folder=spam).
export const generateMetadata = async ({ searchParams }: PageProps<"/staff">) => staffTitle((await searchParams).folder === "spam" ? "spam" : "inbox")();

// GET /staff - demo requests and contact messages in one list, newest first or sorted by a column,
// filtered by the query string (a plain GET form, so every view is a link a colleague can open).
export default async function InboxPage({ searchParams }: PageProps<"/staff">) {
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const staff = await requireStaff({ returnTo: "/staff" });
  // The workspace's home after signing in: the inbox, or for an editor (no leads) the content list.
  if (!hasRole(staff, "sales")) redirect("/staff/content");
  const parsed = inboxFilterSchema.safeParse(raw);
  const filter: InboxFilter = parsed.success ? parsed.data : { folder: "inbox", sort: "newest" };
  const [page, team] = await Promise.all([listInbox(filter, staff), listStaff()]);
  return <InboxView staff={staff} raw={raw} filter={filter} issues={parsed.error?.issues ?? []} page={page} team={team} />;
}
