import Link from "next/link";
import { LanguageOptions } from "@/components/staff/filter-options";
import { BarRows, Figure, NumbersTable, StackedColumns } from "@/components/staff/charts";
import { change, Field, PeriodFilterForm, Section } from "@/components/staff/dashboard";
import { ProblemList } from "@/components/staff/problem-list";
import { staffField } from "@/components/staff/styles";
import { formatCalendarDay, formatNumber, formatPercent } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import {
  DEVICE_CLASSES,
  type AnalyticsFilter,
  type Conversion,
  type ConversionRow,
  type KeyedPair,
  type PageRow,
  type Traffic,
  type VitalRow,
} from "@/lib/analytics/reports";
import { ANALYTICS_TABLES, type AnalyticsTable } from "@/lib/analytics/tables";
import type { DashboardPeriod } from "@/lib/leads/dashboard";
import type { StaffTranslator } from "@/lib/staff/messages";
import { cn } from "@/lib/utils";

// The workspace's analytics screens (issue 51): the filters and tabs, then one section per question, each
// chart with its numbers and its CSV (/staff/downloads/analytics). Worded in the reader's language.

export interface AnalyticsContext {
  t: StaffTranslator;
  locale: Locale;
  // The filter's query string, for the tabs and the CSV links.
  query: string;
}

const TABS = [
  ["traffic", "/staff/analytics"],
  ["conversion", "/staff/analytics/conversion"],
  ["vitals", "/staff/analytics/vitals"],
] as const;
// Rows drawn as bars; the table and the CSV have them all.
const SHOWN = 10;

export function AnalyticsHeader({
  tab,
  raw,
  filter,
  period,
  problems,
  ctx,
}: {
  tab: (typeof TABS)[number][0];
  raw: Record<string, string>;
  filter: AnalyticsFilter;
  period: DashboardPeriod;
  problems: string[];
  ctx: AnalyticsContext;
}) {
  const { t, locale, query } = ctx;
  const day = (d: string) => formatCalendarDay(locale, d, { dateStyle: "medium" });
  const action = TABS.find(([name]) => name === tab)![1];
  return (
    <>
      <h1 className="text-h3 font-bold">{t(`analytics.tabs.${tab}`)}</h1>
      <nav aria-label={t("analytics.tabsLabel")} data-print="hide" className="mt-2 flex flex-wrap gap-2 text-sm">
        {TABS.map(([name, href]) => (
          <Link
            key={name}
            href={`${href}${query}`}
            aria-current={name === tab ? "page" : undefined}
            className={cn("rounded-control px-3 py-1.5 ring-1 ring-ink-600", name === tab ? "bg-brand-600 text-white" : "text-fg-muted hover:text-fg")}
          >
            {t(`analytics.tabs.${name}`)}
          </Link>
        ))}
      </nav>
      <p className="mt-3 text-sm text-fg-muted">
        {t("dashboard.range", { from: day(period.firstDay), to: day(period.lastDay) })} ·{" "}
        {t("dashboard.comparedWith", { from: day(period.previousFirstDay), to: day(period.previousLastDay) })}
      </p>
      <PeriodFilterForm action={action} label={t("analytics.filters")} raw={raw} period={filter.period} fields={2} t={t}>
        <Field label={t("dashboard.language")}>
          <select name="language" defaultValue={raw.language ?? ""} className={staffField}>
            <LanguageOptions any={t("dashboard.any")} t={t} />
          </select>
        </Field>
        <Field label={t("analytics.device")}>
          <select name="device" defaultValue={raw.device ?? ""} className={staffField}>
            <option value="">{t("dashboard.any")}</option>
            {DEVICE_CLASSES.map((d) => (
              <option key={d} value={d}>
                {t(`analytics.devices.${d}`)}
              </option>
            ))}
          </select>
        </Field>
      </PeriodFilterForm>
      <ProblemList problems={problems} />
    </>
  );
}

// A section of the dashboard's kind, with its table's CSV.
function CsvSection({
  id,
  title,
  table,
  ctx,
  children,
}: {
  id: string;
  title: string;
  table: AnalyticsTable;
  ctx: AnalyticsContext;
  children: React.ReactNode;
}) {
  return (
    <Section id={id} title={title}>
      <a href={`/staff/downloads/analytics${ctx.query}${ctx.query ? "&" : "?"}table=${table}`} data-print="hide" className="text-sm text-brand-300 underline">
        {ctx.t("analytics.download", { table: title })}
      </a>
      {children}
    </Section>
  );
}

