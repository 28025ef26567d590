import "server-only";
import { desc, gte } from "drizzle-orm";
import { getDb } from "@/db";
import { demoRequests, type DemoRequest } from "@/db/schema";
import type { DemoRequestData } from "@/lib/validations/demo-request";

// Stores a validated demo request; the timestamp comes from SQLite, never from the client.
export function createDemoRequest(data: DemoRequestData): { id: number } {
  const [row] = getDb()
    .insert(demoRequests)
    .values({
      name: data.name,
      email: data.email,
      company: data.company,
      phone: data.phone || null,
      message: data.message || null,
      cta: data.cta || null,
    })
    .returning({ id: demoRequests.id })
    .all();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

// For sales staff (npm run leads): newest first, optionally from a day (YYYY-MM-DD, UTC) on.
export function listDemoRequests(options: { since?: string } = {}): DemoRequest[] {
  return getDb()
    .select()
    .from(demoRequests)
    .where(options.since ? gte(demoRequests.createdAt, options.since) : undefined)
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id))
    .all();
}
