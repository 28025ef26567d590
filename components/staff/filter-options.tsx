import type { StaffTranslator } from "@/lib/staff/messages";

// The owner and language choices the inbox's and the dashboard's filters both offer.
export function OwnerOptions({ team, anyone, me, t }: { team: { id: string; name: string }[]; anyone: string; me: string; t: StaffTranslator }) {
  return (
    <>
      <option value="">{anyone}</option>
      <option value="me">{me}</option>
      <option value="none">{t("common.unassigned")}</option>
      {team.map((s) => (
        <option key={s.id} value={s.id}>
          {s.name}
        </option>
      ))}
    </>
  );
}

export function LanguageOptions({ any, t }: { any: string; t: StaffTranslator }) {
  return (
    <>
      <option value="">{any}</option>
      <option value="en">{t("languages.en")}</option>
      <option value="fr">{t("languages.fr")}</option>
    </>
  );
}
