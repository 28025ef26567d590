import "server-only";
import { sql } from "drizzle-orm";
import { asPostgres } from "../index";
import type { MeetingStore } from "../meetings";

// PostgreSQL: several instances book at once. A transaction-scoped advisory lock per rep (hashed from
// its id, taken in a fixed order so two bookings never wait on each other) makes bookings of one rep
// take turns; the exclusion constraint meetings_no_overlap (migration meeting_overlap) is the
// guarantee underneath, and the partial unique index meetings_lead_active_idx one booked meeting per lead.
export const postgresMeetingStore: MeetingStore = {
  lockCalendars: async (tx, staffIds) => {
    for (const id of [...new Set(staffIds)].sort()) await asPostgres(tx).execute(sql`select pg_advisory_xact_lock(hashtext(${`meeting:${id}`}))`);
  },
  conflictOf: (error) => {
    const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
    const cause = (error as { cause?: { code?: string; constraint?: string } } | undefined)?.cause;
    const c = code ?? cause?.code;
    const name = constraint ?? cause?.constraint;
    if (c === "23P01" || name === "meetings_no_overlap") return "overlap";
    if (c === "23505" && name === "meetings_lead_active_idx") return "lead";
    return null;
  },
};
