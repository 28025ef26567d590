import "server-only";
import { and, asc, desc, eq, getTableColumns, gt, gte, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb, transaction } from "@/db";
import { dialect } from "@/db/dialect";
import { LEAD_KINDS, type LeadKind } from "@/db/enums";
import { contactMessages, demoRequests, leadEvents, leadNotifications, staffUsers, type ContactMessage, type DemoRequest, type LeadEvent } from "@/db/schema";
import { queueSpamChange } from "@/lib/leads/notifications";
import { LEAD_STATUSES, type LeadStatus } from "@/lib/leads/statuses";
import { recordAudit } from "@/lib/staff/audit";
import { StaffError } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { calendarDay } from "@/lib/validations/calendar-day";

export { LEAD_KINDS, LEAD_STATUSES, type LeadKind, type LeadStatus };

// The sales workspace's view of the leads: one inbox over both kinds, the lead page, and the
// changes staff make (each recorded in the lead's history and the audit log).

export const PAGE_SIZE = 50;

// The inbox's orders, each paged by a keyset (a page costs the same however deep): newest and
// oldest first by date; status and owner as groups in a fixed order (the pipeline; unassigned, then
// the team by name), each newest first, by group and date; name by the lowercased name.
export const INBOX_SORTS = ["newest", "oldest", "name", "-name", "status", "-status", "owner", "-owner"] as const;
export type InboxSort = (typeof INBOX_SORTS)[number];

const tables = { demo: demoRequests, contact: contactMessages };

// The inbox's filters, from the URL's query string. Anything that does not parse is a field error
// shown above the list, never a 500. Messages are keys of the staff catalogue's "errors"
// (lib/staff/messages.ts words them).
const day = z.optional(calendarDay());
const text = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max, "tooLong")));
export const inboxFilterSchema = z.object({
  folder: z._default(z.enum(["inbox", "spam"], { error: "chooseFolder" }), "inbox"),
  kind: z.optional(z.enum(LEAD_KINDS, { error: "chooseKind" })),
  status: z.optional(z.enum(LEAD_STATUSES, { error: "chooseStatus" })),
  // A staff id, "me" or "none" (unassigned).
  owner: text(64),
  from: day,
  to: day,
  first: text(200),
  last: text(200),
  consent: z.optional(z.enum(["yes", "no"], { error: "chooseConsent" })),
  language: z.optional(z.enum(["en", "fr"], { error: "chooseLanguage" })),
  q: text(100),
  sort: z._default(z.enum(INBOX_SORTS, { error: "chooseSort" }), "newest"),
  // Keyset paging: the last row of the previous page, as createdAt|kind|id (date orders),
  // group|createdAt|kind|id (status and owner orders; the group is a status or a staff id), or
  // n:<base64url> (the name order).
  after: z.optional(
    z
      .string()
      .check(
        z.refine(
          (v) => /^(?:[\w-]{1,64}\|)?[0-9TZ:.-]{10,30}\|(demo|contact)\|\d{1,12}$/.test(v) || (v.length <= 1000 && decodeNameCursor(v) !== null),
          "badPage",
        ),
      ),
  ),
});
export type InboxFilter = z.output<typeof inboxFilterSchema>;

// The filter as the audit log keeps it: its choices, never text someone typed (a search term or a
// source name can be a person's e-mail address), only whether there was any.
export function auditedFilter({ folder, kind, status, owner, from, to, consent, language, q, first, last }: InboxFilter) {
  return {
    folder,
    kind,
    status,
    owner,
    from,
    to,
    consent,
    language,
    ...(q ? { search: true } : {}),
    ...(first ? { firstSource: true } : {}),
    ...(last ? { lastSource: true } : {}),
  };
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
  return where.filter((c): c is SQL => c !== undefined);
}

// The date keyset: this kind's rows that come after the cursor "createdAt|kind|id" in the order
// (createdAt, kind, id), descending (newest first) or ascending (oldest first).
function afterCursor(kind: LeadKind, cursor: string, descending: boolean): SQL {
  const t = tables[kind];
  const [at, afterKind, afterId] = cursor.split("|") as [string, LeadKind, string];
  const later = descending ? lt : gt;
  // Same time: a kind that sorts after the cursor's is wholly after it, one before wholly not.
  const sameTime = kind === afterKind ? later(t.id, Number(afterId)) : (descending ? kind < afterKind : kind > afterKind) ? sql`1 = 1` : sql`1 = 0`;
  return or(later(t.createdAt, at), and(eq(t.createdAt, at), sameTime))!;
}

const summaryColumns = (t: (typeof tables)[LeadKind]) => ({
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
});

const byDate = (descending: boolean) => (a: InboxRow, b: InboxRow) => {
  const order = a.createdAt !== b.createdAt ? (a.createdAt < b.createdAt ? -1 : 1) : a.kind !== b.kind ? (a.kind < b.kind ? -1 : 1) : a.id - b.id;
  return descending ? -order : order;
};
const dateCursor = (row: InboxRow) => `${row.createdAt}|${row.kind}|${row.id}`;