const count = (locale: Locale, n: number) => formatNumber(locale, n);

// A key as the reader reads it: a source's "direct", a language's name, a device's, a template's.
export function keyLabel(t: StaffTranslator, table: AnalyticsTable, key: string): string {
  if ((table === "sources" || table === "conversionSources") && key === "direct") return t("dashboard.direct");
  if ((table === "languages" || table === "conversionLanguages") && (key === "en" || key === "fr")) return t(`languages.${key}`);
  if (table === "devices" && (DEVICE_CLASSES as readonly string[]).includes(key)) return t(`analytics.devices.${key as (typeof DEVICE_CLASSES)[number]}`);
  return key;
}

// A ranked table of the traffic screen: bars for the first ten of `bar`, the table and CSV for all.
function Ranked<R extends { key: string }>({
  id,
  table,
  caption,
  rows,
  head,
  cells,
  bar,
  ctx,
}: {
  id: string;
  table: AnalyticsTable;
  caption: string;
  rows: R[];
  head: string[];
  cells: (row: R) => number[];
  bar: (row: R) => number;
  ctx: AnalyticsContext;
}) {
  const { t, locale } = ctx;
  return (
    <CsvSection id={id} title={t(`analytics.tables.${table}`)} table={table} ctx={ctx}>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("analytics.none")}</p>
      ) : (
        <Figure
          id={`${id}-chart`}
          caption={caption}
          tableLabel={t("dashboard.numbers")}
          table={
            <NumbersTable
              caption={caption}
              head={[t(`analytics.keys.${table}`), ...head]}
              rows={rows.map((r) => [keyLabel(t, table, r.key), ...cells(r).map((n) => count(locale, n))])}
            />
          }
        >
          <BarRows
            id={`${id}-chart`}
            rows={rows.slice(0, SHOWN).map((r) => ({ key: r.key, label: keyLabel(t, table, r.key), values: [bar(r)], text: count(locale, bar(r)) }))}
          />
        </Figure>
      )}
    </CsvSection>
  );
}

// Visitors per key (entries, sources, campaigns, browser languages), and views and visitors per key (pages, languages, devices).
function Visited({ id, table, caption, rows, ctx }: { id: string; table: AnalyticsTable; caption: string; rows: KeyedPair[]; ctx: AnalyticsContext }) {
  const head = [ctx.t("analytics.visitors"), ctx.t("dashboard.volume.previous")];
  return <Ranked id={id} table={table} caption={caption} rows={rows} head={head} cells={(r) => [r.current, r.previous]} bar={(r) => r.current} ctx={ctx} />;
}
function Viewed({ id, table, caption, rows, ctx }: { id: string; table: AnalyticsTable; caption: string; rows: PageRow[]; ctx: AnalyticsContext }) {
  const head = [ctx.t("analytics.views"), ctx.t("analytics.visitors"), ctx.t("analytics.previousViews")];
  const cells = (r: PageRow) => [r.views.current, r.visitors.current, r.views.previous];
  return <Ranked id={id} table={table} caption={caption} rows={rows} head={head} cells={cells} bar={(r) => r.views.current} ctx={ctx} />;
}

