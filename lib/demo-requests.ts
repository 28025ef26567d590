import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "@/db";
import { demoRequests, type DemoRequest } from "@/db/schema";
import { groupCommit } from "@/lib/group-commit";
import { findDuplicate, leadContextColumns } from "@/lib/lead-intake";
import { enqueueNotification, kickOutbox, notificationsEnabled } from "@/lib/lead-notifications";
import type { DemoRequestData } from "@/lib/validations/demo-request";

// Stores validated demo requests in one transaction; timestamps come from SQLite, never the client.
// A repeat of the same request within ten minutes returns the first row's id instead of a new row.
function insertDemoRequests(items: DemoRequestData[]): { id: number }[] {
  const now = Date.now();
  const notify = notificationsEnabled();
  return getDb().transaction((tx) =>
    items.map((data) => {
      const fields = {
        name: data.name,
        email: data.email,
        company: data.company,
        phone: data.phone || null,
        message: data.message || null,
      };
      const context = leadContextColumns(data, now, fields);
      const duplicate = findDuplicate(tx, demoRequests, context.dedupeKey, now);
      if (duplicate !== undefined) return { id: duplicate };
      const [row] = tx
        .insert(demoRequests)
        .values({ ...fields, cta: data.cta || null, ...context })
        .returning({ id: demoRequests.id })
        .all();
      if (!row) throw new Error("Insert returned no row");
      if (notify && !context.isSpam) enqueueNotification(tx, "demo", row.id, now);
      return row;
    }),
  );
}

const commitDemoRequest = groupCommit(insertDemoRequests);

// Resolves once the request is committed to disk (shared with concurrent requests: lib/group-commit).
export async function createDemoRequest(data: DemoRequestData): Promise<{ id: number }> {
  const row = await commitDemoRequest(data);
  kickOutbox();
  return row;
}

// For sales staff (npm run leads): newest first, optionally from a day (YYYY-MM-DD, UTC) on; spam only with `spam`.
export function listDemoRequests(options: { since?: string; spam?: boolean } = {}): DemoRequest[] {
  return getDb()
    .select()
    .from(demoRequests)
    .where(and(options.since ? gte(demoRequests.createdAt, options.since) : undefined, options.spam ? undefined : eq(demoRequests.isSpam, false)))
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .all();
}
