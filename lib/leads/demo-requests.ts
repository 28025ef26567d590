import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "@/db";
import { demoRequests, type DemoRequest } from "@/db/schema";
import { leadWriter } from "@/lib/leads/intake";
import type { DemoRequestData } from "@/lib/validations/demo-request";

// Stores a validated demo request (lib/leads/intake.ts: context, duplicates, notification, group commit).
export const createDemoRequest = leadWriter("demo", (data: DemoRequestData) => ({
  name: data.name,
  email: data.email,
  company: data.company,
  phone: data.phone || null,
  message: data.message || null,
}));

// For sales staff (npm run leads): newest first, optionally from a day (YYYY-MM-DD, UTC) on; spam is included only with `spam`.
export async function listDemoRequests(options: { since?: string; spam?: boolean } = {}): Promise<DemoRequest[]> {
  return getDb()
    .select()
    .from(demoRequests)
    .where(and(options.since ? gte(demoRequests.createdAt, options.since) : undefined, options.spam ? undefined : eq(demoRequests.isSpam, false)))
    .orderBy(desc(demoRequests.createdAt), desc(demoRequests.id));
}
