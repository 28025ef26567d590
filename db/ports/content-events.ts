// How an instance hears of a change another made (db/content-events.ts: a content event;
// db/content-schedules.ts: a schedule), in a file of its own that both engines' implementations import.
export interface ChangeSignal {
  pollMs: number;
  // Calls wake on each announcement and after each (re)connection, until the returned stop.
  listen(wake: () => void, onError: (error: Error) => void): () => Promise<void>;
}
