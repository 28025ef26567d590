import "server-only";
import { and, eq, inArray, ne, or, sql, type SQL } from "drizzle-orm";
import { getDb, transaction, type Db } from "@/db";
import { dialect } from "@/db/dialect";
import { contactMessages, demoRequests, leadEvents, leadNotifications, meetings } from "@/db/schema";
import { queueErasure } from "@/lib/leads/notifications";
import { notificationChannels } from "@/lib/outbox/channels";
import { recordAudit } from "@/lib/staff/audit";
import { staffTranslator, type StaffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// Privacy requests (PIPEDA, Quebec's Law 25): everything the site stores about one e-mail address,
// as the person's copy, and its erasure.

const normalised = (email: string) => email.trim().toLowerCase();
const byEmail = (email: string) => ({
  demo: sql`lower(${demoRequests.email}) = ${normalised(email)}`,
  contact: sql`lower(${contactMessages.email}) = ${normalised(email)}`,
});

export async function findPersonalData(email: string, db: Db = getDb()) {
  const where = byEmail(email);
  const [demo, contact] = await Promise.all([db.select().from(demoRequests).where(where.demo), db.select().from(contactMessages).where(where.contact)]);
  const ids = { demo: demo.map((r) => r.id), contact: contact.map((r) => r.id) };
  // The rows of a table about these leads, of both kinds.
  const ofLeads = async <T>(query: (kind: "demo" | "contact", leadIds: number[]) => Promise<T[]>) =>
    (await Promise.all((["demo", "contact"] as const).map((kind) => (ids[kind].length ? query(kind, ids[kind]) : [])))).flat();
  const history = await ofLeads((kind, leadIds) =>
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadType, kind), inArray(leadEvents.leadId, leadIds))),
  );
  // The demo meetings the person booked (lib/booking): their times, rep, language, zone and reason.
  const booked = await ofLeads((kind, leadIds) =>
    db
      .select()
      .from(meetings)
      .where(and(eq(meetings.leadType, kind), inArray(meetings.leadId, leadIds))),
  );
  return { email: normalised(email), demoRequests: demo, contactMessages: contact, history, meetings: booked };
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A phone number's digits, as a note might write them: without the North American "1" before the
// area code ("+1 (416) 555-0101" and "416.555.0101" are both 4165550101).
function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

// A note's text with the punctuation people put in phone numbers taken out, so its numbers compare
// on digits (a plain replace(), the same on SQLite and PostgreSQL).
const PHONE_PUNCTUATION = [" ", "\u00a0", "-", "(", ")", ".", "+", "/"];
const noteDigits = PHONE_PUNCTUATION.reduce<SQL>((text, c) => sql`replace(${text}, ${c}, '')`, sql`${leadEvents.detail}`);

// Other leads that still mention the person in their text: notes naming the address, a name or a
// phone number of the erased leads, and messages naming the address. The site cannot tell whether
// that text is about the same person, so a person reviews them. Names shorter than 3 characters
// and numbers of fewer than 7 digits are not looked for: they would match half the notes.
async function mentionsElsewhere(
  person: { email: string; names: string[]; phones: string[] },
  db: Db,
): Promise<{ kind: "demo" | "contact"; id: number; where: "note" | "message" }[]> {
  const pattern = likePattern(normalised(person.email));
  const names = [...new Set(person.names.map((name) => name.trim().replace(/\s+/g, " ")).filter((name) => name.length >= 3))];
  const phones = [...new Set(person.phones.map(phoneDigits).filter((digits) => digits.length >= 7))];
  const notes = await db
    .selectDistinct({ kind: leadEvents.leadType, id: leadEvents.leadId })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.action, "note"),
        or(
          sql`lower(${leadEvents.detail}) like ${pattern} escape '\\'`,
          // lower() on both sides: SQLite's lowers ASCII letters only, PostgreSQL's every letter.
          ...names.map((name) => sql`lower(${leadEvents.detail}) like lower(${likePattern(name)}) escape '\\'`),
          ...phones.map((digits) => sql`${noteDigits} like ${`%${digits}%`}`),
        ),
      ),
    );
  const messages = await Promise.all(
    (
      [
        ["demo", demoRequests],
        ["contact", contactMessages],
      ] as const
    ).map(async ([kind, t]) =>
      (
        await db
          .select({ id: t.id })
          .from(t)
          .where(
            and(
              ne(sql`lower(${t.email})`, normalised(person.email)),
              or(sql`lower(coalesce(${t.message}, '')) like ${pattern} escape '\\'`, sql`lower(${t.name}) like ${pattern} escape '\\'`),
            ),
          )
      ).map((r) => ({ kind, id: r.id, where: "message" as const })),
    ),
  );
  return [...notes.map((n) => ({ ...n, where: "note" as const })), ...messages.flat()];
}

