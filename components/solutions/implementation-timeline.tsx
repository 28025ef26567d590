import { CircleCheck, Clock } from "lucide-react";
import { cn } from "@/lib/utils";

export interface TimelineStage {
  /** "Week 1", "Phase 2" ... */
  marker: string;
  title: string;
  /** How long the stage takes, e.g. "2-3 weeks" or "Ongoing". */
  duration?: string;
  text?: string;
  tasks?: readonly string[];
}

// An onboarding plan in order: stacked along a line on a phone, four across on large screens.
export function ImplementationTimeline({ stages, label }: { stages: readonly TimelineStage[]; label: string }) {
  return (
    <div className="relative">
      <span
        aria-hidden="true"
        className="absolute top-12 right-[12%] left-[12%] hidden h-px bg-gradient-to-r from-gold-400/0 via-gold-400/40 to-gold-400/0 lg:block"
      />
      <ol aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {stages.map((stage, i) => (
          <li key={stage.marker} className="relative flex min-w-0 flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6">
            <span
              aria-hidden="true"
              className={cn(
                "grid size-12 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-400",
                "text-lg font-extrabold text-ink-950 shadow-gold",
              )}
            >
              {i + 1}
            </span>
            <p className="mt-5 text-xs font-semibold tracking-widest text-gold-300 uppercase">{stage.marker}</p>
            <h3 className="mt-1 text-lg font-semibold">{stage.title}</h3>
            {stage.duration && (
              <p
                className={cn(
                  "mt-3 inline-flex w-fit items-center gap-1.5 rounded-full bg-ink-800 px-3 py-1 text-sm",
                  "font-semibold text-brand-200 ring-1 ring-ink-600",
                )}
              >
                <Clock className="size-3.5" aria-hidden="true" />
                {stage.duration}
              </p>
            )}
            {stage.text && <p className="mt-3 leading-relaxed text-fg-muted">{stage.text}</p>}
            {stage.tasks && (
              <ul className="mt-4 space-y-2.5">
                {stage.tasks.map((task) => (
                  <li key={task} className="flex gap-2.5 text-sm leading-relaxed text-fg-muted">
                    <CircleCheck className="mt-0.5 size-4 shrink-0 text-success-400" aria-hidden="true" />
                    {task}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
