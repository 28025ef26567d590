import "server-only";
import { and, asc, desc, eq, getTableColumns, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb, transaction } from "@/db";
import { contactMessages, demoRequests, leadEvents, leadNotifications, staffUsers, type ContactMessage, type DemoRequest, type LeadEvent } from "@/db/schema";
import { queueSpamChange } from "@/lib/leads/notifications";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/leads/statuses";
import { recordAudit } from "@/lib/staff/audit";
import type { Staff } from "@/lib/staff/session";

export { LEAD_STATUSES, type LeadStatus };

// The sales workspace's view of the leads: one inbox over both kinds, the lead page, and the
// changes staff make (each recorded in the lead's history and the audit log).

export const LEAD_KINDS = ["demo", "contact"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const PAGE_SIZE = 50;

const tables = { demo: demoRequests, contact: contactMessages };

// The inbox's filters, from the URL's query string. Anything that does not parse is a field error
// shown above the list, never a 500.
// A real calendar day: 2026-02-30 and 2026-13-45 are refused, not rolled over or thrown on.
export function isCalendarDay(value: string): boolean {
  const day = new Date(`${value}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}
const day = z.optional(z.string().check(z.refine((v: string) => isCalendarDay(v), "Use a date as YYYY-MM-DD")));
const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, `At most ${max} characters`)));
export const inboxFilterSchema = z.object({
  folder: z._default(z.enum(["inbox", "spam"], { error: "Choose the inbox or spam" }), "inbox"),
  kind: z.optional(z.enum(LEAD_KINDS, { error: "Choose demo requests or contact messages" })),
  status: z.optional(z.enum(LEAD_STATUSES, { error: "Choose a status from the list" })),
  // A staff id, "me" or "none" (unassigned).
  owner: text(64),
  from: day,
  to: day,
  first: text(200),
  last: text(200),
  consent: z.optional(z.enum(["yes", "no"], { error: "Consent is yes or no" })),
  language: z.optional(z.enum(["en", "fr"], { error: "Choose English or French" })),
  q: text(100),
  // Keyset paging: the last row of the previous page, as createdAt|kind|id.
  after: z.optional(z.string().check(z.regex(/^[0-9TZ:.-]{10,30}\|(demo|contact)\|\d{1,12}$/, "Not a page of this inbox"))),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

// The filter as the audit log keeps it: its choices, never text someone typed (a search term or a
// source name can be a person's e-mail address), only whether there was any.
export function auditedFilter({ folder, kind, status, owner, from, to, consent, language, q, first, last }: InboxFilter) {
  return { folder, kind, status, owner, from, to, consent, language, ...(q ? { search: true } : {}), ...(first ? { firstSource: true } : {}), ...(last ? { lastSource: true } : {}) };
}

export interface InboxRow {
  kind: LeadKind;
  id: number;
  name: string;
  email: string;
  company: string | null;
  createdAt: string;
  status: LeadStatus;
  ownerId: string | null;
  firstSource: string | null;
  lastSource: string | null;
  referrer: string | null;
  consent: boolean;
  language: "en" | "fr";
}

// Search terms match anywhere in the name, e-mail or company, case-insensitively, with LIKE's own
// wildcards taken literally.
const likePattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditions(kind: LeadKind, filter: InboxFilter, staffId: string): SQL[] {
  const t = tables[kind];
  const where: (SQL | undefined)[] = [eq(t.isSpam, filter.folder === "spam")];
  if (filter.status) where.push(eq(t.status, filter.status));
  if (filter.owner === "none") where.push(isNull(t.ownerId));
  else if (filter.owner) where.push(eq(t.ownerId, filter.owner === "me" ? staffId : filter.owner));
  if (filter.from) where.push(gte(t.createdAt, filter.from));
  if (filter.to) where.push(lt(t.createdAt, new Date(Date.parse(filter.to) + 86_400_000).toISOString().slice(0, 10)));
  if (filter.first) where.push(eq(t.firstUtmSource, filter.first));
  if (filter.last) where.push(eq(t.lastUtmSource, filter.last));
  if (filter.consent) where.push(eq(t.consent, filter.consent === "yes"));
  if (filter.language) where.push(eq(t.language, filter.language));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(
      or(
        sql`lower(${t.name}) like ${pattern} escape '\\'`,
        sql`lower(${t.email}) like ${pattern} escape '\\'`,
        sql`lower(coalesce(${t.company}, '')) like ${pattern} escape '\\'`,
      ),
    );
  }
  if (filter.after) {
    // Newest first by (createdAt, kind, id): this kind's rows that sort after the cursor.
    const [at, afterKind, afterId] = filter.after.split("|") as [string, LeadKind, string];
    const sameTime = kind < afterKind ? undefined : kind === afterKind ? lt(t.id, Number(afterId)) : sql`false`;
    where.push(or(lt(t.createdAt, at), and(eq(t.createdAt, at), kind < afterKind ? sql`true` : sameTime)));
  }
  return where.filter((c): c is SQL => c !== undefined);
}

// One page of the inbox, newest first. Each kind is read with its own indexed, limited query and
// the two are merged here, so a page costs the same with 100 leads or 100,000.
async function inboxPage(filter: InboxFilter, staff: Staff, size: number, everyColumn: boolean): Promise<{ rows: (InboxRow & Partial<Lead>)[]; next: string | null }> {
  const kinds = filter.kind ? [filter.kind] : LEAD_KINDS;
  const pages = await Promise.all(
    kinds.map(async (kind) => {
      const t = tables[kind];
      const summary = {
        id: t.id,
        name: t.name,
        email: t.email,
        company: t.company,
        createdAt: t.createdAt,
        status: t.status,
        ownerId: t.ownerId,
        firstSource: t.firstUtmSource,
        lastSource: t.lastUtmSource,
        referrer: t.referrer,
        consent: t.consent,
        language: t.language,
      };
      const rows = await getDb()
        .select(everyColumn ? { ...getTableColumns(t), ...summary } : summary)
        .from(t)
        .where(and(...conditions(kind, filter, staff.id)))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(size + 1);
      return rows.map((row) => ({ ...row, kind }) as InboxRow & Partial<Lead>);
    }),
  );
  const merged = pages
    .flat()
    .sort((a, b) => (a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? 1 : -1) : a.kind !== b.kind ? (a.kind < b.kind ? 1 : -1) : b.id - a.id));
  const rows = merged.slice(0, size);
  const last = rows.at(-1);
  return { rows, next: merged.length > size && last ? `${last.createdAt}|${last.kind}|${last.id}` : null };
}

export async function listInbox(filter: InboxFilter, staff: Staff): Promise<{ rows: InboxRow[]; next: string | null; asOf: number }> {
  return { ...(await inboxPage(filter, staff, PAGE_SIZE, false)), asOf: Date.now() };
}

// Every lead the filter matches, every column, a thousand at a time (the CSV export streams them).
export async function* exportInbox(filter: InboxFilter, staff: Staff): AsyncGenerator<(InboxRow & Partial<Lead>)[]> {
  let after = filter.after;
  for (;;) {
    const page = await inboxPage({ ...filter, after }, staff, 1000, true);
    yield page.rows;
    if (!page.next) return;
    after = page.next;
  }
}

export async function listStaff(): Promise<{ id: string; name: string; email: string; role: string | null }[]> {
  return getDb().select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role }).from(staffUsers).orderBy(asc(staffUsers.name));
}

export type Lead = (DemoRequest & { kind: "demo" }) | (ContactMessage & { kind: "contact" });

export async function getLead(kind: LeadKind, id: number): Promise<Lead | null> {
  const [row] = await getDb().select().from(tables[kind]).where(eq(tables[kind].id, id)).limit(1);
  return row ? ({ ...row, kind } as Lead) : null;
}

export async function getLeadHistory(kind: LeadKind, id: number): Promise<(LeadEvent & { actorName: string | null })[]> {
  return getDb()
    .select({
      id: leadEvents.id,
      leadType: leadEvents.leadType,
      leadId: leadEvents.leadId,
      actorId: leadEvents.actorId,
      actorEmail: leadEvents.actorEmail,
      action: leadEvents.action,
      detail: leadEvents.detail,
      createdAt: leadEvents.createdAt,
      actorName: staffUsers.name,
    })
    .from(leadEvents)
    .leftJoin(staffUsers, eq(staffUsers.id, leadEvents.actorId))
    .where(and(eq(leadEvents.leadType, kind), eq(leadEvents.leadId, id)))
    .orderBy(desc(leadEvents.id));
}

// Other requests from the same e-mail address, of either kind (repeats within ten minutes are
// already folded into one row when they arrive).
export async function getRelatedLeads(lead: Lead): Promise<{ kind: LeadKind; id: number; createdAt: string; status: string }[]> {
  const related = await Promise.all(
    LEAD_KINDS.map(async (kind) => {
      const t = tables[kind];
      const rows = await getDb()
        .select({ id: t.id, createdAt: t.createdAt, status: t.status })
        .from(t)
        .where(sql`lower(${t.email}) = ${lead.email.toLowerCase()}`)
        .orderBy(desc(t.createdAt))
        .limit(20);
      return rows.filter((r) => !(kind === lead.kind && r.id === lead.id)).map((r) => ({ ...r, kind }));
    }),
  );
  return related.flat().sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
}

// CASL: what the consent record allows. Express consent stands until withdrawn; an inquiry gives
// implied consent to e-mail about it for six months.
export function consentAllows(lead: Pick<Lead, "consent" | "consentAt" | "consentVersion" | "createdAt">): { kind: "express" | "implied"; until: string | null } {
  if (lead.consent) return { kind: "express", until: null };
  const until = new Date(lead.createdAt);
  until.setUTCMonth(until.getUTCMonth() + 6);
  return { kind: "implied", until: until.toISOString().slice(0, 10) };
}

// The changes staff make to a lead, as the lead page's form sends them.
export const leadChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES, { error: "Choose a status from the list" }) }),
  z.object({ intent: z.literal("owner"), owner: z.string().check(z.maxLength(64)) }),
  z.object({ intent: z.literal("note"), note: z.string().check(z.trim(), z.minLength(1, "Write a note first"), z.maxLength(5000, "At most 5,000 characters")) }),
  z.object({ intent: z.literal("spam"), spam: z.enum(["yes", "no"]) }),
]);
export type LeadChange = z.output<typeof leadChangeSchema>;

export class LeadChangeError extends Error {}

// Applies one change: the lead, its history and the audit log in one transaction. Returns false
// when the lead does not exist.
export async function changeLead(kind: LeadKind, id: number, change: LeadChange, staff: Staff, ip: string | null): Promise<boolean> {
  const t = tables[kind];
  return transaction(async (tx) => {
    const [lead] = await tx.select({ status: t.status, ownerId: t.ownerId, isSpam: t.isSpam }).from(t).where(eq(t.id, id)).limit(1);
    if (!lead) return false;
    let detail: Record<string, unknown>;
    switch (change.intent) {
      case "status":
        if (lead.status === change.status) return true;
        await tx.update(t).set({ status: change.status }).where(eq(t.id, id));
        detail = { from: lead.status, to: change.status };
        break;
      case "owner": {
        const owner = change.owner === "" ? null : change.owner;
        if (owner) {
          const [exists] = await tx.select({ id: staffUsers.id }).from(staffUsers).where(eq(staffUsers.id, owner)).limit(1);
          if (!exists) throw new LeadChangeError("That staff member no longer exists");
        }
        if (lead.ownerId === owner) return true;
        await tx.update(t).set({ ownerId: owner }).where(eq(t.id, id));
        detail = { from: lead.ownerId, to: owner };
        break;
      }
      case "note":
        detail = { text: change.note };
        break;
      case "spam": {
        const spam = change.spam === "yes";
        if (lead.isSpam === spam) return true;
        await tx.update(t).set({ isSpam: spam, spamReason: spam ? "staff" : null }).where(eq(t.id, id));
        await queueSpamChange(tx, kind, id, !spam);
        detail = { from: lead.isSpam, to: spam };
        break;
      }
    }
    const action = change.intent === "spam" ? (change.spam === "yes" ? "spam" : "not-spam") : change.intent;
    await tx.insert(leadEvents).values({ leadType: kind, leadId: id, actorId: staff.id, actorEmail: staff.email, action, detail: JSON.stringify(detail) });
    // The audit log names the lead, never its content (a note's text stays with the lead).
    await recordAudit({ actor: { id: staff.id, email: staff.email }, action: `lead-${action}`, target: `${kind}/${id}`, detail: change.intent === "note" ? null : detail, ip }, tx);
    return true;
  });
}

// The lead's notifications (the sales e-mail, the CRM webhook) and how their delivery stands.
export async function getDeliveries(kind: LeadKind, id: number) {
  return getDb()
    .select({
      id: leadNotifications.id,
      channel: leadNotifications.channel,
      status: leadNotifications.status,
      attempts: leadNotifications.attempts,
      nextAttemptAt: leadNotifications.nextAttemptAt,
      lastError: leadNotifications.lastError,
      sentAt: leadNotifications.sentAt,
    })
    .from(leadNotifications)
    .where(and(eq(leadNotifications.leadType, kind), eq(leadNotifications.leadId, id)))
    .orderBy(asc(leadNotifications.id));
}
