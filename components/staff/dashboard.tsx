import Link from "next/link";
import { cityRecords as englishCities } from "@/content/cities";
import { cityRecords as frenchCities } from "@/content/fr/cities";
import { LanguageOptions, OwnerOptions } from "@/components/staff/filter-options";
import { BarRows, Figure, Legend, NumbersTable, StackedColumns, type Series } from "@/components/staff/charts";
import { DateInput } from "@/components/staff/date-input";
import { InTurn } from "@/components/staff/in-turn";
import { ProblemList } from "@/components/staff/problem-list";
import { staffButton, staffField } from "@/components/staff/styles";
import { TimeAgo } from "@/components/staff/times";
import { formatCalendarDay, formatMinutes, formatNumber, formatPercent, formatTimeZoneName } from "@/lib/i18n/format";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { businessTimeConfig, type Province } from "@/lib/leads/business-time";
import { DASHBOARD_PERIODS, OTHER, WAITING_SHOWN, type Dashboard, type DashboardFilter, type DashboardProblem, type FunnelRow } from "@/lib/leads/dashboard";
import { issueText, spamReasonText, staffTranslator, type StaffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { cn, lowerFirst } from "@/lib/utils";
import { addDays } from "@/lib/time-zones";

// The sales dashboard's view: the filters, then one section per question, each chart with its
// numbers. Everything is worded in the reader's language and dated in their time zone.

interface Context {
  t: StaffTranslator;
  locale: Locale;
  timeZone: string;
  names: Map<string, string>;
}

// The dashboard (GET /staff/dashboard): its title, the period, the filters, what was wrong with the
// query, then the sections.
export function DashboardView({
  staff,
  raw,
  filter,
  issues,
  dashboard,
  team,
}: {
  staff: Staff;
  raw: Record<string, string>;
  filter: DashboardFilter;
  issues: DashboardProblem[];
  dashboard: Dashboard;
  team: { id: string; name: string }[];
}) {
  const t = staffTranslator(staff.language);
  const problems = issues.map((issue) => t("dashboard.problem", { field: t(`dashboard.fields.${issue.field}`), message: lowerFirst(issueText(t, issue)) }));
  const ctx = { t, locale: staff.language, timeZone: staff.timeZone, names: new Map(team.map((s) => [s.id, s.name])) };

  return (
    <>
      <h1 className="text-h3 font-bold">{t("dashboard.title")}</h1>
      <p className="mt-1 text-sm text-fg-muted">{t("dashboard.intro", { zone: formatTimeZoneName(staff.language, staff.timeZone) })}</p>
      <PeriodLine dashboard={dashboard} t={t} locale={staff.language} />
      <DashboardFilters raw={raw} filter={filter} team={team} t={t} />
      <ProblemList problems={problems} />
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

export function DashboardFilters({
  raw,
  filter,
  team,
  t,
}: {
  raw: Record<string, string>;
  filter: DashboardFilter;
  team: { id: string; name: string }[];
  t: StaffTranslator;
}) {
  return (
    <PeriodFilterForm action="/staff/dashboard" label={t("dashboard.filters")} raw={raw} period={filter.period} fields={3} t={t}>
      <Field label={t("dashboard.kind")}>
        <select name="kind" defaultValue={raw.kind ?? ""} className={staffField}>
          <option value="">{t("dashboard.all")}</option>
          <option value="demo">{t("kinds.demoRequests")}</option>
          <option value="contact">{t("kinds.contactMessages")}</option>
        </select>
      </Field>
      <Field label={t("dashboard.language")}>
        <select name="language" defaultValue={raw.language ?? ""} className={staffField}>
          <LanguageOptions any={t("dashboard.any")} t={t} />
        </select>
      </Field>
      <Field label={t("dashboard.owner")}>
        <select name="owner" defaultValue={raw.owner ?? ""} className={staffField}>
          <OwnerOptions team={team} anyone={t("dashboard.anyone")} me={t("dashboard.me")} t={t} />
        </select>
      </Field>
    </PeriodFilterForm>
  );
}

// The grid for a screen's own fields after the period and its two dates (a literal per count, for
// Tailwind's scan).
const FILTER_COLUMNS = {
  2: "sm:grid-cols-[minmax(10rem,1.4fr)_repeat(4,minmax(0,1fr))_auto]",
  3: "sm:grid-cols-[minmax(10rem,1.4fr)_repeat(5,minmax(0,1fr))_auto]",
} as const;

// The filters of a screen over a period (the dashboard, the analytics screens): the period and its
// dates, the screen's own `fields` (as many as `fields` says), and the button, sent as a GET.
export function PeriodFilterForm({
  action,
  label,
  raw,
  period,
  fields,
  t,
  children,
}: {
  action: string;
  label: string;
  raw: Record<string, string>;
  period: DashboardFilter["period"];
  fields: keyof typeof FILTER_COLUMNS;
  t: StaffTranslator;
  children: React.ReactNode;
}) {
  return (
    <form
      method="get"
      action={action}
      aria-label={label}
      data-print="hide"
      className={cn("mt-4 grid grid-cols-2 gap-2 rounded-card bg-ink-900 p-3 ring-1 ring-ink-700 sm:items-end", FILTER_COLUMNS[fields])}
    >
      <PeriodFields raw={raw} period={period} t={t} />
      {children}
      <button type="submit" className={cn(staffButton, "col-span-2 sm:col-span-1")}>
        {t("dashboard.show")}
      </button>
    </form>
  );
}

// The period and its dates, the first fields of every PeriodFilterForm.
function PeriodFields({ raw, period, t }: { raw: Record<string, string>; period: DashboardFilter["period"]; t: StaffTranslator }) {
  return (
    <>
      <Field label={t("dashboard.period")}>
        <select name="period" defaultValue={period} className={staffField}>
          {DASHBOARD_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`dashboard.periods.${p}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field label={t("dashboard.from")}>
        <DateInput
          name="from"
          defaultValue={raw.from}
          copy={{ placeholder: t("common.datePlaceholder"), format: t("common.dateFormat") }}
          className={staffField}
        />
      </Field>
      <Field label={t("dashboard.to")}>
        <DateInput name="to" defaultValue={raw.to} copy={{ placeholder: t("common.datePlaceholder"), format: t("common.dateFormat") }} className={staffField} />
      </Field>
    </>
  );
}

export function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <label className="grid gap-1 text-xs text-fg-muted">
      {label}
      {children}
    </label>
  );
}

export function Section({ id, title, children, className }: { id: string; title: React.ReactNode; children: React.ReactNode; className?: string }) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={cn("dashboard-section grid min-w-0 grid-cols-1 content-start gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700", className)}
    >
      <h2 id={`${id}-heading`} className="text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const percentOf = (locale: Locale, part: number, whole: number) => formatPercent(locale, whole > 0 ? (part / whole) * 100 : 0);

function sourceName(t: StaffTranslator, source: string): string {
  if (source === OTHER) return t("dashboard.other");
  if (source === "direct") return t("dashboard.direct");
  if (source === "referral") return t("dashboard.referral");
  return source;
}

// "up 12 % on the previous period" / "en hausse de 12 % par rapport à la période précédente".
export function change(t: StaffTranslator, locale: Locale, current: number, previous: number): string {
  const ratio = (current - previous) / previous;
  if (Math.abs(ratio) < 0.005) return t("dashboard.change", { change: "same", percent: "" });
  return t("dashboard.change", { change: ratio > 0 ? "up" : "down", percent: formatPercent(locale, Math.abs(ratio) * 100) });
}

export function PeriodLine({ dashboard, t, locale }: { dashboard: Dashboard; t: StaffTranslator; locale: Locale }) {
  const { period } = dashboard;
  const day = (d: string) => formatCalendarDay(locale, d, { dateStyle: "medium" });
  return (
    <p className="mt-1 text-sm text-fg-muted">
      {t("dashboard.range", { from: day(period.firstDay), to: day(period.lastDay) })} ·{" "}
      {t("dashboard.comparedWith", { from: day(period.previousFirstDay), to: day(period.previousLastDay) })}
    </p>
  );
}

export function VolumeSection({ dashboard, ctx }: { dashboard: Dashboard; ctx: Context }) {
  const { t, locale } = ctx;
  const { period, volume, sources } = dashboard;
  const unit = period.buckets[0]?.unit ?? "day";
  const series: Series[] = sources.map((s) => ({ key: s, label: sourceName(t, s) }));
  const short = (date: string) => formatCalendarDay(locale, date, unit === "day" ? { weekday: "short", day: "numeric" } : { month: "short", day: "numeric" });
  const long = (date: string) =>
    `${unit === "day" ? t("dashboard.volume.barDay") : t("dashboard.volume.barWeek")} ${formatCalendarDay(locale, date, { dateStyle: "full" })}`;
  const columns = period.buckets.map((b, i) => ({
    label: short(b.date),
    title: long(b.date),
    values: volume.buckets[i]!.current,
    comparison: volume.buckets[i]!.previousTotal,
  }));
  return (
    <Section id="volume" title={t("dashboard.volume.heading")} className="lg:col-span-2">
      <p className="text-sm">
        {t("dashboard.volume.summary", { total: volume.total.current, previous: volume.total.previous })}
        {volume.total.previous > 0 && <> · {change(t, locale, volume.total.current, volume.total.previous)}</>}
      </p>
      <Figure
        id="volume-chart"
        caption={t("dashboard.volume.caption", { unit: t(`dashboard.units.${unit}`) })}
        tableLabel={t("dashboard.numbers")}
        legend={<Legend series={series} extra={{ label: t("dashboard.volume.previous"), outline: true }} />}
        table={
          // The numbers a slice after the chart (components/staff/in-turn.tsx): a year's are half the section.
          <InTurn turn={1}>
            <div className="grid gap-4">
              <NumbersTable
                caption={t("dashboard.volume.caption", { unit: t(`dashboard.units.${unit}`) })}
                head={[
                  unit === "day" ? t("dashboard.volume.barDay") : t("dashboard.volume.barWeek"),
                  ...series.map((s) => s.label),
                  t("dashboard.total"),
                  t("dashboard.volume.previous"),
                ]}
                rows={period.buckets.map((b, i) => [
                  short(b.date),
                  ...sources.map((s) => volume.buckets[i]!.current[s] ?? 0),
                  volume.buckets[i]!.currentTotal,
                  volume.buckets[i]!.previousTotal,
                ])}
              />
              <NumbersTable
                caption={t("dashboard.volume.heading")}
                head={[t("dashboard.volume.source"), t("dashboard.volume.thisPeriod"), t("dashboard.volume.previous")]}
                rows={[
                  ...volume.bySource.map((s) => [sourceName(t, s.source), s.current, s.previous]),
                  [t("dashboard.total"), volume.total.current, volume.total.previous],
                ]}
              />
            </div>
          </InTurn>
        }
      >
        <StackedColumns id="volume-chart" series={series} columns={columns} />
      </Figure>
    </Section>
  );
}

const STAGES = ["leads", "contacted", "qualified", "won", "lost", "disqualified"] as const;

export function FunnelSection({ dashboard, ctx }: { dashboard: Dashboard; ctx: Context }) {
  const { t, locale } = ctx;
  const { total, rows } = dashboard.funnel;
  const cell = (row: FunnelRow, stage: (typeof STAGES)[number]) =>
    t("dashboard.funnel.cell", { count: formatNumber(locale, row[stage]), percent: percentOf(locale, row[stage], row.leads) });
  const rateSeries: Series[] = (["contacted", "qualified", "won"] as const).map((s) => ({ key: s, label: t(`dashboard.funnel.stages.${s}`) }));
  return (
    <Section id="funnel" title={t("dashboard.funnel.heading")}>
      <p className="text-xs text-fg-subtle">{t("dashboard.funnel.definition")}</p>
      {total.leads === 0 ? (
        <p className="text-sm text-fg-muted">{t("dashboard.empty")}</p>
      ) : (
        <>
          <Figure
            id="funnel-chart"
            caption={t("dashboard.funnel.caption")}
            tableLabel={t("dashboard.numbers")}
            table={
              <NumbersTable
                caption={t("dashboard.funnel.caption")}
                head={[t("dashboard.funnel.stage"), t("dashboard.funnel.leads"), t("dashboard.funnel.rate")]}
                rows={STAGES.map((stage) => [t(`dashboard.funnel.stages.${stage}`), total[stage], percentOf(locale, total[stage], total.leads)])}
              />
            }
          >
            <BarRows
              id="funnel-chart"
              max={total.leads}
              rows={STAGES.map((stage) => ({ key: stage, label: t(`dashboard.funnel.stages.${stage}`), values: [total[stage]], text: cell(total, stage) }))}
            />
          </Figure>
          <Figure
            id="conversion-chart"
            caption={t("dashboard.funnel.bySourceCaption")}
            tableLabel={t("dashboard.numbers")}
            legend={<Legend series={rateSeries} />}
            table={
              <NumbersTable
                caption={t("dashboard.funnel.bySource")}
                head={[t("dashboard.volume.source"), ...STAGES.map((stage) => t(`dashboard.funnel.stages.${stage}`))]}
                rows={[...rows, total].map((row) => [
                  row === total ? t("dashboard.allSources") : sourceName(t, row.source),
                  ...STAGES.map((stage) => (stage === "leads" ? formatNumber(locale, row.leads) : cell(row, stage))),
                ])}
              />
            }
          >
            <BarRows
              id="conversion-chart"
              series={rateSeries}
              max={100}
              rows={rows.map((row) => ({
                key: row.source,
                label: `${sourceName(t, row.source)} (${formatNumber(locale, row.leads)})`,
                values: (["contacted", "qualified", "won"] as const).map((s) => (row.leads > 0 ? (row[s] / row.leads) * 100 : 0)),
                text: (["contacted", "qualified", "won"] as const).map((s) => percentOf(locale, row[s], row.leads)).join(" · "),
              }))}
            />
          </Figure>
        </>
      )}
    </Section>
  );
}

// "Monday to Friday, 9:00 a.m. to 5:00 p.m." / "du lundi au vendredi, de 9 h à 17 h".
function describeHours(t: StaffTranslator, locale: Locale): { hours: string; zone: string; province: Province | null } {
  const config = businessTimeConfig();
  const weekday = (d: number) => formatCalendarDay(locale, addDays("2026-11-22", d), { weekday: "long" });
  const time = (minutes: number) => {
    if (minutes === 1440) return locale === "fr" ? "24\u00a0h" : "midnight";
    const text = new Intl.DateTimeFormat(languageTag[locale], { timeZone: "UTC", hour: "numeric", minute: "2-digit" }).format(
      new Date(Date.UTC(2026, 0, 1, 0, minutes)),
    );
    // French writes whole hours "9 h", not "9 h 00".
    return locale === "fr" ? text.replace(/\s00$/, "") : text;
  };
  // Monday first; consecutive days with the same hours in one group.
  const days = [1, 2, 3, 4, 5, 6, 0];
  const groups: { first: number; last: number; key: string }[] = [];
  for (const d of days) {
    const intervals = config.week[d]!;
    if (intervals.length === 0) continue;
    const key = JSON.stringify(intervals);
    const previous = groups.at(-1);
    if (previous && previous.key === key && days.indexOf(previous.last) === days.indexOf(d) - 1) previous.last = d;
    else groups.push({ first: d, last: d, key });
  }
  const hours = groups
    .map((g) => {
      const daysText =
        g.first === g.last
          ? t("dashboard.hours.day", { day: weekday(g.first) })
          : t("dashboard.hours.days", { first: weekday(g.first), last: weekday(g.last) });
      const intervals = (JSON.parse(g.key) as [number, number][])
        .map(([from, to]) => t("dashboard.hours.interval", { from: time(from), to: time(to) }))
        .join(", ");
      return t("dashboard.hours.group", { days: daysText, intervals });
    })
    .join("; ");
  return { hours, zone: formatTimeZoneName(locale, config.timeZone), province: config.province };
}

// A section's headline numbers, each a label and its value.
function KeyFigures({ figures }: { figures: [string, string][] }) {
  return (
    <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-control bg-ink-850 p-2 ring-1 ring-ink-700">
          <dt className="text-xs text-fg-subtle">{label}</dt>
          <dd className="text-lg font-semibold tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function ResponseSection({ dashboard, ctx }: { dashboard: Dashboard; ctx: Context }) {
  const { t, locale, names } = ctx;
  const { overall, byOwner } = dashboard.responses;
  const hours = describeHours(t, locale);
  const ownerName = (id: string | null | undefined) =>
    id === undefined ? t("dashboard.response.overall") : id === null ? t("common.unassigned") : (names.get(id) ?? t("common.formerStaff"));
  const duration = (minutes: number | null) => (minutes === null ? t("dashboard.response.none") : formatMinutes(locale, minutes));
  const owners = [...byOwner].sort((a, b) => ownerName(a.ownerId).localeCompare(ownerName(b.ownerId), locale));
  const series: Series[] = [
    { key: "median", label: t("dashboard.response.median") },
    { key: "p90", label: t("dashboard.response.p90") },
  ];
  const answered = owners.filter((o) => o.answered > 0);
  return (
    <Section id="response" title={t("dashboard.response.heading")}>
      <p className="text-xs text-fg-subtle">
        {t("dashboard.response.definition", {
          hours: hours.hours,
          zone: hours.zone,
          holidays: hours.province ? "yes" : "no",
          province: hours.province ? t(`dashboard.provinces.${hours.province}`) : "",
        })}
      </p>
      <KeyFigures
        figures={[
          [t("dashboard.response.median"), duration(overall.median)],
          [t("dashboard.response.p90"), duration(overall.p90)],
          [t("dashboard.response.answered"), formatNumber(locale, overall.answered)],
          [t("dashboard.response.waiting"), formatNumber(locale, overall.waiting)],
        ]}
      />
      <Figure
        id="response-chart"
        caption={t("dashboard.response.caption")}
        tableLabel={t("dashboard.numbers")}
        legend={answered.length > 0 ? <Legend series={series} /> : undefined}
        table={
          <NumbersTable
            caption={t("dashboard.response.caption")}
            head={[
              t("dashboard.response.owner"),
              t("dashboard.response.answered"),
              t("dashboard.response.waiting"),
              t("dashboard.response.median"),
              t("dashboard.response.p90"),
            ]}
            rows={[...owners, { ...overall, ownerId: undefined }].map((o) => [
              ownerName(o.ownerId),
              formatNumber(locale, o.answered),
              formatNumber(locale, o.waiting),
              duration(o.median),
              duration(o.p90),
            ])}
          />
        }
      >
        {answered.length > 0 ? (
          <BarRows
            id="response-chart"
            series={series}
            rows={answered.map((o) => ({
              key: o.ownerId ?? "none",
              label: ownerName(o.ownerId),
              values: [o.median ?? 0, o.p90 ?? 0],
              text: `${duration(o.median)} · ${duration(o.p90)}`,
            }))}
          />
        ) : (
          <p className="text-sm text-fg-muted">{t("dashboard.empty")}</p>
        )}
      </Figure>
    </Section>
  );
}

export function GeographySection({ dashboard, ctx }: { dashboard: Dashboard; ctx: Context }) {
  const { t, locale } = ctx;
  const { regions, cities, languages } = dashboard.geography;
  const total = languages.reduce((sum, l) => sum + l.leads, 0);
  const cityNames = new Map((locale === "fr" ? frenchCities : englishCities).map((c) => [c.slug, c.cityName]));
  const parts = [
    {
      id: "regions",
      title: t("dashboard.geography.regions"),
      caption: t("dashboard.geography.regionsCaption"),
      rows: regions.map((r) => ({ key: r.region ?? "unknown", label: r.region ? t(`regions.${r.region}`) : t("regions.unknown"), leads: r.leads })),
    },
    {
      id: "cities",
      title: t("dashboard.geography.cities"),
      caption: t("dashboard.geography.citiesCaption"),
      rows: cities.map((c) => ({ key: c.slug ?? "none", label: c.slug ? (cityNames.get(c.slug) ?? c.slug) : t("dashboard.geography.noCity"), leads: c.leads })),
    },
    {
      id: "languages",
      title: t("dashboard.geography.languages"),
      caption: t("dashboard.geography.languagesCaption"),
      rows: languages.map((l) => ({ key: l.language, label: t(`languages.${l.language}`), leads: l.leads })),
    },
  ];
  return (
    <Section id="geography" title={t("dashboard.geography.heading")} className="lg:col-span-2">
      {total === 0 ? (
        <p className="text-sm text-fg-muted">{t("dashboard.empty")}</p>
      ) : (
        <div className="dashboard-columns grid gap-6 md:grid-cols-3">
          {parts.map((part) => (
            <div key={part.id} className="grid min-w-0 grid-cols-1 content-start gap-2">
              <h3 className="text-sm font-semibold">{part.title}</h3>
              <Figure
                id={`${part.id}-chart`}
                caption={part.caption}
                tableLabel={t("dashboard.numbers")}
                table={
                  <NumbersTable
                    caption={part.caption}
                    head={[t("dashboard.geography.place"), t("dashboard.geography.leads"), t("dashboard.geography.share")]}
                    rows={part.rows.map((r) => [r.label, r.leads, percentOf(locale, r.leads, total)])}
                  />
                }
              >
                <BarRows
                  id={`${part.id}-chart`}
                  rows={part.rows.map((r) => ({
                    key: r.key,
                    label: r.label,
                    values: [r.leads],
                    text: `${formatNumber(locale, r.leads)} · ${percentOf(locale, r.leads, total)}`,
                  }))}
                />
              </Figure>
            </div>
          ))}
        </div>
      )}
    </Section>
  );
}

export function SpamSection({ dashboard, ctx, reason }: { dashboard: Dashboard; ctx: Context; reason: (code: string) => string }) {
  const { t, locale } = ctx;
  const { spam } = dashboard;
  return (
    <Section id="spam" title={t("dashboard.spam.heading")}>
      <p className="text-sm">{t("dashboard.spam.summary", { count: spam.current, previous: formatNumber(locale, spam.previous) })}</p>
      {spam.byReason.length > 0 && (
        <NumbersTable
          caption={t("dashboard.spam.heading")}
          head={[t("dashboard.spam.reason"), t("dashboard.spam.count")]}
          rows={spam.byReason.map((r) => [reason(r.reason), r.leads])}
        />
      )}
    </Section>
  );
}

export function WaitingSection({ dashboard, ctx, now }: { dashboard: Dashboard; ctx: Context; now: number }) {
  const { t, locale, timeZone, names } = ctx;
  const count = dashboard.responses.overall.waiting;
  return (
    <Section id="waiting" title={t("dashboard.waiting.heading")}>
      <p className="text-sm">{t("dashboard.waiting.summary", { count })}</p>
      {dashboard.waiting.length > 0 && (
        <ol aria-label={t("dashboard.waiting.heading")} className="divide-y divide-ink-700 text-sm">
          {dashboard.waiting.map((lead) => (
            <li key={`${lead.kind}-${lead.id}`} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <Link href={`/staff/leads/${lead.kind}/${lead.id}`} className="min-w-0 font-semibold text-brand-300 hover:text-brand-200">
                {lead.name}
                {lead.company && <span className="font-normal text-fg-muted"> · {lead.company}</span>}
              </Link>
              <span className="text-xs text-fg-subtle">
                {lead.kind === "demo" ? t("kinds.demo") : t("kinds.contact")} ·{" "}
                {lead.ownerId ? (names.get(lead.ownerId) ?? t("common.formerStaff")) : t("common.unassigned")} · {t("dashboard.waiting.waited")}{" "}
                <TimeAgo at={lead.createdAt} now={now} locale={locale} timeZone={timeZone} />
              </span>
            </li>
          ))}
        </ol>
      )}
      {count > WAITING_SHOWN && <p className="text-xs text-fg-subtle">{t("dashboard.waiting.more", { shown: WAITING_SHOWN })}</p>}
    </Section>
  );
}

// Demo meetings booked from the period's demo requests (issue 48): booking rate, show rate and the
// time from request to meeting, per source and per rep, with the same numbers as a table.
export function MeetingsSection({ dashboard, ctx }: { dashboard: Dashboard; ctx: Context }) {
  const { t, locale, names } = ctx;
  const { total, bySource, byRep } = dashboard.meetings;
  const rate = (value: number | null) => (value === null ? t("dashboard.response.none") : formatPercent(locale, value * 100));
  const hours = (value: number | null) => (value === null ? t("dashboard.response.none") : formatMinutes(locale, value * 60));
  const head = (first: string) => [
    first,
    t("dashboard.meetings.requests"),
    t("dashboard.meetings.booked"),
    t("dashboard.meetings.bookingRate"),
    t("dashboard.meetings.held"),
    t("dashboard.meetings.noShow"),
    t("dashboard.meetings.showRate"),
    t("dashboard.meetings.toMeeting"),
  ];
  const row = (label: string, s: (typeof bySource)[number] | typeof total) => [
    label,
    formatNumber(locale, s.requests),
    formatNumber(locale, s.booked),
    rate(s.bookingRate),
    formatNumber(locale, s.held),
    formatNumber(locale, s.noShow),
    rate(s.showRate),
    hours(s.medianHours),
  ];
  const repName = (id: string | null) => (id === null ? t("common.formerStaff") : (names.get(id) ?? t("common.formerStaff")));
  return (
    <Section id="meetings" title={t("dashboard.meetings.heading")} className="lg:col-span-2">
      <p className="text-xs text-fg-subtle">{t("dashboard.meetings.definition")}</p>
      <KeyFigures
        figures={[
          [t("dashboard.meetings.booked"), formatNumber(locale, total.booked)],
          [t("dashboard.meetings.bookingRate"), rate(total.bookingRate)],
          [t("dashboard.meetings.showRate"), rate(total.showRate)],
          [t("dashboard.meetings.toMeeting"), hours(total.medianHours)],
        ]}
      />
      {/* A table wider than a phone scrolls: the keyboard reaches it too (axe: scrollable-region-focusable). */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t("dashboard.meetings.bySource")}>
        <NumbersTable
          caption={t("dashboard.meetings.bySource")}
          head={head(t("dashboard.meetings.source"))}
          rows={[...bySource.map((s) => row(sourceName(t, s.source), s)), row(t("dashboard.meetings.all"), total)]}
        />
      </div>
      {byRep.length > 0 && (
        <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t("dashboard.meetings.byRep")}>
          <NumbersTable caption={t("dashboard.meetings.byRep")} head={head(t("dashboard.meetings.rep"))} rows={byRep.map((s) => row(repName(s.repId), s))} />
        </div>
      )}
    </Section>
  );
}
