import "server-only";
import pg from "pg";
import type { ChangeSignal } from "../ports/content-events";

const FIRST_RETRY_MS = 250;
const LAST_RETRY_MS = 10_000;

// LISTEN content_changed (announced by the content_events trigger at commit) on a connection of its
// own: a pooled one would be handed back and its LISTEN lost. A lost connection is opened again after
// 250 ms, 500 ms ... up to 10 s, and each (re)connection wakes the listener, which then reads every
// event it missed meanwhile.
export const postgresContentSignal: ChangeSignal = { pollMs: 1000, listen: listenOn("content_changed", "torque-site-content-events") };

// Every new, cancelled, claimed or finished schedule (migration sched_notify); the poll is only a safety net.
export const postgresScheduleSignal: ChangeSignal = { pollMs: 30_000, listen: listenOn("content_schedules_changed", "torque-site-content-schedules") };

// LISTEN on a channel, on a connection of its own, as above (the schedules' channel uses it too).
export function listenOn(channel: string, applicationName: string): ChangeSignal["listen"] {
  return (wake, onError) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let retryMs = FIRST_RETRY_MS;
    let timer: NodeJS.Timeout | undefined;

    const retry = () => {
      if (stopped) return;
      timer = setTimeout(connect, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, LAST_RETRY_MS);
    };

    async function connect() {
      const current = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: applicationName });
      client = current;
      let lost = false;
      const lose = (error?: Error) => {
        if (lost || stopped) return;
        lost = true;
        if (error) onError(error);
        void current.end().catch(() => undefined);
        retry();
      };
      current.on("error", lose);
      current.on("end", () => lose());
      current.on("notification", () => wake());
      try {
        await current.connect();
        await current.query(`LISTEN ${channel}`);
        retryMs = FIRST_RETRY_MS;
        wake();
      } catch (error) {
        lose(error as Error);
      }
    }

    void connect();
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    };
  };
}
