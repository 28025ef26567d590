"use client";

import { useState } from "react";
import { Field, Input } from "@/components/ui/field";
import { roiInputHelp } from "@/content/roi-calculator";
import { calculateRoi, formatCad, formatDays, formatPercent, ROI_DEFAULTS, type RoiInputs } from "@/lib/roi";
import { RoiChart } from "./roi-chart";

const fields: { key: keyof RoiInputs; prefix?: string; suffix?: string; max?: number; step: number }[] = [
  { key: "monthlyAdSpend", prefix: "$", step: 100 },
  { key: "monthlyLeads", step: 1 },
  { key: "leadToSaleRate", suffix: "%", max: 100, step: 0.1 },
  { key: "averageSaleValue", prefix: "$", step: 100 },
  { key: "grossMargin", suffix: "%", max: 100, step: 0.1 },
];

// Recalculates on every keystroke; the defaults' results are rendered on the server.
export function RoiCalculator() {
  const [inputs, setInputs] = useState<Record<keyof RoiInputs, string>>(() =>
    Object.fromEntries(Object.entries(ROI_DEFAULTS).map(([k, v]) => [k, String(v)])) as Record<keyof RoiInputs, string>,
  );
  const r = calculateRoi(inputs);
  const results = [
    { label: "Current ROI", value: formatPercent(r.currentROI) },
    { label: "Projected ROI", value: formatPercent(r.projectedROI), highlight: true },
    { label: "Additional monthly revenue", value: formatCad(r.additionalRevenue) },
    { label: "Additional monthly profit", value: formatCad(r.additionalProfit) },
    { label: "Payback period", value: formatDays(r.paybackDays) },
  ];
  const annual = [
    { label: "Annual revenue impact", value: formatCad(r.annualRevenue) },
    { label: "Annual profit impact", value: formatCad(r.annualProfit) },
    { label: "Annual investment", value: formatCad(r.annualInvestment) },
    { label: "Net annual benefit", value: formatCad(r.netAnnualBenefit), highlight: true },
  ];

  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_1.25fr]">
      <form className="space-y-5 rounded-panel border border-ink-700 bg-ink-900/80 p-6 sm:p-8" onSubmit={(e) => e.preventDefault()}>
        <h2 className="text-h3 font-semibold">Your dealership today</h2>
        {fields.map((f) => {
          const id = `roi-${f.key}`;
          const help = roiInputHelp[f.key];
          return (
            <Field key={f.key} id={id} label={help.label}>
              <div className="relative">
                {f.prefix && <span className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-fg-subtle">{f.prefix}</span>}
                <Input
                  id={id}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={f.max}
                  step={f.step}
                  value={inputs[f.key]}
                  aria-describedby={`${id}-help`}
                  onChange={(e) => setInputs((current) => ({ ...current, [f.key]: e.target.value }))}
                  className={f.prefix ? "pl-8" : f.suffix ? "pr-9" : undefined}
                />
                {f.suffix && <span className="pointer-events-none absolute top-1/2 right-3.5 -translate-y-1/2 text-fg-subtle">{f.suffix}</span>}
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
          Your projected results
        </h2>
        <dl className="grid grid-cols-2 gap-3" aria-live="polite">
          {results.map((item) => (
            <div
              key={item.label}
              className={`rounded-card border p-4 ${item.highlight ? "border-gold-400/50 bg-gold-400/10" : "border-ink-700 bg-ink-900/80"} last:col-span-2`}
            >
              <dt className="text-xs text-fg-subtle">{item.label}</dt>
              <dd data-roi={item.label} className={`mt-1 text-2xl font-bold tabular-nums ${item.highlight ? "text-gold-300" : ""}`}>
                {item.value}
              </dd>
            </div>
          ))}
        </dl>
        <RoiChart
          currentRevenue={r.currentRevenue}
          projectedRevenue={r.projectedRevenue}
          currentProfit={r.currentProfit}
          projectedProfit={r.projectedProfit}
        />
        <div className="rounded-card border border-ink-700 bg-ink-900/80 p-5">
          <h3 className="font-semibold">Annual impact</h3>
          <dl className="mt-3 divide-y divide-ink-700">
            {annual.map((item) => (
              <div key={item.label} className="flex justify-between gap-4 py-2 text-sm">
                <dt className="text-fg-muted">{item.label}</dt>
                <dd data-roi={item.label} className={`font-semibold tabular-nums ${item.highlight ? "text-gold-300" : ""}`}>
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
