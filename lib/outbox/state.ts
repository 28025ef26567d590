import "server-only";
import { inArray, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { leadNotifications } from "@/db/schema";

// What /metrics reports about the outbox: how many notifications wait, how old the oldest is, and
// how many were given up on.
export async function outboxState(): Promise<{ pending: number; failed: number; oldestPendingSeconds: number }> {
  const [row] = await getDb()
    .select({
      pending: sql<number>`count(*) filter (where ${leadNotifications.status} = 'pending')`,
      failed: sql<number>`count(*) filter (where ${leadNotifications.status} = 'failed')`,
      oldest: sql<string | null>`min(case when ${leadNotifications.status} = 'pending' then ${leadNotifications.createdAt} end)`,
    })
    .from(leadNotifications)
    .where(inArray(leadNotifications.status, ["pending", "failed"]));
  const oldest = row?.oldest ? Date.parse(row.oldest) : null;
  return { pending: Number(row?.pending ?? 0), failed: Number(row?.failed ?? 0), oldestPendingSeconds: oldest ? Math.max(0, (Date.now() - oldest) / 1000) : 0 };
}
