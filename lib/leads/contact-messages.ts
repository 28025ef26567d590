import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "@/db";
import { contactMessages, type ContactMessage } from "@/db/schema";
import { leadWriter } from "@/lib/leads/intake";
import type { ContactMessageData } from "@/lib/validations/contact-message";

// Stores a validated contact message (lib/leads/intake.ts: context, duplicates, notification, group commit).
export const createContactMessage = leadWriter("contact", (data: ContactMessageData) => ({
  name: data.name,
  email: data.email,
  company: data.company || null,
  phone: data.phone || null,
  subject: data.subject,
  message: data.message,
  inquiryType: data.inquiryType,
}));

export async function listContactMessages(options: { since?: string; spam?: boolean } = {}): Promise<ContactMessage[]> {
  return getDb()
    .select()
    .from(contactMessages)
    .where(and(options.since ? gte(contactMessages.createdAt, options.since) : undefined, options.spam ? undefined : eq(contactMessages.isSpam, false)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}
