import "server-only";
import { engine } from "./engine";
import type { Db } from "./index";
import { postgresMeetingStore } from "./postgres/meetings";
import { sqliteMeetingStore } from "./sqlite/meetings";

// The meetings' door (lib/booking/booking.ts): what a booking needs that the engines do differently.
// One interface, an implementation per engine (db/sqlite/meetings.ts, db/postgres/meetings.ts), chosen once.

// Why the database refused a meeting: it overlaps another booked meeting of its rep (PostgreSQL's
// exclusion constraint, SQLite's trigger), or its lead already has a booked meeting (the partial
// unique index).
export type MeetingConflict = "overlap" | "lead";

export interface MeetingStore {
  // Inside a transaction: transactions over the same reps' calendars take turns from here to their
  // end, so a check of a rep's free time and the insert after it see no other booking in between.
  // PostgreSQL: a transaction-scoped advisory lock per rep, taken in order; SQLite: the transaction
  // is already the only writer.
  lockCalendars(tx: Db, staffIds: string[]): Promise<void>;
  // The refusal an error is, or null for any other error.
  conflictOf(error: unknown): MeetingConflict | null;
}

export const meetingStore: MeetingStore = engine() === "postgres" ? postgresMeetingStore : sqliteMeetingStore;