export function TrafficSections({ traffic, ctx }: { traffic: Traffic; ctx: AnalyticsContext }) {
  const { t, locale } = ctx;
  const unit = traffic.period.buckets[0]?.unit ?? "day";
  const day = (d: string) => formatCalendarDay(locale, d, { month: "short", day: "numeric" });
  const overCaption = t("analytics.overTime.caption", { unit: t(`analytics.overTime.${unit}`) });
  return (
    <>
      <dl className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {(
          [
            ["visitors", traffic.visitors],
            ["views", traffic.views],
          ] as const
        ).map(([name, pair]) => (
          <div key={name} className="rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
            <dt className="text-xs text-fg-muted">{t(`analytics.${name}`)}</dt>
            <dd className="text-h3 font-bold tabular-nums" data-figure={name}>
              {count(locale, pair.current)}
            </dd>
            <dd className="text-xs text-fg-subtle">
              {t("analytics.previousValue", { value: count(locale, pair.previous) })} {pair.previous > 0 && change(t, locale, pair.current, pair.previous)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-xs text-fg-subtle">{t("analytics.definition")}</p>
      <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2">
        <CsvSection id="over-time" title={t("analytics.tables.days")} table="days" ctx={ctx}>
          <Figure
            id="over-time-chart"
            caption={overCaption}
            tableLabel={t("dashboard.numbers")}
            table={
              <NumbersTable
                caption={overCaption}
                head={[
                  t(`dashboard.volume.${unit === "day" ? "barDay" : "barWeek"}`),
                  t("analytics.visitors"),
                  t("analytics.views"),
                  t("dashboard.volume.previous"),
                ]}
                rows={traffic.bars.map((b, i) => [
                  day(traffic.period.buckets[i]!.date),
                  count(locale, b.visitors.current),
                  count(locale, b.views.current),
                  count(locale, b.visitors.previous),
                ])}
              />
            }
          >
            <StackedColumns
              id="over-time-chart"
              series={[{ key: "visitors", label: t("analytics.visitors") }]}
              columns={traffic.bars.map((b, i) => ({
                label: day(traffic.period.buckets[i]!.date),
                title: `${day(traffic.period.buckets[i]!.date)}: ${count(locale, b.visitors.current)}`,
                values: { visitors: b.visitors.current },
                comparison: b.visitors.previous,
              }))}
            />
          </Figure>
        </CsvSection>
        <Viewed id="pages" table="pages" caption={t("analytics.captions.pages")} rows={traffic.pages} ctx={ctx} />
        <Visited id="entries" table="entries" caption={t("analytics.captions.entries")} rows={traffic.entries} ctx={ctx} />
        <Visited id="sources" table="sources" caption={t("analytics.captions.sources")} rows={traffic.sources} ctx={ctx} />
        <Visited id="campaigns" table="campaigns" caption={t("analytics.captions.campaigns")} rows={traffic.campaigns} ctx={ctx} />
        <Viewed id="languages" table="languages" caption={t("analytics.captions.languages")} rows={traffic.languages} ctx={ctx} />
        <Visited id="browser-languages" table="browserLanguages" caption={t("analytics.captions.browserLanguages")} rows={traffic.browserLanguages} ctx={ctx} />
        <Viewed id="devices" table="devices" caption={t("analytics.captions.devices")} rows={traffic.devices} ctx={ctx} />
      </div>
    </>
  );
}

const rate = (locale: Locale, value: number | null) => (value === null ? "–" : formatPercent(locale, value * 100, 1));

function ConversionTable({
  id,
  table,
  rows,
  ctx,
}: {
  id: string;
  table: "landingPages" | "conversionSources" | "conversionCampaigns" | "conversionLanguages" | "articles";
  rows: ConversionRow[];
  ctx: AnalyticsContext;
}) {
  const { t, locale } = ctx;
  const caption = t(`analytics.captions.${table}`);
  const article = table === "articles";
  return (
    <CsvSection id={id} title={t(`analytics.tables.${table}`)} table={table} ctx={ctx}>
      {rows.length === 0 ? (
        <p className="text-sm text-fg-muted">{t("analytics.none")}</p>
      ) : (
        // A table wider than a phone scrolls sideways, by keyboard too.
        <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={caption}>
          <NumbersTable
            caption={caption}
            head={[
              t(`analytics.keys.${table}`),
              ...(article ? [t("analytics.views")] : []),
              t("analytics.visitors"),
              t("analytics.demos"),
              t("analytics.contacts"),
              t("analytics.meetingsBooked"),
              t("analytics.rate"),
            ]}
            rows={rows.map((r) => [
              article ? (r.title ?? r.key) : keyLabel(t, table, r.key),
              ...(article ? [count(locale, r.views ?? 0)] : []),
              count(locale, r.visitors),
              count(locale, r.demos),
              count(locale, r.contacts),
              count(locale, r.meetings),
              rate(locale, r.rate),
            ])}
          />
        </div>
      )}
    </CsvSection>
  );
}

export function ConversionSections({ conversion, ctx }: { conversion: Conversion; ctx: AnalyticsContext }) {
  const { t, locale } = ctx;
  const { funnel } = conversion;
  const stages = [
    ["viewed", funnel.viewed],
    ["clicked", funnel.clicked],
    ["opened", funnel.opened],
    ["sent", funnel.sent],
    ["booked", funnel.booked],
  ] as const;
  const caption = t("analytics.captions.funnel");
  return (
    <>
      <p className="mt-3 text-xs text-fg-subtle">{t("analytics.conversionDefinition")}</p>
      <div className="mt-5 grid grid-cols-1 gap-5 lg:grid-cols-2">
        <CsvSection id="funnel" title={t("analytics.tables.funnel")} table="funnel" ctx={ctx}>
          <Figure
            id="funnel-chart"
            caption={caption}
            tableLabel={t("dashboard.numbers")}
            table={
              <NumbersTable
                caption={caption}
                head={[t("analytics.keys.funnel"), t("analytics.visitors"), t("analytics.ofFirst")]}
                rows={stages.map(([stage, n]) => [t(`analytics.stages.${stage}`), count(locale, n), rate(locale, funnel.viewed ? n / funnel.viewed : null)])}
              />
            }
          >
            <BarRows
              id="funnel-chart"
              max={Math.max(1, funnel.viewed)}
              rows={stages.map(([stage, n]) => ({ key: stage, label: t(`analytics.stages.${stage}`), values: [n], text: count(locale, n) }))}
            />
          </Figure>
          <p className="text-sm text-fg-muted">{t("analytics.stored", { count: funnel.stored })}</p>
          <p className="text-sm text-fg-muted">{t("analytics.meetings", { count: funnel.meetings })}</p>
        </CsvSection>
        <ConversionTable id="landing-pages" table="landingPages" rows={conversion.landingPages} ctx={ctx} />
        <ConversionTable id="conversion-sources" table="conversionSources" rows={conversion.sources} ctx={ctx} />
        <ConversionTable id="conversion-campaigns" table="conversionCampaigns" rows={conversion.campaigns} ctx={ctx} />
        <ConversionTable id="conversion-languages" table="conversionLanguages" rows={conversion.languages} ctx={ctx} />
        <ConversionTable id="articles" table="articles" rows={conversion.articles} ctx={ctx} />
      </div>
    </>
  );
}

export function templateLabel(t: StaffTranslator, template: string): string {
  return template === "article" || template === "city" || template === "other" ? t(`analytics.templates.${template}`) : template;
}

export function vitalValue(locale: Locale, row: Pick<VitalRow, "name" | "p75">): string {
  return row.name === "CLS" ? formatNumber(locale, row.p75, { maximumFractionDigits: 3 }) : `${formatNumber(locale, Math.round(row.p75))} ms`;
}

export function VitalsSection({ vitals, ctx }: { vitals: VitalRow[]; ctx: AnalyticsContext }) {
  const { t, locale } = ctx;
  const caption = t("analytics.captions.vitals");
  const share = (n: number, of: number) => formatPercent(locale, of ? (n / of) * 100 : 0);
  return (
    <>
      <p className="mt-3 text-xs text-fg-subtle">{t("analytics.vitalsDefinition")}</p>
      <div className="mt-5">
        <CsvSection id="vitals" title={t("analytics.tables.vitals")} table="vitals" ctx={ctx}>
          {vitals.length === 0 ? (
            <p className="text-sm text-fg-muted">{t("analytics.none")}</p>
          ) : (
            <Figure
              id="vitals-chart"
              caption={caption}
              tableLabel={t("dashboard.numbers")}
              table={
                <NumbersTable
                  caption={caption}
                  head={[
                    t("analytics.keys.vitals"),
                    t("analytics.metric"),
                    t("analytics.p75"),
                    t("analytics.good"),
                    t("analytics.needsImprovement"),
                    t("analytics.poor"),
                    t("analytics.samples"),
                    t("analytics.target"),
                  ]}
                  rows={vitals.map((v) => [
                    templateLabel(t, v.template),
                    v.name,
                    vitalValue(locale, v),
                    share(v.good, v.samples),
                    share(v.needsImprovement, v.samples),
                    share(v.poor, v.samples),
                    count(locale, v.samples),
                    v.target ?? "–",
                  ])}
                />
              }
            >
              <BarRows
                id="vitals-chart"
                series={[
                  { key: "good", label: t("analytics.good") },
                  { key: "needsImprovement", label: t("analytics.needsImprovement") },
                  { key: "poor", label: t("analytics.poor") },
                ]}
                max={1}
                rows={vitals.map((v) => ({
                  key: `${v.template}-${v.name}`,
                  label: `${templateLabel(t, v.template)} · ${v.name}`,
                  values: [v.good / v.samples, v.needsImprovement / v.samples, v.poor / v.samples],
                  text: t("analytics.p75Text", { value: vitalValue(locale, v) }),
                }))}
              />
            </Figure>
          )}
        </CsvSection>
      </div>
    </>
  );
}

export { ANALYTICS_TABLES };
