import Link from "next/link";
import { staffTitle } from "@/components/staff/metadata";
import { renderedAt, upcomingMeetings, type MeetingView } from "@/lib/booking/booking";
import { formatDateTime } from "@/lib/i18n/format";
import { staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("meetings");

// GET /staff/meetings - the inbox's "Upcoming meetings": a rep's own booked demos (an administrator's
// view is everyone's, ?who=mine for their own), soonest first, and those past their time still to be
// marked held or no-show on the lead's page.
export default async function MeetingsPage({ searchParams }: PageProps<"/staff/meetings">) {
  const staff = await requireStaff({ role: "sales", returnTo: "/staff/meetings" });
  const t = staffTranslator(staff.language);
  const everyone = staff.role === "admin" && (await searchParams).who !== "mine";
  const { upcoming, toMark } = await upcomingMeetings(everyone ? null : staff.id, renderedAt());
  const table = (rows: MeetingView[], caption: string) => (
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
      {upcoming.length === 0 ? <p className="mt-3 text-sm text-fg-muted">{t("meetings.none")}</p> : table(upcoming, t("meetings.title"))}
      {toMark.length > 0 && (
        <section className="mt-8">
          <h2 className="text-lg font-semibold">{t("meetings.toMark")}</h2>
          {table(toMark, t("meetings.toMark"))}
        </section>
      )}
    </>
  );
}
