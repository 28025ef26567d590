// Where a lead stands in the sales process (the lead page's status list and the inbox filter).
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "disqualified"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
