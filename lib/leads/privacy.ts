import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import { contactMessages, demoRequests, leadEvents, leadNotifications } from "@/db/schema";
import { recordAudit } from "@/lib/staff/audit";
import type { Staff } from "@/lib/staff/session";

// Privacy requests (PIPEDA, Quebec's Law 25): everything the site stores about one e-mail address,
// as the person's copy, and its erasure.

const byEmail = (email: string) => ({
  demo: sql`lower(${demoRequests.email}) = ${email.trim().toLowerCase()}`,
  contact: sql`lower(${contactMessages.email}) = ${email.trim().toLowerCase()}`,
});

export async function findPersonalData(email: string, db: Db = getDb()) {
  const where = byEmail(email);
  const [demo, contact] = await Promise.all([db.select().from(demoRequests).where(where.demo), db.select().from(contactMessages).where(where.contact)]);
  const ids = { demo: demo.map((r) => r.id), contact: contact.map((r) => r.id) };
  const history = (
    await Promise.all(
      (["demo", "contact"] as const).map((kind) =>
        ids[kind].length ? db.select().from(leadEvents).where(and(eq(leadEvents.leadType, kind), inArray(leadEvents.leadId, ids[kind]))) : [],
      ),
    )
  ).flat();
  return { email: email.trim().toLowerCase(), demoRequests: demo, contactMessages: contact, history };
}

// Deletes every lead with this address, with its history and pending e-mails, in one transaction.
// The audit log records that an erasure happened and how many rows of each kind went, never whose.
export async function erasePersonalData(email: string, staff: Staff, ip: string | null): Promise<{ demoRequests: number; contactMessages: number }> {
  return transaction(async (tx) => {
    const found = await findPersonalData(email, tx);
    for (const [kind, rows] of [
      ["demo", found.demoRequests],
      ["contact", found.contactMessages],
    ] as const) {
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) continue;
      await tx.delete(leadEvents).where(and(eq(leadEvents.leadType, kind), inArray(leadEvents.leadId, ids)));
      await tx.delete(leadNotifications).where(and(eq(leadNotifications.leadType, kind), inArray(leadNotifications.leadId, ids)));
      await tx.delete(kind === "demo" ? demoRequests : contactMessages).where(inArray(kind === "demo" ? demoRequests.id : contactMessages.id, ids));
    }
    const counts = { demoRequests: found.demoRequests.length, contactMessages: found.contactMessages.length };
    await recordAudit({ actor: { id: staff.id, email: staff.email }, action: "erasure", detail: counts, ip }, tx);
    return counts;
  });
}
