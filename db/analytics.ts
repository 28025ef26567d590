import "server-only";
import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { engine } from "./engine";
import { getDb } from "./index";
import { postgresAnalyticsStore } from "./postgres/analytics";
import type { AnalyticsStore } from "./ports/analytics";
import { analyticsSalts } from "./schema";
import { sqliteAnalyticsStore } from "./sqlite/analytics";

// The analytics store (issue 51): where the collector's buffer goes (lib/server/collector.mjs, through
// lib/analytics/collect.ts), the day's salt of the visitor hash, and the raw events' upkeep
// (lib/analytics/sweep.ts). One interface, an implementation per engine (db/sqlite/analytics.ts,
// db/postgres/analytics.ts), chosen once.

export type { AnalyticsStore } from "./ports/analytics";

const engineStore: AnalyticsStore = engine() === "postgres" ? postgresAnalyticsStore : sqliteAnalyticsStore;

// The salt of a UTC day ("2026-11-25"): 32 random bytes, made by whichever instance asks first (the
// others read it back), shared by every instance; every earlier day's salt is deleted with it, so a
// visitor hash can never be recomputed from an address afterwards.
export async function daySalt(day: string): Promise<string> {
  const db = getDb();
  const [made] = await db
    .insert(analyticsSalts)
    .values({ day, salt: randomBytes(32).toString("base64url") })
    .onConflictDoNothing()
    .returning({ salt: analyticsSalts.salt });
  if (made) {
    await db.delete(analyticsSalts).where(lt(analyticsSalts.day, day));
    return made.salt;
  }
  const [kept] = await db.select({ salt: analyticsSalts.salt }).from(analyticsSalts).where(eq(analyticsSalts.day, day));
  if (!kept) throw new Error(`No salt for ${day}`);
  return kept.salt;
}

export const analyticsStore: AnalyticsStore = engineStore;
