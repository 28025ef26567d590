import {
  DashboardFilters,
  FunnelSection,
  GeographySection,
  MeetingsSection,
  PeriodLine,
  ResponseSection,
  SpamSection,
  VolumeSection,
  WaitingSection,
} from "@/components/staff/dashboard";
import { InTurn } from "@/components/staff/in-turn";
import { staffTitle } from "@/components/staff/metadata";
import { formatTimeZoneName } from "@/lib/i18n/format";
import { loadDashboard } from "@/lib/leads/dashboard";
import { listStaff } from "@/lib/leads/workspace";
import { issueText, spamReasonText, staffTranslator } from "@/lib/staff/messages";
import { requireStaff } from "@/lib/staff/session";
import { lowerFirst } from "@/lib/utils";

export const generateMetadata = staffTitle("dashboard");

// GET /staff/dashboard?period=week|4weeks|quarter|custom&from&to&kind&language&owner - the leads of
// a period against the period before: volume by source, the funnel, first-response times, where
// leads are, spam and the leads still waiting. Sales and administrators read it (an editor sees no lead).
// (Typed by hand rather than PageProps<"/staff/dashboard">, so the typecheck does not wait on `next typegen`.)
export default async function DashboardPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const raw = Object.fromEntries(Object.entries(await searchParams).filter(([, v]) => typeof v === "string" && v !== "")) as Record<string, string>;
  const staff = await requireStaff({ role: "sales", returnTo: "/staff/dashboard" });
  const t = staffTranslator(staff.language);
  const [{ filter, problems: issues, dashboard }, team] = await Promise.all([loadDashboard(raw, staff), listStaff()]);
  const problems = issues.map((issue) => t("dashboard.problem", { field: t(`dashboard.fields.${issue.field}`), message: lowerFirst(issueText(t, issue)) }));
  const ctx = { t, locale: staff.language, timeZone: staff.timeZone, names: new Map(team.map((s) => [s.id, s.name])) };

  return (
    <>
      <h1 className="text-h3 font-bold">{t("dashboard.title")}</h1>
      <p className="mt-1 text-sm text-fg-muted">{t("dashboard.intro", { zone: formatTimeZoneName(staff.language, staff.timeZone) })}</p>
      <PeriodLine dashboard={dashboard} t={t} locale={staff.language} />
      <DashboardFilters raw={raw} filter={filter} team={team} t={t} />
      {problems.length > 0 && (
        <ul role="alert" className="mt-3 rounded-control bg-danger-600/15 p-3 text-sm text-danger-300">
          {problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <div className="dashboard mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2">
        {/* One section a slice, so a year's dashboard never holds the server's other requests. */}
        <InTurn turn={1}>
          <VolumeSection dashboard={dashboard} ctx={ctx} />
        </InTurn>
        <InTurn turn={3}>
          <FunnelSection dashboard={dashboard} ctx={ctx} />
        </InTurn>
        <InTurn turn={4}>
          <ResponseSection dashboard={dashboard} ctx={ctx} />
        </InTurn>
        <InTurn turn={5}>
          <GeographySection dashboard={dashboard} ctx={ctx} />
        </InTurn>
        <InTurn turn={6}>
          <WaitingSection dashboard={dashboard} ctx={ctx} now={dashboard.asOf} />
        </InTurn>
        <InTurn turn={7}>
          <MeetingsSection dashboard={dashboard} ctx={ctx} />
        </InTurn>
        <InTurn turn={8}>
          <SpamSection dashboard={dashboard} ctx={ctx} reason={(code) => spamReasonText(t, code)} />
        </InTurn>
      </div>
    </>
  );
}
