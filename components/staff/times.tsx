import { formatAge, formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";

// Times in the workspace, always in the reader's time zone with the zone named ("Nov 25, 2026,
// 2:05 p.m. EST" / "25 nov. 2026, 14 h 05 HNE").
export function Moment({ at, locale, timeZone }: { at: string; locale: Locale; timeZone: string }) {
  return <time dateTime={at}>{formatDateTime(locale, at, timeZone)}</time>;
}

// How long ago, at a glance ("12 min", "3 h", "5 d"), with the exact time on hover (title) and for
// screen readers (in the element's text, visually hidden).
export function TimeAgo({ at, now, locale, timeZone }: { at: string; now: number; locale: Locale; timeZone: string }) {
  const exact = formatDateTime(locale, at, timeZone);
  return (
    <time dateTime={at} title={exact}>
      {formatAge(locale, at, now)}
      <span className="sr-only"> ({exact})</span>
    </time>
  );
}
