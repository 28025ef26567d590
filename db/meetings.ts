import "server-only";
import { engine } from "./engine";
import type { MeetingStore } from "./ports/meetings";
import { postgresMeetingStore } from "./postgres/meetings";
import { sqliteMeetingStore } from "./sqlite/meetings";

// The meetings' door (lib/booking/booking.ts): what a booking needs that the engines do differently.
// One interface, an implementation per engine (db/sqlite/meetings.ts, db/postgres/meetings.ts), chosen once.

export type { MeetingConflict, MeetingStore } from "./ports/meetings";

export const meetingStore: MeetingStore = engine() === "postgres" ? postgresMeetingStore : sqliteMeetingStore;
