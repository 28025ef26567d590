// The ROI calculator's formulas (spec section 9), as one pure function. Inputs arrive as the text of
// the form's fields; anything empty or non-numeric counts as 0, and no NaN, Infinity or -0 comes out.
import { formatMoney, formatNumber, formatPercent as percent } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

export interface RoiInputs {
  monthlyAdSpend: string | number;
  monthlyLeads: string | number;
  leadToSaleRate: string | number; // percent
  averageSaleValue: string | number;
  grossMargin: string | number; // percent
}

export interface RoiResults {
  currentROI: number | null; // percent, rounded; null when there is no ad spend to divide by
  projectedROI: number | null;
  currentRevenue: number;
  projectedRevenue: number;
  currentProfit: number;
  projectedProfit: number;
  additionalRevenue: number;
  additionalProfit: number;
  paybackDays: number | null; // null when there is no additional profit to pay the platform back
  annualRevenue: number;
  annualProfit: number;
  annualInvestment: number;
  netAnnualBenefit: number;
}

export const ROI_DEFAULTS = {
  monthlyAdSpend: 25000,
  monthlyLeads: 150,
  leadToSaleRate: 15,
  averageSaleValue: 35000,
  grossMargin: 8,
} as const satisfies RoiInputs;

// The platform's monthly price (Professional) and the projection's basis (spec section 9).
export const MONTHLY_INVESTMENT = 597;
export const ANNUAL_INVESTMENT = MONTHLY_INVESTMENT * 12;
export const PROJECTION = { conversion: 1.43, leads: 1.67, adSpend: 0.73 } as const;

const finite = (n: number) => (Number.isFinite(n) ? n : 0);
const noNegativeZero = (n: number) => (Object.is(n, -0) ? 0 : n);

// Far beyond any dealership, and small enough that no product of inputs overflows to Infinity.
const MAX_AMOUNT = 1e12;

/**
 * A number as a person types it in either language: "7,5" and "7.5", "1 000" and "1,000" (English
 * thousands), "28 000 $", "12 %"; null when the text is not a number (empty included). A comma is a
 * decimal comma unless it groups thousands the English way ("1,000", "12,500.50").
 */
export function parseAmount(text: string): number | null {
  let t = text.replace(/[\s\u00a0\u202f$%]/gu, "").replace(/^\u2212/u, "-");
  if (!t) return null;
  if (t.includes(",") && t.includes(".")) t = t.lastIndexOf(",") > t.lastIndexOf(".") ? t.replace(/\./g, "").replace(",", ".") : t.replace(/,/g, "");
  else if (/^-?\d{1,3}(?:,\d{3})+$/.test(t) && !/^-?0,/.test(t)) t = t.replace(/,/g, "");
  else t = t.replace(",", ".");
  return /^-?(?:\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : null;
}

/** What is wrong with a field's text, for its message: not a number (or empty), or outside 0..max. */
export function amountProblem(text: string, max = MAX_AMOUNT): "notNumber" | "outOfRange" | null {
  const n = parseAmount(text);
  if (n === null) return "notNumber";
  return n < 0 || n > max ? "outOfRange" : null;
}

// Empty, non-numeric and negative input counts as 0; rates are clamped to 0..100.
export function toAmount(value: string | number, max = MAX_AMOUNT): number {
  const n = typeof value === "number" ? value : (parseAmount(String(value)) ?? NaN);
  return Math.min(Math.max(finite(n), 0), max);
}

function roi(profit: number, spend: number): number | null {
  return spend > 0 ? noNegativeZero(Math.round(((profit - spend) / spend) * 100)) : null;
}

export function calculateRoi(inputs: RoiInputs): RoiResults {
  const spend = toAmount(inputs.monthlyAdSpend);
  const leads = toAmount(inputs.monthlyLeads);
  const rate = toAmount(inputs.leadToSaleRate, 100) / 100;
  const saleValue = toAmount(inputs.averageSaleValue);
  const margin = toAmount(inputs.grossMargin, 100) / 100;

  const currentRevenue = leads * rate * saleValue;
  // A projected conversion rate can't pass 100%, however high the current one is.
  const projectedRevenue = leads * PROJECTION.leads * Math.min(rate * PROJECTION.conversion, 1) * saleValue;
  const projectedSpend = spend * PROJECTION.adSpend;
  const currentProfit = currentRevenue * margin;
  const projectedProfit = projectedRevenue * margin;
  const additionalRevenue = projectedRevenue - currentRevenue;
  const additionalProfit = additionalRevenue * margin;
  const annualProfit = additionalProfit * 12;

  return {
    currentROI: roi(currentProfit, spend),
    projectedROI: roi(projectedProfit, projectedSpend),
    currentRevenue,
    projectedRevenue,
    currentProfit,
    projectedProfit,
    additionalRevenue: noNegativeZero(additionalRevenue),
    additionalProfit: noNegativeZero(additionalProfit),
    paybackDays: additionalProfit > 0 ? Math.round((MONTHLY_INVESTMENT / (additionalProfit / 12)) * 10) / 10 : null,
    annualRevenue: noNegativeZero(additionalRevenue * 12),
    annualProfit: noNegativeZero(annualProfit),
    annualInvestment: ANNUAL_INVESTMENT,
    netAnnualBenefit: noNegativeZero(annualProfit - ANNUAL_INVESTMENT),
  };
}

// Display helpers, in the page's language (English by default): whole Canadian dollars, percent and
// days through lib/i18n/format.ts ("$1,093,129" / "1 093 129 $", "152%" / "152 %", "0.1 days" / "0,1 jour"),
// and a dash where a figure does not exist.
export function formatCad(n: number, locale: Locale = "en"): string {
  return formatMoney(locale, noNegativeZero(Math.round(n)));
}

export function formatPercent(n: number | null, locale: Locale = "en"): string {
  return n === null ? "—" : percent(locale, n);
}

export function formatDays(n: number | null, locale: Locale = "en"): string {
  return n === null ? "—" : formatNumber(locale, n, { style: "unit", unit: "day", unitDisplay: "long", minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