// Up to `limit` rows in date order after a date cursor. Each kind is read with its own indexed,
// limited query and the two are merged here, so a page costs the same with 100 leads or 100,000.
async function byDatePage(
  filter: InboxFilter,
  staff: Staff,
  after: string | undefined,
  limit: number,
  descending: boolean,
  everyColumn: boolean,
): Promise<(InboxRow & Partial<Lead>)[]> {
  const kinds = filter.kind ? [filter.kind] : LEAD_KINDS;
  const pages = await Promise.all(
    kinds.map(async (kind) => {
      const t = tables[kind];
      const summary = summaryColumns(t);
      const direction = descending ? desc : asc;
      const rows = await getDb()
        .select(everyColumn ? { ...getTableColumns(t), ...summary } : summary)
        .from(t)
        .where(and(...conditions(kind, filter, staff.id), after ? afterCursor(kind, after, descending) : undefined))
        .orderBy(direction(t.createdAt), direction(t.id))
        .limit(limit);
      return rows.map((row) => ({ ...row, kind }) as InboxRow & Partial<Lead>);
    }),
  );
  return pages.flat().sort(byDate(descending)).slice(0, limit);
}

export interface InboxPage {
  rows: InboxRow[];
  // The next page's cursor, if there is one.
  next: { after: string } | null;
}

async function groupedPage(filter: InboxFilter, staff: Staff, size: number, groups: { key: string; filter: Partial<InboxFilter> }[]): Promise<InboxPage> {
  const cursor = filter.after?.split("|");
  const resumeAt =
    cursor?.length === 4
      ? Math.max(
          0,
          groups.findIndex((g) => g.key === cursor[0]),
        )
      : 0;
  const rows: InboxRow[] = [];
  const groupOf = new Map<InboxRow, string>();
  for (let i = resumeAt; i < groups.length && rows.length <= size; i++) {
    const after = i === resumeAt && cursor?.length === 4 ? cursor.slice(1).join("|") : undefined;
    for (const row of await byDatePage({ ...filter, ...groups[i]!.filter }, staff, after, size + 1 - rows.length, true, false)) {
      rows.push(row);
      groupOf.set(row, groups[i]!.key);
    }
  }
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return { rows: shown, next: rows.length > size && last ? { after: `${groupOf.get(last)}|${dateCursor(last)}` } : null };
}

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

// The name order's cursor: "n:" and base64url of JSON [lower(name), kind, id] of the last row.
export function decodeNameCursor(after: string | undefined): [string, LeadKind, number] | null {
  if (!after?.startsWith("n:")) return null;
  try {
    const value = JSON.parse(Buffer.from(after.slice(2), "base64url").toString("utf8")) as unknown;
    if (Array.isArray(value) && value.length === 3 && typeof value[0] === "string" && LEAD_KINDS.includes(value[1]) && Number.isInteger(value[2]))
      return value as [string, LeadKind, number];
  } catch {
    // not a cursor of ours
  }
  return null;
}
const nameCursor = (key: string, kind: LeadKind, id: number) => `n:${Buffer.from(JSON.stringify([key, kind, id])).toString("base64url")}`;

// By name (lowercased), then kind and id: one SQL query merges both kinds in order, so the
// comparison of names is the database's own on both sides of the cursor (an index on lower(name)
// per table serves the order and the cursor's range).
async function byNamePage(filter: InboxFilter, staff: Staff, size: number, descending: boolean): Promise<InboxPage> {
  const cursor = decodeNameCursor(filter.after);
  const kinds = filter.kind ? [filter.kind] : LEAD_KINDS;
  const direction = sql.raw(descending ? "desc" : "asc");
  const branches = kinds.map((kind) => {
    const t = tables[kind];
    const key = sql`lower(${t.name})`;
    const columns = Object.entries(summaryColumns(t)).map(([alias, column]) => sql`${column} as ${sql.identifier(alias)}`);
    const where = conditions(kind, filter, staff.id);
    if (cursor) {
      const [afterKey, afterKind, afterId] = cursor;
      const [beyond, from] = descending ? ["<", "<="] : [">", ">="];
      // Rows past the cursor in (key, kind, id) order; the first term gives the index its range.
      const sameKey =
        kind === afterKind ? sql`${t.id} ${sql.raw(beyond)} ${afterId}` : (descending ? kind < afterKind : kind > afterKind) ? sql`1 = 1` : sql`1 = 0`;
      where.push(sql`${key} ${sql.raw(from)} ${afterKey}`, sql`(${key} ${sql.raw(beyond)} ${afterKey} or (${key} = ${afterKey} and ${sameKey}))`);
    }
    return sql`select ${sql.join(columns, sql`, `)}, ${literal(kind)} as kind, ${key} as sort_key from ${t} where ${and(...where)}`;
  });
  const query = sql`${sql.join(branches, sql` union all `)} order by sort_key ${direction}, kind ${direction}, id ${direction} limit ${sql.raw(String(size + 1))}`;
  const found = (await dialect.rows(query)) as (InboxRow & { sort_key: string })[];
  // The rows as the query builder gives them elsewhere: numbers and booleans on both engines.
  const rows = found.slice(0, size).map((row) => ({ ...row, id: Number(row.id), consent: Boolean(row.consent) }));
  const last = rows.at(-1);
  return { rows, next: found.length > size && last ? { after: nameCursor(last.sort_key, last.kind, last.id) } : null };
}

