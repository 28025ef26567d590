import "server-only";
import { and, asc, eq, isNull, ne, or, sql } from "drizzle-orm";
import * as z from "zod/mini";
import { areaCodes, REGIONS, type Region } from "@/content/area-codes";
import { getDb, transaction, type Db } from "@/db";
import { LANGUAGES, ROUTING_FALLBACKS, ROUTING_RULES } from "@/db/enums";
import { cities, contactMessages, demoRequests, leadEvents, leadRouting, staffTerritories, staffUsers, type LeadRouting } from "@/db/schema";
import { PROVINCES, type Province } from "@/lib/leads/business-time";
import { logger } from "@/lib/server/log.mjs";
import { cityPath } from "@/lib/routes";
import { recordAudit } from "@/lib/staff/audit";
import { StaffError } from "@/lib/staff/messages";

// Automatic assignment of new leads (chosen by administrators at /staff/assignment):
// - none: leads wait in the inbox unassigned (the default);
// - round-robin: each new lead goes to the next active sales account, in a fixed order (by id);
// - territory: to an account whose provinces hold the lead's province (its city landing page, else
//   its phone's area code) and whose languages hold the lead's language; several such accounts take
//   turns; none, the fallback (a round-robin turn, or nothing).
// Locked and removed accounts, and administrators, never receive leads. Each assignment is a row in
// the lead's history (action "assigned", no actor: the site) naming the rule that made it.

export type RoutingRule = (typeof ROUTING_RULES)[number];

const tables = { demo: demoRequests, contact: contactMessages };
type LeadType = keyof typeof tables;

// The settings row, read at most every few seconds per instance: with the rule "none" storing a lead
// costs no query. Another instance sees an administrator's change within CACHE_MS.
const CACHE_MS = 5_000;
let cached: { at: number; settings: Promise<LeadRouting> } | null = null;

async function readSettings(db: Db = getDb()): Promise<LeadRouting> {
  const [row] = await db.select().from(leadRouting).where(eq(leadRouting.id, 1)).limit(1);
  // The migration creates the row; a database restored from before it behaves as "none".
  return row ?? { id: 1, rule: "none", fallback: "round-robin", turn: 0, remindAfterMinutes: 60, escalateAfterMinutes: 240, updatedAt: null, updatedBy: null };
}

export function routingSettings(now = Date.now()): Promise<LeadRouting> {
  if (!cached || now - cached.at > CACHE_MS) {
    const settings = readSettings();
    cached = { at: now, settings };
    settings.catch(() => (cached = null));
  }
  return cached.settings;
}

// ---- Where a lead is from ----

const PROVINCE_NAMES: Record<string, Province> = {
  alberta: "AB",
  "british columbia": "BC",
  manitoba: "MB",
  "new brunswick": "NB",
  "newfoundland and labrador": "NL",
  "nova scotia": "NS",
  "northwest territories": "NT",
  nunavut: "NU",
  ontario: "ON",
  "prince edward island": "PE",
  quebec: "QC",
  québec: "QC",
  saskatchewan: "SK",
  yukon: "YT",
};

// 902 and 782 serve Nova Scotia and Prince Edward Island, 867 the three territories.
const REGION_PROVINCES: Record<Region, Province[]> = {
  BC: ["BC"],
  AB: ["AB"],
  SK: ["SK"],
  MB: ["MB"],
  ON: ["ON"],
  QC: ["QC"],
  NB: ["NB"],
  "NS-PE": ["NS", "PE"],
  NL: ["NL"],
  TERRITORIES: ["NT", "NU", "YT"],
};

