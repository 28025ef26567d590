import { Check } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { DashboardView } from "@/content/platform";

// One dashboard per role: who it is for, what it shows and its highlights.
export function DashboardViews({ views }: { views: readonly DashboardView[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {views.map((v) => (
        <li key={v.title} className="min-w-0">
          <Card className="h-full sm:p-8">
            <div className="flex items-center gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
                <Icon name={v.icon} className="size-6 text-brand-300" />
              </span>
              <div className="min-w-0">
                <h3 className="text-h3 font-semibold">{v.title}</h3>
                <p className="text-sm text-gold-300">{v.audience}</p>
              </div>
            </div>
            <p className="mt-5 leading-relaxed text-fg-muted">{v.text}</p>
            <ul className="mt-5 space-y-2.5 border-t border-ink-700 pt-5">
              {v.highlights.map((h) => (
                <li key={h} className="flex gap-3 text-sm">
                  <Check className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
                  {h}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
