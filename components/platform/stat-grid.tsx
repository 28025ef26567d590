import type { StatItem } from "@/content/platform";

// Headline figures as tiles: two across on a phone, one row of four from large screens up.
export function StatGrid({ stats }: { stats: readonly StatItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="flex min-w-0 flex-col-reverse justify-end rounded-card border border-ink-700 bg-ink-900/80 p-5 text-center sm:p-6">
          <dt className="mt-2 text-sm text-pretty text-fg-muted">{s.label}</dt>
          <dd className="text-2xl font-extrabold text-balance text-gold-300 tabular-nums sm:text-h2">{s.value}</dd>
        </div>
      ))}
    </dl>
  );
}
