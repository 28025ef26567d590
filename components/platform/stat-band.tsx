import { Container } from "@/components/ui/container";
import type { StatItem } from "@/content/platform";
import { StatGrid } from "./stat-grid";

// The row of headline figures directly under a page header.
export function StatBand({ stats, label }: { stats: readonly StatItem[]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-ink-700 bg-ink-900/40 py-12 sm:py-14">
      <Container>
        <StatGrid stats={stats} />
      </Container>
    </section>
  );
}
