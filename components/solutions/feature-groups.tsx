import { CircleCheck } from "lucide-react";
import { Card } from "@/components/ui/card";
import type { FeatureGroup } from "@/content/solutions";

// Features grouped by who uses them: one card per group, each a checklist.
export function FeatureGroups({ groups }: { groups: readonly FeatureGroup[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {groups.map((group, i) => (
        <li key={group.title} className="min-w-0">
          <Card className="h-full sm:p-8">
            <p className="text-xs font-semibold tracking-widest text-fg-subtle uppercase" aria-hidden="true">
              {String(i + 1).padStart(2, "0")}
            </p>
            <h3 className="mt-2 text-h3 font-semibold">{group.title}</h3>
            <ul className="mt-6 space-y-3.5">
              {group.features.map((feature) => (
                <li key={feature} className="flex gap-3 leading-relaxed text-fg-muted">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-success-400" aria-hidden="true" />
                  {feature}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
