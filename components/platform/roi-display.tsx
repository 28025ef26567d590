import { Badge } from "@/components/ui/badge";
import type { RoiDisplay as RoiDisplayData } from "@/content/platform";
import { formatMoney, formatNumber, formatPercent } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// A mock channel ROI report with static, illustrative numbers from content/platform.ts, in the
// page's language ("$12,400", "369%" / "12 400 $", "369 %").
export function RoiDisplay({ data, locale }: { data: RoiDisplayData; locale: Locale }) {
  const t = translator(locale, "platform");
  const { columns, rows, total } = data;
  const cad = (value: number) => formatMoney(locale, value);
  const count = (value: number) => formatNumber(locale, value);
  const percent = (value: number) => formatPercent(locale, value);
  const maxRoi = Math.max(...rows.map((r) => r.roi));
  const totals = [
    { label: columns.spend, value: cad(total.spend) },
    { label: columns.sales, value: count(total.sales) },
    { label: columns.revenue, value: cad(total.revenue) },
    { label: columns.roi, value: percent(total.roi), highlight: true },
  ];

  return (
    <figure className="rounded-panel border border-ink-600 bg-ink-900/90 p-5 shadow-glow sm:p-8">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <p className="text-lg font-semibold">{data.title}</p>
          <p className="text-sm text-fg-subtle">{data.period}</p>
        </div>
        <Badge variant="gold">{data.label}</Badge>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {totals.map((t) => (
          <div key={t.label} className="flex min-w-0 flex-col-reverse justify-end rounded-control bg-ink-800 p-4">
            <dt className="mt-1 text-xs text-fg-subtle">{t.label}</dt>
            <dd
              className={
                t.highlight
                  ? "text-xl font-extrabold text-gold-300 tabular-nums min-[380px]:text-2xl sm:text-3xl"
                  : "text-xl font-bold tabular-nums min-[380px]:text-2xl sm:text-3xl"
              }
            >
              {t.value}
            </dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 hidden overflow-x-auto rounded-control border border-ink-700 sm:block">
        <table className="w-full min-w-xl text-left text-sm">
          <thead className="bg-ink-800/70 text-xs tracking-wide text-fg-subtle uppercase">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {columns.channel}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {columns.spend}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {columns.sales}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {columns.revenue}
              </th>
              <th scope="col" className="w-1/4 px-4 py-3 font-semibold">
                {columns.roi}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-700">
            {rows.map((r) => (
              <tr key={r.channel}>
                <th scope="row" className="px-4 py-3 font-medium whitespace-nowrap">
                  {r.channel}
                </th>
                <td className="px-4 py-3 text-right text-fg-muted tabular-nums">{cad(r.spend)}</td>
                <td className="px-4 py-3 text-right text-fg-muted tabular-nums">{count(r.sales)}</td>
                <td className="px-4 py-3 text-right text-fg-muted tabular-nums">{cad(r.revenue)}</td>
                <td className="px-4 py-3">
                  <span className="flex items-center gap-3">
                    <span className="w-14 shrink-0 font-semibold whitespace-nowrap text-success-400 tabular-nums">{percent(r.roi)}</span>
                    <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-ink-700">
                      <span
                        className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-300"
                        style={{ width: `${Math.round((r.roi / maxRoi) * 100)}%` }}
                      />
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t border-ink-600 bg-ink-800/50 font-semibold">
            <tr>
              <th scope="row" className="px-4 py-3">
                {t("roiDisplay.total")}
              </th>
              <td className="px-4 py-3 text-right tabular-nums">{cad(total.spend)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{count(total.sales)}</td>
              <td className="px-4 py-3 text-right tabular-nums">{cad(total.revenue)}</td>
              <td className="px-4 py-3 text-gold-300 tabular-nums">{percent(total.roi)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      {/* Phones: one card per channel instead of a five-column table. */}
      <ul className="mt-6 space-y-3 sm:hidden">
        {rows.map((r) => (
          <li key={r.channel} className="rounded-control bg-ink-800 p-4">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold">{r.channel}</p>
              <p className="font-semibold text-success-400 tabular-nums">
                {percent(r.roi)} <span className="sr-only">{columns.roi}</span>
              </p>
            </div>
            <span aria-hidden="true" className="mt-2 block h-1.5 overflow-hidden rounded-full bg-ink-700">
              <span
                className="block h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-300"
                style={{ width: `${Math.round((r.roi / maxRoi) * 100)}%` }}
              />
            </span>
            <dl className="mt-3 grid grid-cols-3 gap-2 text-xs">
              {[
                { label: columns.spend, value: cad(r.spend) },
                { label: columns.sales, value: count(r.sales) },
                { label: columns.revenue, value: cad(r.revenue) },
              ].map((cell) => (
                <div key={cell.label} className="flex min-w-0 flex-col-reverse justify-end">
                  <dt className="text-fg-subtle">{cell.label}</dt>
                  <dd className="font-semibold text-fg-muted tabular-nums">{cell.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>

      <figcaption className="mt-5 text-sm leading-relaxed text-fg-subtle">{data.note}</figcaption>
    </figure>
  );
}
