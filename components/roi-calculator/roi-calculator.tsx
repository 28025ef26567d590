"use client";

import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import type { RoiInputHelp } from "@/content/roi-calculator";
import { formatMoney } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { amountProblem, calculateRoi, formatCad, formatDays, formatPercent, ROI_DEFAULTS, type RoiInputs } from "@/lib/roi";
import { cn } from "@/lib/utils";
import { RoiChart, type RoiChartLabels } from "./roi-chart";

// The calculator's words, in the page's language (components/pages/roi-calculator-page.tsx).
export interface RoiCalculatorCopy {
  inputs: RoiInputHelp;
  inputsTitle: string;
  resultsTitle: string;
  currentRoi: string;
  projectedRoi: string;
  additionalRevenue: string;
  additionalProfit: string;
  payback: string;
  annualTitle: string;
  annualRevenue: string;
  annualProfit: string;
  annualInvestment: string;
  netBenefit: string;
  // A field's message: not a number (with an example in the page's language), out of range.
  notNumber: string;
  rateOutOfRange: string;
  amountOutOfRange: string;
  // The payback period when it rounds to no time at all.
  underADay: string;
  chart: RoiChartLabels;
}

const fields: { key: keyof RoiInputs; unit: "money" | "percent" | "count"; max?: number }[] = [
  { key: "monthlyAdSpend", unit: "money" },
  { key: "monthlyLeads", unit: "count" },
  { key: "leadToSaleRate", unit: "percent", max: 100 },
  { key: "averageSaleValue", unit: "money" },
  { key: "grossMargin", unit: "percent", max: 100 },
];

// Recalculates on every keystroke; the defaults' results are rendered on the server. The fields are
// text fields (inputmode decimal), not the browser's number fields, whose reading of « 7,5 » depends on
// the browser's language: lib/roi.ts reads a decimal comma or point and spaced thousands in either
// language, and a field that is not a number says so, in the page's language.
export function RoiCalculator({ locale, copy }: { locale: Locale; copy: RoiCalculatorCopy }) {
  const [inputs, setInputs] = useState<Record<keyof RoiInputs, string>>(
    () => Object.fromEntries(Object.entries(ROI_DEFAULTS).map(([k, v]) => [k, String(v)])) as Record<keyof RoiInputs, string>,
  );
  const r = calculateRoi(inputs);
  const results = [
    { label: copy.currentRoi, value: formatPercent(r.currentROI, locale) },
    { label: copy.projectedRoi, value: formatPercent(r.projectedROI, locale), highlight: true },
    { label: copy.additionalRevenue, value: formatCad(r.additionalRevenue, locale) },
    { label: copy.additionalProfit, value: formatCad(r.additionalProfit, locale) },
    { label: copy.payback, value: r.paybackDays === 0 ? copy.underADay : formatDays(r.paybackDays, locale) },
  ];
  const annual = [
    { label: copy.annualRevenue, value: formatCad(r.annualRevenue, locale) },
    { label: copy.annualProfit, value: formatCad(r.annualProfit, locale) },
    { label: copy.annualInvestment, value: formatCad(r.annualInvestment, locale) },
    { label: copy.netBenefit, value: formatCad(r.netAnnualBenefit, locale), highlight: true },
  ];
  // Where the dollar sign sits in this language: before the amount ("$25,000") or after ("25 000 $").
  const dollarFirst = formatMoney(locale, 0).startsWith("$");

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.25fr] [&>*]:min-w-0">
      <form className="space-y-5 rounded-panel border border-ink-700 bg-ink-900/80 p-6 sm:p-8" onSubmit={(e) => e.preventDefault()}>
        <h2 className="text-h3 font-semibold">{copy.inputsTitle}</h2>
        {fields.map((f) => {
          const id = `roi-${f.key}`;
          const help = copy.inputs[f.key];
          const prefix = f.unit === "money" && dollarFirst ? "$" : undefined;
          const suffix = f.unit === "money" ? (dollarFirst ? undefined : "$") : f.unit === "percent" ? "%" : undefined;
          const problem = amountProblem(inputs[f.key], f.max);
          const message =
            problem === "notNumber" ? copy.notNumber : problem === "outOfRange" ? (f.unit === "percent" ? copy.rateOutOfRange : copy.amountOutOfRange) : null;
          return (
            <Field key={f.key} id={id} label={help.label} error={message ?? undefined}>
              <div className="relative">
                {prefix && <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-fg-subtle">{prefix}</span>}
                <Input
                  id={id}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={inputs[f.key]}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${id}-error ${id}-help` : `${id}-help`}
                  onChange={(e) => setInputs((current) => ({ ...current, [f.key]: e.target.value }))}
                  className={prefix ? "pl-8" : suffix ? "pr-9" : undefined}
                />
                {suffix && <span className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-fg-subtle">{suffix}</span>}
              </div>
              <p id={`${id}-help`} className="text-xs leading-relaxed text-fg-subtle">
                {help.help}
              </p>
            </Field>
          );
        })}
      </form>

      <section aria-labelledby="roi-results" className="min-w-0 space-y-5">
        <h2 id="roi-results" className="sr-only">
          {copy.resultsTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-3" aria-live="polite">
          {results.map((item) => (
            <div
              key={item.label}
              className={cn(
                "min-w-0 rounded-card border p-4",
                item.highlight ? "border-gold-400/50 bg-gold-400/10" : "border-ink-700 bg-ink-900/80",
                "last:col-span-2",
              )}
            >
              <dt className="text-xs text-fg-subtle">{item.label}</dt>
              <dd data-roi={item.label} className={`mt-1 text-2xl font-bold tabular-nums [overflow-wrap:anywhere] ${item.highlight ? "text-gold-300" : ""}`}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <RoiChart
          locale={locale}
          labels={copy.chart}
          currentRevenue={r.currentRevenue}
          projectedRevenue={r.projectedRevenue}
          currentProfit={r.currentProfit}
          projectedProfit={r.projectedProfit}
        />
        <div className="rounded-card border border-ink-700 bg-ink-900/80 p-5">
          <h3 className="font-semibold">{copy.annualTitle}</h3>
          <dl className="mt-3 divide-y divide-ink-700">
            {annual.map((item) => (
              <div key={item.label} className="flex justify-between gap-4 py-2 text-sm">
                <dt className="min-w-0 text-fg-muted">{item.label}</dt>
                <dd data-roi={item.label} className={`shrink-0 text-right font-semibold tabular-nums ${item.highlight ? "text-gold-300" : ""}`}>
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}
