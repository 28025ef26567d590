// POST /staff/account-settings - the signed-in staff member's language and time zone. Answered in
// the language just chosen (the page then re-renders in it).
import { formatTimeZoneName } from "@/lib/format";
import { issueText, staffTranslator } from "@/lib/staff/messages";
import { requestIp, staffForAction, type ActionOutcome } from "@/lib/staff/session";
import { saveSettings, settingsSchema } from "@/lib/staff/settings";
import { teamTimeZone } from "@/lib/time-zones";

export async function POST(request: Request) {
  // Open to an administrator still setting up two-factor, like the rest of /staff/account.
  const staff = await staffForAction(request, { allowWithout2fa: true });
  if (staff instanceof Response) return staff;
  const form = await request.formData().catch(() => new FormData());
  const parsed = settingsSchema.safeParse({ language: form.get("language"), timeZone: form.get("timeZone") ?? "" });
  const answer = (outcome: ActionOutcome, status = 200) => Response.json(outcome, { status });
  if (!parsed.success) return answer({ error: issueText(staffTranslator(staff.language), parsed.error.issues[0]!) }, 400);
  await saveSettings(staff, parsed.data, await requestIp());
  const zone = parsed.data.timeZone || teamTimeZone();
  return answer({ saved: staffTranslator(parsed.data.language)("account.settingsSaved", { zone: `${formatTimeZoneName(parsed.data.language, zone)} (${zone})` }) });
}
