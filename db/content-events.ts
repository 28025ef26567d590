import "server-only";
import { engine } from "./engine";
import type { ChangeSignal } from "./ports/content-events";
import { postgresContentSignal } from "./postgres/content-events";

// How an instance hears that a publish committed a content event, besides reading the events after the
// last one it applied every `pollMs` (lib/content/events.ts). PostgreSQL announces each one (NOTIFY) to
// every instance, and its poll only covers an announcement lost with a connection. SQLite, one file
// on one machine, has nothing to announce across processes: its poll is the signal, and it is short.
export type ContentSignal = ChangeSignal;

const sqliteContentSignal: ContentSignal = { pollMs: 250, listen: () => async () => undefined };

export const contentSignal: ContentSignal = engine() === "postgres" ? postgresContentSignal : sqliteContentSignal;
