import { CircleAlert, CircleCheck } from "lucide-react";
import { Icon } from "@/components/ui/icon";
import type { ContentCard } from "@/content/platform";
import { cn } from "@/lib/utils";

const sides = {
  problem: {
    marker: CircleAlert,
    markerClass: "text-danger-300",
    iconBox: "bg-danger-600/15 ring-danger-400/30",
    iconClass: "text-danger-300",
  },
  solution: {
    marker: CircleCheck,
    markerClass: "text-success-400",
    iconBox: "bg-brand-600/20 ring-brand-400/30",
    iconClass: "text-brand-300",
  },
} as const;

function Column({ side, label, items }: { side: keyof typeof sides; label: string; items: readonly ContentCard[] }) {
  const { marker: Marker, markerClass, iconBox, iconClass } = sides[side];
  return (
    <div className="min-w-0">
      <h3 className="flex items-center gap-2.5 text-h3 font-semibold">
        <Marker className={cn("size-6 shrink-0", markerClass)} aria-hidden="true" />
        {label}
      </h3>
      <ul className="mt-6 space-y-4">
        {items.map((item) => (
          <li
            key={item.title}
            className={cn(
              "flex flex-col gap-4 rounded-card border bg-ink-900/80 p-5 sm:flex-row sm:p-6",
              side === "solution" ? "border-brand-400/30" : "border-ink-700",
            )}
          >
            <span className={cn("grid size-11 shrink-0 place-items-center rounded-control ring-1", iconBox)}>
              <Icon name={item.icon} className={cn("size-5.5", iconClass)} />
            </span>
            <div className="min-w-0">
              <h4 className="font-semibold">{item.title}</h4>
              <p className="mt-1.5 leading-relaxed text-fg-muted">{item.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

// The challenges a customer lives with, side by side with how Torque Analytics answers them.
export function ProblemSolution({
  problemLabel,
  problems,
  solutionLabel,
  solutions,
}: {
  problemLabel: string;
  problems: readonly ContentCard[];
  solutionLabel: string;
  solutions: readonly ContentCard[];
}) {
  return (
    <div className="grid gap-12 lg:grid-cols-2 lg:gap-10">
      <Column side="problem" label={problemLabel} items={problems} />
      <Column side="solution" label={solutionLabel} items={solutions} />
    </div>
  );
}
