// Display helpers for the guide's sample screens, in the page's language: odometers in km
// ("48,200 km" / "48 200 km"), dates ("Apr 14, 2025" / "14 avr. 2025") and vehicle names. Prices
// go through formatMoney (lib/i18n/format.ts).
import { formatDate, formatNumber } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

// English names a vehicle by model year first ("2025 Toyota RAV4"); French, last ("Toyota RAV4 2025").
export function vehicleName({ year, make, model }: { year: number; make: string; model: string }, locale: Locale): string {
  return locale === "fr" ? `${make} ${model} ${year}` : `${year} ${make} ${model}`;
}

export function formatKm(km: number, locale: Locale): string {
  return formatNumber(locale, km, { style: "unit", unit: "kilometer" });
}

// "2025-04-14", in UTC so the server and the browser agree.
export function formatSampleDate(isoDay: string, locale: Locale): string {
  return formatDate(locale, `${isoDay}T00:00:00Z`, { month: "short", day: "numeric", year: "numeric" });
}
