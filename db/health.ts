import postgresJournal from "./postgres/migrations/meta/_journal.json";
import sqliteJournal from "./sqlite/migrations/meta/_journal.json";
import { engine } from "./engine";
import { getPool, getSqlite } from "./index";

// For /readyz (lib/server/health.mjs): the database answers, and holds every migration this build was
// made with (drizzle records each applied migration's timestamp). Rejects with the reason.
export async function checkDatabase(): Promise<void> {
  const journal = engine() === "postgres" ? postgresJournal : sqliteJournal;
  const expected = journal.entries.at(-1)?.when ?? 0;
  let applied: number;
  if (engine() === "postgres") {
    const { rows } = await getPool().query<{ at: string | null }>("select max(created_at) as at from drizzle.__drizzle_migrations");
    applied = Number(rows[0]?.at ?? 0);
  } else {
    const row = getSqlite().$client.prepare("select max(created_at) as at from __drizzle_migrations").get() as { at: number | null } | undefined;
    applied = Number(row?.at ?? 0);
  }
  if (applied < expected) throw new Error("the database is missing migrations this build needs: run npm start (or npm run db:migrate)");
}

// For /metrics: the PostgreSQL pool's connections (null on SQLite, which has one connection).
export function poolStats(): { total: number; idle: number; waiting: number } | null {
  if (engine() !== "postgres") return null;
  const pool = getPool();
  return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}
