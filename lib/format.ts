// Numbers, money, percentages and dates for people, in the page's language: one place over Intl,
// so en-CA and fr-CA differ only by the locale passed ("$1,234.56" / "1 234,56 $", "12%" / "12 %",
// "November 24, 2026" / "24 novembre 2026"). Safe on both sides.
import { languageTag, type Locale } from "@/lib/i18n/locale";

const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) cache.set(key, (format = new Intl.NumberFormat(languageTag[locale], options)));
  return format;
}

export const formatNumber = (locale: Locale, value: number, options: Intl.NumberFormatOptions = {}) => numberFormat(locale, options).format(value);

// Canadian dollars, without cents unless asked for.
export const formatMoney = (locale: Locale, value: number, fractionDigits = 0) =>
  numberFormat(locale, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(value);

// Large amounts as the site writes them: "$1.15M", "$698K" / "1,15 M $", "698 k $".
export const formatCompactMoney = (locale: Locale, value: number) =>
  numberFormat(locale, { style: "currency", currency: "CAD", currencyDisplay: "narrowSymbol", notation: "compact", minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(value);

// A percentage from its number of percent (12 -> "12%" / "12 %"), with as many decimals as asked.
export const formatPercent = (locale: Locale, percent: number, fractionDigits = 0) =>
  numberFormat(locale, { style: "percent", minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(percent / 100);

export const formatDate = (locale: Locale, date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) =>
  new Intl.DateTimeFormat(languageTag[locale], { timeZone: "UTC", ...options }).format(typeof date === "string" ? new Date(date) : date);
