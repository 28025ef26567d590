import type { SitemapStat } from "@/content/sitemap";

export function SitemapStats({ stats }: { stats: readonly SitemapStat[] }) {
  return (
    <dl className="mt-10 grid max-w-xl grid-cols-3 gap-3 sm:gap-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex min-w-0 flex-col rounded-card border border-ink-700 bg-ink-900/80 px-4 py-4 sm:px-5">
          <dt className="order-2 mt-1 text-xs text-fg-muted sm:text-sm">{stat.label}</dt>
          <dd className="order-1 text-2xl font-extrabold text-gold-300 tabular-nums sm:text-3xl">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