// The phone's area code as the dashboard reads it (lib/leads/dashboard.ts areaCodeSql): the first
// three characters once a leading "+", "1", space, "(", "-" or "." are trimmed.
export function provincesOfPhone(phone: string | null): Province[] {
  const code = (phone ?? "").replace(/^[+1 (\-.]+/, "").slice(0, 3);
  const region = REGIONS.find((r) => areaCodes[r].includes(code));
  return region ? REGION_PROVINCES[region] : [];
}

// The city slug of a city landing page (either language), or null.
export function citySlugOf(landingPage: string | null): string | null {
  const path = (landingPage ?? "").split(/[?#]/)[0]!;
  for (const locale of ["en", "fr"] as const) {
    const prefix = cityPath("", locale);
    if (path.startsWith(prefix)) return path.slice(prefix.length).replace(/\/$/, "") || null;
  }
  return null;
}

// The lead's province: its city landing page's (the cities table), else its phone's area code's.
async function provincesOf(db: Db, lead: { landingPage: string | null; phone: string | null }): Promise<Province[]> {
  const slug = citySlugOf(lead.landingPage);
  if (slug) {
    const [city] = await db.select({ province: cities.province }).from(cities).where(eq(cities.slug, slug)).limit(1);
    const province = city && PROVINCE_NAMES[city.province.trim().toLowerCase()];
    if (province) return [province];
  }
  return provincesOfPhone(lead.phone);
}

// ---- Who may receive leads ----

const listOf = <T extends string>(text: string | null | undefined, allowed: readonly T[]) =>
  (text ?? "").split(",").filter((v): v is T => (allowed as readonly string[]).includes(v));

// Active sales accounts in the fixed order turns go round, with their territories (an account
// without one has no provinces and speaks both languages).
export async function eligibleAccounts(db: Db = getDb()) {
  const rows = await db
    .select({ id: staffUsers.id, name: staffUsers.name, email: staffUsers.email, provinces: staffTerritories.provinces, languages: staffTerritories.languages })
    .from(staffUsers)
    .leftJoin(staffTerritories, eq(staffTerritories.staffId, staffUsers.id))
    .where(and(eq(staffUsers.role, "sales"), or(isNull(staffUsers.banned), ne(staffUsers.banned, true))))
    .orderBy(asc(staffUsers.id));
  return rows.map((r) => ({
    ...r,
    provinces: listOf(r.provinces, PROVINCES),
    languages: r.languages === null ? [...LANGUAGES] : listOf(r.languages, LANGUAGES),
  }));
}

// ---- Assignment ----

// Assigns a newly stored lead by the current rule, in one transaction: the next turn is taken with
// an atomic increment (PostgreSQL locks the row until commit, SQLite's writers take turns), the
// owner is set only if the lead still has none, and the history says which rule chose. Answers the
// new owner's id, or null. Never throws: a lead that cannot be assigned stays in the inbox.
export async function assignLead(leadType: LeadType, leadId: number): Promise<string | null> {
  try {
    const settings = await routingSettings();
    if (settings.rule === "none") return null;
    return await transaction(async (tx) => {
      const t = tables[leadType];
      const [lead] = await tx
        .select({ ownerId: t.ownerId, isSpam: t.isSpam, language: t.language, landingPage: t.landingPage, phone: t.phone })
        .from(t)
        .where(eq(t.id, leadId))
        .limit(1);
      if (!lead || lead.ownerId || lead.isSpam) return null;
      const accounts = await eligibleAccounts(tx);
      let pool = accounts;
      let rule: Exclude<RoutingRule, "none"> = "round-robin";
      let fallback = false;
      if (settings.rule === "territory") {
        const provinces = await provincesOf(tx, lead);
        const matching = accounts.filter((a) => a.languages.includes(lead.language) && provinces.some((p) => a.provinces.includes(p)));
        if (matching.length > 0) {
          pool = matching;
          rule = "territory";
        } else {
          pool = settings.fallback === "round-robin" ? accounts : [];
          fallback = true;
        }
      }
      if (pool.length === 0) return null;
      const [taken] = await tx
        .update(leadRouting)
        .set({ turn: sql`${leadRouting.turn} + 1` })
        .where(eq(leadRouting.id, 1))
        .returning({ turn: leadRouting.turn });
      const owner = pool[((taken?.turn ?? 1) - 1) % pool.length]!;
      const [assigned] = await tx
        .update(t)
        .set({ ownerId: owner.id })
        .where(and(eq(t.id, leadId), isNull(t.ownerId)))
        .returning({ id: t.id });
      if (!assigned) return null;
      await tx.insert(leadEvents).values({
        leadType,
        leadId,
        action: "assigned",
        detail: JSON.stringify({ to: owner.id, rule, ...(fallback ? { fallback } : {}), turn: taken?.turn ?? null }),
      });
      return owner.id;
    });
  } catch (error) {
    logger.error({ kind: leadType, leadId, reason: String((error as Error).message ?? error) }, "could not assign a lead");
    return null;
  }
}

// ---- The administrators' settings (/staff/assignment) ----

// Hours of business time, in quarter hours, up to two working weeks. Messages are keys of the
// staff catalogue's "errors".
const hours = (key: string) => z.number({ error: key }).check(z.refine((h) => Number.isFinite(h) && h > 0 && h <= 80 && Number.isInteger(h * 4), key));

export const routingSchema = z
  .object({
    rule: z.enum(ROUTING_RULES, { error: "chooseRule" }),
    fallback: z.enum(ROUTING_FALLBACKS, { error: "chooseFallback" }),
    remindAfterHours: hours("badHours"),
    escalateAfterHours: hours("badHours"),
    territories: z.array(
      z.object({
        staffId: z.string().check(z.minLength(1), z.maxLength(64)),
        provinces: z.array(z.enum(PROVINCES, { error: "chooseProvince" })),
        languages: z.array(z.enum(LANGUAGES, { error: "chooseLanguage" })).check(z.minLength(1, "chooseTerritoryLanguage")),
      }),
    ),
  })
  .check(z.refine((s) => s.escalateAfterHours > s.remindAfterHours, { message: "escalateAfterRemind", path: ["escalateAfterHours"] }));
export type RoutingInput = z.output<typeof routingSchema>;

// The form's fields as the schema reads them: one group of checkboxes per account
// ("provinces:<id>", "languages:<id>"), the accounts named by repeated "staff" fields.
export function routingInputFrom(form: FormData): unknown {
  const number = (name: string) => (form.get(name) === null || form.get(name) === "" ? undefined : Number(form.get(name)));
  return {
    rule: form.get("rule"),
    fallback: form.get("fallback"),
    remindAfterHours: number("remindAfterHours"),
    escalateAfterHours: number("escalateAfterHours"),
    territories: form
      .getAll("staff")
      .map((id) => ({ staffId: String(id), provinces: form.getAll(`provinces:${id}`).map(String), languages: form.getAll(`languages:${id}`).map(String) })),
  };
}

// A refusal by a key of the staff catalogue's "errors", worded in the administrator's language by staffAction.
export class RoutingError extends StaffError {}

const describe = (s: Pick<LeadRouting, "rule" | "fallback" | "remindAfterMinutes" | "escalateAfterMinutes">) => ({
  rule: s.rule,
  fallback: s.fallback,
  remindAfterMinutes: s.remindAfterMinutes,
  escalateAfterMinutes: s.escalateAfterMinutes,
});

// Saves the rule, the thresholds and the territories of the accounts on the form, in one
// transaction with its audit row ("assignment-rule": before and after, and each territory by e-mail).
export async function saveRouting(actor: { id: string; email: string }, input: RoutingInput, ip: string | null): Promise<void> {
  await transaction(async (tx) => {
    const before = await readSettings(tx);
    const accounts = new Map((await eligibleAccounts(tx)).map((a) => [a.id, a]));
    const territories: Record<string, string> = {};
    for (const territory of input.territories) {
      const account = accounts.get(territory.staffId);
      if (!account) throw new RoutingError("accountGone");
      const values = {
        provinces: PROVINCES.filter((p) => territory.provinces.includes(p)).join(","),
        languages: LANGUAGES.filter((l) => territory.languages.includes(l)).join(","),
      };
      await tx
        .insert(staffTerritories)
        .values({ staffId: territory.staffId, ...values })
        .onConflictDoUpdate({ target: staffTerritories.staffId, set: values });
      territories[account.email] = `${values.provinces || "-"} ${values.languages}`;
    }
    const after = {
      rule: input.rule,
      fallback: input.fallback,
      remindAfterMinutes: Math.round(input.remindAfterHours * 60),
      escalateAfterMinutes: Math.round(input.escalateAfterHours * 60),
    };
    await tx
      .update(leadRouting)
      .set({ ...after, updatedAt: new Date().toISOString(), updatedBy: actor.email })
      .where(eq(leadRouting.id, 1));
    await recordAudit({ actor, action: "assignment-rule", detail: { from: describe(before), to: after, territories }, ip }, tx);
  });
  cached = null;
}

// What the page shows: the settings, and every active sales account with its territory.
export async function getRouting() {
  const [settings, accounts] = await Promise.all([readSettings(), eligibleAccounts()]);
  return { settings, accounts };
}