export interface ErasureOutcome {
  demoRequests: number;
  contactMessages: number;
  meetings: number;
  // Notification e-mails already sent to sales about these leads: copies in their mailboxes.
  emailsSent: number;
  // Leads the CRM had received, now told to erase them (a signed lead.erased webhook each).
  crmErasures: number;
  mentions: { kind: "demo" | "contact"; id: number; where: "note" | "message" }[];
}

// Deletes every lead with this address, with its history and pending notifications, in one
// transaction; tells the CRM; then makes sure no copy of the deleted rows stays in the database
// file (SQLite: secure_delete zeroes freed pages, a checkpoint empties the WAL). The audit log
// records that an erasure happened and how many rows of each kind went, never whose.
export async function erasePersonalData(email: string, staff: Staff, ip: string | null): Promise<ErasureOutcome> {
  const outcome = await transaction(async (tx) => {
    const found = await findPersonalData(email, tx);
    let emailsSent = 0;
    let crmErasures = 0;
    for (const [kind, rows] of [
      ["demo", found.demoRequests],
      ["contact", found.contactMessages],
    ] as const) {
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) continue;
      const [mailed] = await tx
        .select({ count: sql<number>`count(*)` })
        .from(leadNotifications)
        .where(
          and(
            eq(leadNotifications.leadType, kind),
            inArray(leadNotifications.leadId, ids),
            eq(leadNotifications.channel, "email"),
            eq(leadNotifications.status, "sent"),
          ),
        );
      emailsSent += Number(mailed?.count ?? 0);
      // The lead's meetings go with it, and their e-mails not sent yet (a booked one's reminders).
      const meetingIds = found.meetings.filter((m) => m.leadType === kind).map((m) => m.id);
      if (meetingIds.length > 0) {
        await tx.delete(leadNotifications).where(and(eq(leadNotifications.leadType, "meeting"), inArray(leadNotifications.leadId, meetingIds)));
        await tx.delete(meetings).where(inArray(meetings.id, meetingIds));
      }
      await tx.delete(leadEvents).where(and(eq(leadEvents.leadType, kind), inArray(leadEvents.leadId, ids)));
      crmErasures += await queueErasure(tx, kind, ids);
      await tx
        .delete(leadNotifications)
        .where(and(eq(leadNotifications.leadType, kind), inArray(leadNotifications.leadId, ids), ne(leadNotifications.event, "lead.erased")));
      await tx.delete(kind === "demo" ? demoRequests : contactMessages).where(inArray(kind === "demo" ? demoRequests.id : contactMessages.id, ids));
    }
    const erased = [...found.demoRequests, ...found.contactMessages];
    const mentions = await mentionsElsewhere({ email, names: erased.map((r) => r.name), phones: erased.flatMap((r) => (r.phone ? [r.phone] : [])) }, tx);
    const counts = { demoRequests: found.demoRequests.length, contactMessages: found.contactMessages.length, meetings: found.meetings.length };
    await recordAudit(
      { actor: { id: staff.id, email: staff.email }, action: "erasure", detail: { ...counts, emailsSent, crmErasures, mentions: mentions.length }, ip },
      tx,
    );
    return { ...counts, emailsSent, crmErasures, mentions };
  });
  dialect.forgetErased();
  return outcome;
}

// What the erasure could not reach, in words for the administrator (in their language).
export function erasureRemainder(outcome: ErasureOutcome, t: StaffTranslator = staffTranslator("en")): string[] {
  const left: string[] = [];
  if (outcome.emailsSent > 0) left.push(t("privacy.emailsSent", { count: outcome.emailsSent, to: process.env.LEADS_NOTIFY_TO ?? t("privacy.sales") }));
  if (outcome.crmErasures > 0) left.push(t("privacy.crmErasures", { count: outcome.crmErasures }));
  else if (notificationChannels().includes("webhook")) left.push(t("privacy.crmNever"));
  if (outcome.mentions.length > 0) left.push(t("privacy.mentionsLeft", { count: outcome.mentions.length }));
  left.push(t("privacy.backups"));
  return left;
}
