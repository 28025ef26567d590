// POST /staff/actions/settings - the signed-in staff member's language and time zone. Answered in
// the language just chosen (the page then re-renders in it).
import { formatTimeZoneName } from "@/lib/i18n/format";
import { staffAction } from "@/lib/staff/action";
import { staffTranslator } from "@/lib/staff/messages";
import { saveSettings, settingsSchema } from "@/lib/staff/settings";
import { teamTimeZone } from "@/lib/time-zones";

// Open to an administrator still setting up two-factor, like the rest of /staff/account. A form
// without a time zone means the team's.
export const POST = staffAction(
  { schema: settingsSchema, allowWithout2fa: true, read: (form) => ({ language: form.get("language"), timeZone: form.get("timeZone") ?? "" }) },
  async (settings, { staff, ip }) => {
    await saveSettings(staff, settings, ip);
    const zone = settings.timeZone || teamTimeZone();
    return { saved: staffTranslator(settings.language)("account.settingsSaved", { zone: `${formatTimeZoneName(settings.language, zone)} (${zone})` }) };
  },
);
