import "server-only";
import type { MeetingStore } from "../meetings";

// SQLite: one writer at a time (db/index.ts transaction: BEGIN IMMEDIATE), so the check and the insert
// of a booking already run alone; the trigger meetings_no_overlap_* (migration meeting_overlap) refuses
// an overlap all the same, and the partial unique index a second booked meeting of a lead.
export const sqliteMeetingStore: MeetingStore = {
  lockCalendars: async () => undefined,
  conflictOf: (error) => {
    const message = String((error as Error | undefined)?.message ?? "");
    if (message.includes("meetings_no_overlap")) return "overlap";
    if (/UNIQUE constraint failed: meetings\.lead_type, meetings\.lead_id/.test(message)) return "lead";
    return null;
  },
};
