// Numbers, money, percentages and dates for people, in the page's language: one place over Intl,
// so en-CA and fr-CA differ only by the locale passed ("$1,234.56" / "1 234,56 $", "12%" / "12 %",
// "November 24, 2026" / "24 novembre 2026"). Safe on both sides.
import { languageTag, type Locale } from "./locale";

// Formatters are costly to make and reused; a cache keeps at most FORMATS of each kind (a key holds a
// staff account's time zone: a few hundred are possible), starting over when full (issue 47).
const FORMATS = 500;
const cache = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: Locale, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    if (cache.size >= FORMATS) cache.clear();
    cache.set(key, (format = new Intl.NumberFormat(languageTag[locale], options)));
  }
  return format;
}

export const formatNumber = (locale: Locale, value: number, options: Intl.NumberFormatOptions = {}) => numberFormat(locale, options).format(value);

// Canadian dollars, without cents unless asked for.
export const formatMoney = (locale: Locale, value: number, fractionDigits = 0) =>
  numberFormat(locale, {
    style: "currency",
    currency: "CAD",
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(value);

// Large amounts as the site writes them: "$1.15M", "$698K" / "1,15 M $", "698 k $".
export const formatCompactMoney = (locale: Locale, value: number) =>
  numberFormat(locale, {
    style: "currency",
    currency: "CAD",
    currencyDisplay: "narrowSymbol",
    notation: "compact",
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(value);

// A percentage from its number of percent (12 -> "12%" / "12 %"), with as many decimals as asked.
export const formatPercent = (locale: Locale, percent: number, fractionDigits = 0) =>
  numberFormat(locale, { style: "percent", minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(percent / 100);

// A figure as a floor, on its own (a stat, an image): "500+" / "Plus de 500" (French writes no "500+").
export const formatOrMore = (locale: Locale, figure: string) => (locale === "fr" ? `Plus de\u00a0${figure}` : `${figure}+`);

export const formatDate = (locale: Locale, date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) =>
  new Intl.DateTimeFormat(languageTag[locale], { timeZone: "UTC", ...options }).format(typeof date === "string" ? new Date(date) : date);

// ---- Times for staff, in their time zone, with the zone named ----

const dateTimeCache = new Map<string, Intl.DateTimeFormat>();
function dateTimeFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateTimeCache.get(key);
  if (!format) {
    if (dateTimeCache.size >= FORMATS) dateTimeCache.clear();
    dateTimeCache.set(key, (format = new Intl.DateTimeFormat(languageTag[locale], options)));
  }
  return format;
}
const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

// Intl writes French hours on two digits ("09 h 37"); French typography writes "9 h 37".
const frenchHours = (locale: Locale, text: string) => (locale === "fr" ? text.replace(/(^|[^\d])0(\d)(\s)h/g, "$1$2$3h") : text);

// "Nov 25, 2026, 2:05 p.m. EST" / "25 nov. 2026, 9 h 05 HNE".
export const formatDateTime = (locale: Locale, date: Date | string | number, timeZone: string) =>
  frenchHours(
    locale,
    dateTimeFormat(locale, { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(
      toDate(date),
    ),
  );

// The calendar day in the zone: "Nov 25, 2026" / "25 nov. 2026" (or any other date style).
export const formatDay = (locale: Locale, date: Date | string | number, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
  dateTimeFormat(locale, { timeZone, ...options }).format(toDate(date));

// A calendar day written "YYYY-MM-DD" (no zone: the day itself), e.g. a chart's bar: "Mon 23" / "lun. 23".
export const formatCalendarDay = (locale: Locale, day: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
  dateTimeFormat(locale, { timeZone: "UTC", ...options }).format(new Date(`${day}T12:00:00Z`));

// A zone's everyday name: "Eastern Time" / "heure de l’Est" (the zone's id when Intl has no name).
export function formatTimeZoneName(locale: Locale, timeZone: string): string {
  const name = dateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value;
  return name ?? timeZone;
}

// Short units, the same in both languages but the day ("5 d" / "5 j"), after a no-break space.
const SHORT_UNITS: Record<Locale, { minute: string; hour: string; day: string }> = {
  en: { minute: "min", hour: "h", day: "d" },
  fr: { minute: "min", hour: "h", day: "j" },
};
const short = (locale: Locale, n: number, unit: "minute" | "hour" | "day") => `${formatNumber(locale, n)}\u00a0${SHORT_UNITS[locale][unit]}`;

// How long ago, at a glance: "12 min", "3 h", "5 d" / "5 j".
export function formatAge(locale: Locale, date: Date | string | number, now: number): string {
  const minutes = Math.max(0, Math.round((now - toDate(date).getTime()) / 60_000));
  if (minutes < 60) return short(locale, minutes, "minute");
  if (minutes < 48 * 60) return short(locale, Math.round(minutes / 60), "hour");
  return short(locale, Math.round(minutes / 1440), "day");
}

// A span of (business) minutes: "45 min", "2 h 05 min"; below a minute, "< 1 min".
export function formatMinutes(locale: Locale, minutes: number): string {
  if (minutes < 1) return `<\u00a0${short(locale, 1, "minute")}`;
  const whole = Math.round(minutes);
  if (whole < 60) return short(locale, whole, "minute");
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return rest === 0 ? short(locale, hours, "hour") : `${short(locale, hours, "hour")} ${String(rest).padStart(2, "0")}\u00a0${SHORT_UNITS[locale].minute}`;
}
