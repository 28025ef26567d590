import { Quote } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { Testimonial } from "@/content/platform";

// Customer quotes with the person, their role, dealership and city.
export function TestimonialGrid({ items }: { items: readonly Testimonial[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map((t) => (
        <li key={t.name} className="min-w-0">
          <Card className="flex h-full flex-col">
            <figure className="flex h-full flex-col">
              <Quote className="size-7 text-gold-400" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 leading-relaxed text-fg">{t.quote}</blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-ink-700 pt-5">
                <span
                  aria-hidden="true"
                  className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-600/25 text-sm font-bold text-brand-200 ring-1 ring-brand-400/30"
                >
                  {initials(t.name)}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold">{t.name}</span>
                  <span className="block text-sm text-fg-subtle">
                    {t.role}, {t.dealership} · {t.city}
                  </span>
                </span>
              </figcaption>
            </figure>
          </Card>
        </li>
      ))}
    </ul>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
}
