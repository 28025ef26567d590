import { Icon } from "@/components/ui/icon";
import type { PricingHighlight } from "@/content/pricing";

// The terms every plan shares: free trial, no card, no setup fees, cancel anytime, annual savings.
export function PricingHighlights({ items }: { items: readonly PricingHighlight[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
      {items.map((item) => (
        <li key={item.title} className="flex min-w-0 gap-4 rounded-card border border-ink-700 bg-ink-900/80 p-5 lg:flex-col lg:gap-3">
          <span className="grid size-10 shrink-0 place-items-center rounded-control bg-gold-400/15 ring-1 ring-gold-400/30">
            <Icon name={item.icon} className="size-5 text-gold-300" />
          </span>
          <div className="min-w-0">
            <h3 className="font-semibold">{item.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-fg-muted">{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
