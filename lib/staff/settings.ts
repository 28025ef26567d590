import "server-only";
import { eq } from "drizzle-orm";
import * as z from "zod/mini";
import { getDb } from "@/db";
import { staffUsers } from "@/db/schema";
import { recordAudit } from "@/lib/staff/audit";
import type { Staff } from "@/lib/staff/session";
import { isTimeZone } from "@/lib/time-zones";

// A staff account's own settings (/staff/account): the workspace's language, and the time zone it
// sees times in ("" for the team's, TEAM_TIME_ZONE). Messages are keys of the staff catalogue.
export const settingsSchema = z.object({
  language: z.enum(["en", "fr"], { error: "chooseLanguage" }),
  timeZone: z.string().check(z.refine((zone) => zone === "" || isTimeZone(zone), "chooseTimeZone")),
});
export type Settings = z.output<typeof settingsSchema>;

// Saves them, and records the change in the audit log (choices only, no personal data).
export async function saveSettings(staff: Pick<Staff, "id" | "email">, settings: Settings, ip: string | null): Promise<void> {
  const timeZone = settings.timeZone === "" ? null : settings.timeZone;
  await getDb().update(staffUsers).set({ language: settings.language, timeZone, updatedAt: new Date() }).where(eq(staffUsers.id, staff.id));
  await recordAudit({ actor: { id: staff.id, email: staff.email }, action: "staff-settings", detail: { language: settings.language, timeZone }, ip });
}

// The settings as stored: the time zone is null while the account follows the team's.
export async function storedSettings(staffId: string): Promise<{ language: "en" | "fr"; timeZone: string | null }> {
  const [row] = await getDb()
    .select({ language: staffUsers.language, timeZone: staffUsers.timeZone })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffId))
    .limit(1);
  return { language: row?.language === "fr" ? "fr" : "en", timeZone: row?.timeZone ?? null };
}
