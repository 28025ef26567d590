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

// French writes a negative figure with the minus sign « − » (U+2212), not Intl's hyphen: « −6 914 $ ».
const minus = (locale: Locale, text: string) => (locale === "fr" ? text.replace(/-(?=\d)/, "\u2212") : text);

export const formatNumber = (locale: Locale, value: number, options: Intl.NumberFormatOptions = {}) =>
  minus(locale, numberFormat(locale, options).format(value));

// Canadian dollars, without cents unless asked for.
export const formatMoney = (locale: Locale, value: number, fractionDigits = 0) =>
  minus(
    locale,
    numberFormat(locale, {
      style: "currency",
      currency: "CAD",
      currencyDisplay: "narrowSymbol",
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value),
  );

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
  minus(locale, numberFormat(locale, { style: "percent", minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }).format(percent / 100));

// A figure as a floor, on its own (a stat, an image): "500+" / "Plus de 500" (French writes no "500+").
export const formatOrMore = (locale: Locale, figure: string) => (locale === "fr" ? `Plus de\u00a0${figure}` : `${figure}+`);

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
// French writes the first of the month « 1er » (« 1er décembre 2026 », « 1er déc. 2026 », « lun. 1er »):
// every date below goes through here, which Intl's day "1" (or "01") becomes "1er" in.
function dated(locale: Locale, format: Intl.DateTimeFormat, date: Date): string {
  if (locale !== "fr") return format.format(date);
  return format
    .formatToParts(date)
    .map((part) => (part.type === "day" && /^0?1$/.test(part.value) ? "1er" : part.value))
    .join("");
}

export const formatDate = (locale: Locale, date: Date | string, options: Intl.DateTimeFormatOptions = { dateStyle: "long" }) =>
  dated(locale, dateTimeFormat(locale, { timeZone: "UTC", ...options }), typeof date === "string" ? new Date(date) : date);

const toDate = (date: Date | string | number) => (date instanceof Date ? date : new Date(date));

// Intl writes French hours on two digits ("09 h 37"); French typography writes "9 h 37".
const frenchHours = (locale: Locale, text: string) => (locale === "fr" ? text.replace(/(^|[^\d])0(\d)(\s)h/g, "$1$2$3h") : text);

// "Nov 25, 2026, 2:05 p.m. EST" / "25 nov. 2026, 9 h 05 HNE".
export const formatDateTime = (locale: Locale, date: Date | string | number, timeZone: string) =>
  frenchHours(
    locale,
    dated(
      locale,
      dateTimeFormat(locale, { timeZone, year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit", timeZoneName: "short" }),
      toDate(date),
    ),
  );

// The calendar day in the zone: "Nov 25, 2026" / "25 nov. 2026" (or any other date style).
export const formatDay = (locale: Locale, date: Date | string | number, timeZone: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
  dated(locale, dateTimeFormat(locale, { timeZone, ...options }), toDate(date));

// A calendar day written "YYYY-MM-DD" (no zone: the day itself), e.g. a chart's bar: "Mon 23" / "lun. 23".
export const formatCalendarDay = (locale: Locale, day: string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) =>
  dated(locale, dateTimeFormat(locale, { timeZone: "UTC", ...options }), new Date(`${day}T12:00:00Z`));

// A zone's everyday name: "Eastern Time" / "heure de l’Est" (the zone's id when Intl has no name).
export function formatTimeZoneName(locale: Locale, timeZone: string): string {
  const name = dateTimeFormat(locale, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value;
  // The workspace writes the straight apostrophe (docs/french.md: one kind per text); Intl writes ’.
  return name?.replace(/’/g, "'") ?? timeZone;
}

// A time of day from minutes after midnight, short: "9 a.m.", "5:30 p.m." / "9 h", "17 h 30".
export function formatClock(locale: Locale, minutes: number): string {
  if (minutes === 1440) return locale === "fr" ? "24\u00a0h" : "midnight";
  const [hour, minute] = [Math.floor(minutes / 60), minutes % 60];
  if (locale === "fr") return minute ? `${hour}\u00a0h\u00a0${String(minute).padStart(2, "0")}` : `${hour}\u00a0h`;
  const options: Intl.DateTimeFormatOptions = { timeZone: "UTC", hour: "numeric", ...(minute ? { minute: "2-digit" } : {}) };
  return dateTimeFormat(locale, options).format(new Date(Date.UTC(2026, 0, 1, hour, minute)));
}

/**
 * Opening hours, short, in a language: each group of consecutive days with the same hours (Monday
 * first), "Mon–Fri 9 a.m.–5 p.m.; Sat 10 a.m.–2 p.m." / « lun.-ven. 9 h-17 h ; sam. 10 h-14 h ».
 * `week[d]`: day d's intervals (0 Sunday), in minutes after midnight.
 */
export function formatWeeklyHours(locale: Locale, week: readonly (readonly (readonly [number, number])[])[]): string {
  const dash = locale === "fr" ? "-" : "–";
  const day = (d: number) => formatCalendarDay(locale, `2026-11-${22 + d}`, { weekday: "short" });
  const order = [1, 2, 3, 4, 5, 6, 0];
  const groups: { first: number; last: number; key: string }[] = [];
  for (const d of order) {
    const intervals = week[d] ?? [];
    if (intervals.length === 0) continue;
    const key = JSON.stringify(intervals);
    const previous = groups.at(-1);
    if (previous && previous.key === key && order.indexOf(previous.last) === order.indexOf(d) - 1) previous.last = d;
    else groups.push({ first: d, last: d, key });
  }
  return groups
    .map(({ first, last, key }) => {
      const days = first === last ? day(first) : `${day(first)}${dash}${day(last)}`;
      const hours = (JSON.parse(key) as [number, number][]).map(([from, to]) => `${formatClock(locale, from)}${dash}${formatClock(locale, to)}`);
      return `${days} ${hours.join(", ")}`;
    })
    .join(locale === "fr" ? "\u202f; " : "; ");
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
