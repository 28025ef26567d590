import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { ContentCard } from "@/content/platform";
import { cn } from "@/lib/utils";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

// Icon cards (icon, title, text). One column on a phone, two on tablets, `columns` on large screens.
export function FeatureGrid({ items, columns = 3 }: { items: readonly ContentCard[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={cn("grid gap-5", columnClasses[columns])}>
      {items.map((item) => (
        <li key={item.title} className="min-w-0">
          <Card className="h-full transition-colors hover:border-brand-400/50">
            <span className="grid size-11 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
              <Icon name={item.icon} className="size-5.5 text-brand-300" />
            </span>
            <h3 className="mt-5 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 leading-relaxed text-fg-muted">{item.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
