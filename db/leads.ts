import "server-only";
import { engine } from "./engine";
import type { LeadStore } from "./ports/leads";
import { postgresLeadStore } from "./postgres/leads";
import { sqliteLeadStore } from "./sqlite/leads";

// The lead store: where POST /api/demo-requests and /api/contact-messages put a lead (lib/leads/intake.ts).
// One interface, an implementation per engine (db/sqlite/leads.ts, db/postgres/leads.ts), chosen once.

// The same person posting the same request again within this window gets the first row back.
const DEDUPE_WINDOW_MS = 10 * 60 * 1000;

export type { LeadStore, NewLead, StoredLead } from "./ports/leads";

export const leadStore: LeadStore = engine() === "postgres" ? postgresLeadStore(DEDUPE_WINDOW_MS) : sqliteLeadStore(DEDUPE_WINDOW_MS);
