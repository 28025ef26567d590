import type { ProcessStep } from "@/content/platform";
import { cn } from "@/lib/utils";

const columnClasses = {
  3: "lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

// Numbered steps in order: stacked on a phone, one row on large screens. `stepLabel` is the word
// before each number ("Step 1"), in the page's language.
export function ProcessSteps({ steps, label, stepLabel = "Step" }: { steps: readonly ProcessStep[]; label: string; stepLabel?: string }) {
  const columns = steps.length >= 4 ? 4 : 3;
  return (
    <ol aria-label={label} className={cn("grid gap-6", columnClasses[columns])}>
      {steps.map((s) => (
        <li key={s.step} className="relative min-w-0 rounded-card border border-ink-700 bg-ink-900/80 p-6">
          <span
            aria-hidden="true"
            className="grid size-12 place-items-center rounded-full bg-gradient-to-br from-gold-300 to-gold-400 text-lg font-extrabold text-ink-950 shadow-gold"
          >
            {s.step}
          </span>
          <p className="mt-5 text-xs font-semibold tracking-widest text-fg-subtle uppercase">
            {stepLabel} {s.step}
          </p>
          <h3 className="mt-1 text-lg font-semibold">{s.title}</h3>
          <p className="mt-2 leading-relaxed text-fg-muted">{s.text}</p>
        </li>
      ))}
    </ol>
  );
}
