// How long ago a lead arrived, at a glance ("12 min", "3 h", "5 d"), with the exact time on hover.
export function LeadAge({ at, now }: { at: string; now: number }) {
  const minutes = Math.max(0, Math.round((now - Date.parse(at)) / 60_000));
  const label = minutes < 60 ? `${minutes} min` : minutes < 48 * 60 ? `${Math.round(minutes / 60)} h` : `${Math.round(minutes / 1440)} d`;
  return (
    <time dateTime={at} title={at.replace("T", " ").slice(0, 16) + " UTC"}>
      {label}
    </time>
  );
}
