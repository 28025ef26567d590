import { PasswordForm, SettingsForm, TwoFactorForm } from "@/components/staff/account-forms";
import { staffTitle } from "@/components/staff/metadata";
import { formatTimeZoneName } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff, twoFactorRequired } from "@/lib/staff/session";
import { storedSettings } from "@/lib/staff/settings";
import { CANADIAN_TIME_ZONES, teamTimeZone } from "@/lib/time-zones";

export const generateMetadata = staffTitle("account");

// GET /staff/account - the signed-in staff member's language, time zone, password and two-factor sign-in.
export default async function AccountPage() {
  const staff = await requireStaff({ returnTo: "/staff/account", allowWithout2fa: true });
  const t = staffTranslator(staff.language);
  const words = messagesOf(staff.language, "staff");
  const copy = { ...words.account, saving: words.common.saving, unreachable: words.common.unreachable, failed: words.common.failed };
  const team = teamTimeZone();
  const named = (zone: string) => `${formatTimeZoneName(staff.language, zone)} (${zone.replaceAll("_", " ")})`;
  const chosen = (await storedSettings(staff.id)).timeZone ?? "";
  return (
    <>
      <h1 className="text-h3 font-bold">{t("account.title")}</h1>
      <p className="mt-1 text-sm text-fg-muted">{t("account.who", { email: staff.email, role: t(`roles.${staff.role}`) })}</p>
      {twoFactorRequired(staff) && !staff.twoFactor && (
        <p role="alert" className="mt-4 max-w-xl rounded-control bg-gold-400/15 p-3 text-sm text-gold-200">
          {t("account.twoFactorRequired")}
        </p>
      )}
      <section aria-label={t("account.settings")} className="mt-6 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <h2 className="mb-3 text-base font-semibold">{t("account.settings")}</h2>
        <SettingsForm
          language={staff.language}
          timeZone={chosen}
          labels={{
            form: t("account.settingsForm"),
            language: t("account.language"),
            timeZone: t("account.timeZone"),
            hint: t("account.timeZoneHint", { zone: named(team) }),
            save: t("account.saveSettings"),
            canada: t("account.canada"),
            elsewhere: t("account.elsewhere"),
            team: t("account.teamZone", { zone: named(team) }),
          }}
          canada={CANADIAN_TIME_ZONES.map((zone) => ({ zone, label: named(zone) }))}
          elsewhere={Intl.supportedValuesOf("timeZone").filter((zone) => !(CANADIAN_TIME_ZONES as readonly string[]).includes(zone))}
          copy={copy}
        />
      </section>
      <section aria-label={t("account.password")} className="mt-5 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <h2 className="mb-3 text-base font-semibold">{t("account.password")}</h2>
        <PasswordForm copy={copy} />
      </section>
      <section aria-label={t("account.twoFactor")} className="mt-5 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
        <h2 className="mb-3 text-base font-semibold">{t("account.twoFactor")}</h2>
        <TwoFactorForm enabled={staff.twoFactor} copy={copy} />
      </section>
    </>
  );
}
