// Where a lead stands in the sales process (the lead page's status list and the inbox filter): the
// status column's values, written once in db/enums.ts.
export { LEAD_STATUSES, type LeadStatus } from "@/db/enums";
// A lead's first response: the first of these history rows written by a person (an actor), as the
// dashboard counts it and the response-time reminders wait for it.
export const FIRST_RESPONSE_ACTIONS = ["status", "note"] as const;
