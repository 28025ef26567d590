import "server-only";
import { desc, gte } from "drizzle-orm";
import { getDb } from "@/db";
import { contactMessages, type ContactMessage } from "@/db/schema";
import type { ContactMessageData } from "@/lib/validations/contact-message";

export function createContactMessage(data: ContactMessageData): { id: number } {
  const [row] = getDb()
    .insert(contactMessages)
    .values({ ...data, company: data.company || null, phone: data.phone || null })
    .returning({ id: contactMessages.id })
    .all();
  if (!row) throw new Error("Insert returned no row");
  return row;
}

export function listContactMessages(options: { since?: string } = {}): ContactMessage[] {
  return getDb()
    .select()
    .from(contactMessages)
    .where(options.since ? gte(contactMessages.createdAt, options.since) : undefined)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .all();
}
