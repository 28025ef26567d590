// The lead store's interface (db/leads.ts chooses db/sqlite/leads.ts or db/postgres/leads.ts), in a file
// of its own that both import.
import type { LeadKind, NotificationChannel } from "../enums";

export interface NewLead {
  kind: LeadKind;
  // The row's columns by their schema names: form fields, cta and the context columns (dedupeKey among them).
  values: Record<string, unknown> & { dedupeKey: string };
  // This request's consent answer, if it answered: a duplicate that changes it takes the newest answer.
  consent: { consent: boolean; consentVersion: string | null; consentAt: string | null } | null;
  // Its outbox rows, one per channel (none for spam), built by the outbox (newLeadRows, lib/outbox/messages.ts)
  // and written in the lead's transaction with its id: each keeps its request's id (a batch may hold
  // several requests' leads).
  outbox: readonly NewLeadNotice[];
}

export interface NewLeadNotice {
  channel: NotificationChannel;
  event: "lead.created";
  nextAttemptAt: string;
  requestId: string | null;
}

// What storing a lead did: its row, and whether that row was an earlier identical request's.
export interface StoredLead {
  id: number | null;
  duplicate: boolean;
}

export interface LeadStore {
  // Stores the lead and its outbox rows in one transaction, unless the same content arrived within
  // DEDUPE_WINDOW_MS; resolves once the row is durably committed.
  store(lead: NewLead): Promise<StoredLead>;
}
