import { FeatureGrid } from "@/components/platform/feature-grid";
import type { ContentCard } from "@/content/platform";
import { cn } from "@/lib/utils";

// The shared three-column FeatureGrid, with an incomplete last row centred instead of left hanging
// (five agency benefits would otherwise leave a hole). On a six-track grid every card spans two.
export function CenteredFeatureGrid({ items }: { items: readonly ContentCard[] }) {
  const rest = items.length % 3;
  return (
    <div
      className={cn(
        rest !== 0 && "lg:[&>ul]:grid-cols-6 lg:[&>ul>li]:col-span-2",
        rest === 2 && "lg:[&>ul>li:nth-last-child(2)]:col-start-2",
        rest === 1 && "lg:[&>ul>li:last-child]:col-start-3",
        items.length % 2 === 1 && "sm:max-lg:[&>ul>li:last-child]:col-span-2",
      )}
    >
      <FeatureGrid items={items} columns={3} />
    </div>
  );
}
