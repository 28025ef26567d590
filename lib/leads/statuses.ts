// Where a lead stands in the sales process (the lead page's status list and the inbox filter).
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "disqualified"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
// A lead's first response: the first of these history rows written by a person (an actor), as the
// dashboard counts it and the response-time reminders wait for it.
export const FIRST_RESPONSE_ACTIONS = ["status", "note"] as const;
