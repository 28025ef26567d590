import Link from "next/link";
import type { MeetingView } from "@/lib/booking/booking";
import { formatDateTime } from "@/lib/i18n/format";
import { staffTranslator, type StaffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// The upcoming meetings (GET /staff/meetings): for an administrator, theirs or everyone's; the booked
// demos soonest first, then those past their time still to be marked.
export function MeetingsView({ staff, everyone, upcoming, toMark }: { staff: Staff; everyone: boolean; upcoming: MeetingView[]; toMark: MeetingView[] }) {
  const t = staffTranslator(staff.language);
  return (
    <>
      <div className="flex flex-wrap items-baseline gap-4">
        <h1 className="text-h3 font-bold">{t("meetings.title")}</h1>
        {staff.role === "admin" && (
          <nav className="flex gap-3 text-sm">
            <Link href="/staff/meetings?who=mine" aria-current={!everyone ? "page" : undefined} className="text-brand-300 hover:text-brand-200">
              {t("meetings.mine")}
            </Link>
            <Link href="/staff/meetings" aria-current={everyone ? "page" : undefined} className="text-brand-300 hover:text-brand-200">
              {t("meetings.everyone")}
            </Link>
          </nav>
        )}
      </div>
      {upcoming.length === 0 ? (
        <p className="mt-3 text-sm text-fg-muted">{t("meetings.none")}</p>
      ) : (
        <MeetingTable rows={upcoming} caption={t("meetings.title")} everyone={everyone} staff={staff} t={t} />
      )}
      {toMark.length > 0 && (
        <section className="mt-8">
          <h2 className="text-lg font-semibold">{t("meetings.toMark")}</h2>
          <MeetingTable rows={toMark} caption={t("meetings.toMark")} everyone={everyone} staff={staff} t={t} />
        </section>
      )}
    </>
  );
}

function MeetingTable({ rows, caption, everyone, staff, t }: { rows: MeetingView[]; caption: string; everyone: boolean; staff: Staff; t: StaffTranslator }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="text-fg-subtle">
          <tr>
            <th className="py-2 pr-3 font-medium">{t("meetings.when")}</th>
            <th className="py-2 pr-3 font-medium">{t("meetings.who")}</th>
            {everyone && <th className="py-2 pr-3 font-medium">{t("meetings.rep")}</th>}
            <th className="py-2 font-medium">{t("meetings.lead")}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">
          {rows.map((m) => (
            <tr key={m.id}>
              <td className="py-2 pr-3">{formatDateTime(staff.language, m.start, staff.timeZone)}</td>
              <td className="py-2 pr-3">
                {m.lead?.name} {m.lead?.company ? <span className="text-fg-muted">({m.lead.company})</span> : null}
              </td>
              {everyone && <td className="py-2 pr-3">{m.rep.name}</td>}
              <td className="py-2">
                {m.lead && (
                  <Link href={`/staff/leads/${m.lead.kind}/${m.lead.id}`} className="text-brand-300 hover:text-brand-200">
                    {`${m.lead.kind}/${m.lead.id}`}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
