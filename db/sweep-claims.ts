import "server-only";
import { hostname } from "node:os";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { getDb } from "./index";
import { sweepClaims } from "./schema";

// Work several instances share and one does at a time (the content's link checks, the analytics
// sweep): a row of sweep_claims per kind of run, claimed by a conditional update (no live lease, and,
// unless forced, no run finished in the last `everyMs`), so two instances never run it together. A
// claim outlives an instance that died by `leaseMs` at most.
export async function runClaimed<T>(
  name: string,
  options: { now?: number; leaseMs: number; everyMs: number; force?: boolean },
  work: () => Promise<T>,
): Promise<T | null> {
  const now = options.now ?? Date.now();
  const db = getDb();
  await db.insert(sweepClaims).values({ name }).onConflictDoNothing();
  const due = options.force ? undefined : or(isNull(sweepClaims.lastFinished), lt(sweepClaims.lastFinished, new Date(now - options.everyMs).toISOString()));
  const [claimed] = await db
    .update(sweepClaims)
    .set({ leaseUntil: new Date(now + options.leaseMs).toISOString(), instance: `${hostname()}:${process.pid}` })
    .where(and(eq(sweepClaims.name, name), or(isNull(sweepClaims.leaseUntil), lt(sweepClaims.leaseUntil, new Date(now).toISOString())), due))
    .returning({ name: sweepClaims.name });
  if (!claimed) return null;
  const started = Date.now();
  try {
    const result = await work();
    // When it finished: the claim's time (a caller's clock, in tests) and how long the work took.
    await db
      .update(sweepClaims)
      .set({ leaseUntil: null, lastFinished: new Date(now + Date.now() - started).toISOString() })
      .where(eq(sweepClaims.name, name));
    return result;
  } catch (error) {
    await db.update(sweepClaims).set({ leaseUntil: null }).where(eq(sweepClaims.name, name));
    throw error;
  }
}
