import Link from "next/link";
import { EraseForm } from "@/components/staff/erase-form";
import { staffButton, staffField } from "@/components/staff/styles";
import { formatDay } from "@/lib/i18n/format";
import type { findPersonalData } from "@/lib/leads/privacy";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// The privacy page (GET /staff/privacy?email=...): the address to look for, then what is stored about
// it, with its download and the erasure.
export function PrivacyView({
  staff,
  raw,
  email,
  found,
}: {
  staff: Staff;
  raw: string | string[] | undefined;
  email: string | null;
  found: Awaited<ReturnType<typeof findPersonalData>> | null;
}) {
  const t = staffTranslator(staff.language);
  const total = found ? found.demoRequests.length + found.contactMessages.length : 0;

  return (
    <>
      <h1 className="text-h3 font-bold">{t("privacy.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("privacy.intro")}</p>
      <form method="get" className="mt-4 flex items-end gap-2 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700">
        <label className="grid flex-1 gap-1 text-xs text-fg-muted">
          {t("privacy.email")}
          <input name="email" type="email" required defaultValue={email ?? (typeof raw === "string" ? raw : "")} className={staffField} />
        </label>
        <button type="submit" className={staffButton}>
          {t("privacy.find")}
        </button>
      </form>
      {raw !== undefined && !email && (
        <p role="alert" className="mt-3 text-sm text-danger-300">
          {t("privacy.fullAddress")}
        </p>
      )}
      {found && email && (
        <section aria-label={t("privacy.stored")} className="mt-5 grid gap-4 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
          <p className="text-sm">
            {total === 0
              ? t("privacy.nothing")
              : t("privacy.found", { demo: found.demoRequests.length, contact: found.contactMessages.length, history: found.history.length })}
          </p>
          {total > 0 && (
            <>
              <ul className="grid gap-1 text-sm">
                {[...found.demoRequests.map((r) => ({ ...r, kind: "demo" })), ...found.contactMessages.map((r) => ({ ...r, kind: "contact" }))].map((r) => (
                  <li key={`${r.kind}-${r.id}`}>
                    <Link href={`/staff/leads/${r.kind}/${r.id}`} className="text-brand-300">
                      {t("privacy.item", {
                        kind: r.kind === "demo" ? t("kinds.demoRequest") : t("kinds.contactMessage"),
                        date: formatDay(staff.language, r.createdAt, staff.timeZone),
                      })}
                    </Link>
                  </li>
                ))}
              </ul>
              <a
                href={`/staff/downloads/personal-data?email=${encodeURIComponent(email)}`}
                className="justify-self-start text-sm font-semibold text-brand-300 hover:text-brand-200"
              >
                {t("privacy.download")}
              </a>
              <EraseForm
                email={email}
                copy={{
                  form: t("privacy.eraseForm"),
                  confirm: t("privacy.confirm", { email }),
                  erase: t("privacy.erase"),
                  erasing: t("privacy.erasing"),
                  outside: t("privacy.outside"),
                  mentions: t("privacy.mentions"),
                  unreachable: t("common.unreachable"),
                  failed: t("common.failed"),
                }}
              />
            </>
          )}
        </section>
      )}
    </>
  );
}
