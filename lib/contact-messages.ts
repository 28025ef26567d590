import "server-only";
import { and, desc, eq, gte } from "drizzle-orm";
import { getDb } from "@/db";
import { contactMessages, type ContactMessage } from "@/db/schema";
import { groupCommit } from "@/lib/group-commit";
import { findDuplicate, leadContextColumns } from "@/lib/lead-intake";
import { enqueueNotification, kickOutbox, notificationsEnabled } from "@/lib/lead-notifications";
import type { ContactMessageData } from "@/lib/validations/contact-message";

function insertContactMessages(items: ContactMessageData[]): { id: number }[] {
  const now = Date.now();
  const notify = notificationsEnabled();
  return getDb().transaction((tx) =>
    items.map((data) => {
      const fields = {
        name: data.name,
        email: data.email,
        company: data.company || null,
        phone: data.phone || null,
        subject: data.subject,
        message: data.message,
        inquiryType: data.inquiryType,
      };
      const context = leadContextColumns(data, now, fields);
      const duplicate = findDuplicate(tx, contactMessages, context.dedupeKey, now);
      if (duplicate !== undefined) return { id: duplicate };
      const [row] = tx
        .insert(contactMessages)
        .values({ ...fields, cta: data.cta || null, ...context })
        .returning({ id: contactMessages.id })
        .all();
      if (!row) throw new Error("Insert returned no row");
      if (notify && !context.isSpam) enqueueNotification(tx, "contact", row.id, now);
      return row;
    }),
  );
}

const commitContactMessage = groupCommit(insertContactMessages);

// Resolves once the message is committed to disk (lib/group-commit).
export async function createContactMessage(data: ContactMessageData): Promise<{ id: number }> {
  const row = await commitContactMessage(data);
  kickOutbox();
  return row;
}

export function listContactMessages(options: { since?: string; spam?: boolean } = {}): ContactMessage[] {
  return getDb()
    .select()
    .from(contactMessages)
    .where(and(options.since ? gte(contactMessages.createdAt, options.since) : undefined, options.spam ? undefined : eq(contactMessages.isSpam, false)))
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .all();
}
