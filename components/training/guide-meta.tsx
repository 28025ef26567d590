import { Clock, GraduationCap, ListOrdered } from "lucide-react";
import { Badge } from "@/components/ui/badge";

// Under the guide's title: the 'Training Guide' badge, how many steps and how long it takes.
export function GuideMeta({ badge, steps, duration }: { badge: string; steps: string; duration: string }) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-5 gap-y-3">
      <Badge variant="gold" className="px-3.5 py-1.5 text-sm">
        <GraduationCap className="size-4" aria-hidden="true" />
        {badge}
      </Badge>
      <span className="inline-flex items-center gap-2 text-sm font-medium text-fg-muted">
        <ListOrdered className="size-4 text-brand-300" aria-hidden="true" />
        {steps}
      </span>
      <span className="inline-flex items-center gap-2 text-sm font-medium text-fg-muted">
        <Clock className="size-4 text-brand-300" aria-hidden="true" />
        {duration}
      </span>
    </div>
  );
}