async function inboxPage(filter: InboxFilter, staff: Staff, size: number): Promise<InboxPage> {
  switch (filter.sort) {
    case "name":
    case "-name":
      return byNamePage(filter, staff, size, filter.sort === "-name");
    case "status":
    case "-status": {
      const order = filter.sort === "status" ? LEAD_STATUSES : [...LEAD_STATUSES].reverse();
      return groupedPage(
        filter,
        staff,
        size,
        order.filter((status) => !filter.status || status === filter.status).map((status) => ({ key: status, filter: { status } })),
      );
    }
    case "owner":
    case "-owner": {
      const owners = [{ key: "none", filter: { owner: "none" } }, ...(await listStaff()).map((s) => ({ key: s.id, filter: { owner: s.id } }))];
      const wanted = filter.owner === "me" ? staff.id : filter.owner;
      const groups = (filter.sort === "owner" ? owners : owners.reverse()).filter((g) => !wanted || g.key === wanted);
      return groupedPage(filter, staff, size, groups);
    }
    default: {
      const descending = filter.sort !== "oldest";
      const rows = await byDatePage(filter, staff, filter.after, size + 1, descending, false);
      const shown = rows.slice(0, size);
      return { rows: shown, next: rows.length > size ? { after: dateCursor(shown.at(-1)!) } : null };
    }
  }
}

export async function listInbox(filter: InboxFilter, staff: Staff): Promise<InboxPage & { asOf: number }> {
  return { ...(await inboxPage(filter, staff, PAGE_SIZE)), asOf: Date.now() };
}

// Every lead the filter matches, every column, newest first, a thousand at a time (the CSV export
// streams them; the inbox's order does not change what is exported).
export async function* exportInbox(filter: InboxFilter, staff: Staff): AsyncGenerator<(InboxRow & Partial<Lead>)[]> {
  let after: string | undefined;
  for (;;) {
    const rows = await byDatePage(filter, staff, after, 1001, true, true);
    yield rows.slice(0, 1000);
    if (rows.length <= 1000) return;
    after = dateCursor(rows[999]!);
  }
}

export async function listStaff(): Promise<{ id: string; name: string; email: string; role: string | null }[]> {
  return getDb()
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, role: staffUsers.role })
    .from(staffUsers)
    .orderBy(asc(staffUsers.name));
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
      toStatus: leadEvents.toStatus,
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
export function consentAllows(lead: Pick<Lead, "consent" | "consentAt" | "consentVersion" | "createdAt">): {
  kind: "express" | "implied";
  until: string | null;
} {
  if (lead.consent) return { kind: "express", until: null };
  const until = new Date(lead.createdAt);
  until.setUTCMonth(until.getUTCMonth() + 6);
  return { kind: "implied", until: until.toISOString().slice(0, 10) };
}

// The changes staff make to a lead, as the lead page's form sends them.
export const leadChangeSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: z.enum(LEAD_STATUSES, { error: "chooseStatus" }) }),
  z.object({ intent: z.literal("owner"), owner: z.string().check(z.maxLength(64, "badOwner")) }),
  z.object({ intent: z.literal("note"), note: z.string().check(z.trim(), z.minLength(1, "noteEmpty"), z.maxLength(5000, "tooLong")) }),
  z.object({ intent: z.literal("spam"), spam: z.enum(["yes", "no"]) }),
]);
export type LeadChange = z.output<typeof leadChangeSchema>;

// A refusal by a key of the staff catalogue's "errors", worded in the reader's language by staffAction.
export class LeadChangeError extends StaffError {}

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
          if (!exists) throw new LeadChangeError("ownerGone");
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
        await tx
          .update(t)
          .set({ isSpam: spam, spamReason: spam ? "staff" : null })
          .where(eq(t.id, id));
        await queueSpamChange(tx, kind, id, !spam);
        detail = { from: lead.isSpam, to: spam };
        break;
      }
    }
    const action = change.intent === "spam" ? (change.spam === "yes" ? "spam" : "not-spam") : change.intent;
    await tx.insert(leadEvents).values({
      leadType: kind,
      leadId: id,
      actorId: staff.id,
      actorEmail: staff.email,
      action,
      detail: JSON.stringify(detail),
      toStatus: change.intent === "status" ? change.status : null,
    });
    // The audit log names the lead, never its content (a note's text stays with the lead).
    await recordAudit(
      { actor: { id: staff.id, email: staff.email }, action: `lead-${action}`, target: `${kind}/${id}`, detail: change.intent === "note" ? null : detail, ip },
      tx,
    );
    return true;
  });
}

// The lead's notifications (the sales e-mail, the CRM webhook) and how their delivery stands.
export async function getDeliveries(kind: LeadKind, id: number) {
  return getDb()
    .select({
      id: leadNotifications.id,
      channel: leadNotifications.channel,
      event: leadNotifications.event,
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
