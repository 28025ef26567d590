import type { UseFormRegisterReturn } from "react-hook-form";

// CASL express consent: unticked until the visitor ticks it.
export function ConsentCheckbox({ id, label, registration }: { id: string; label: string; registration: UseFormRegisterReturn }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" className="mt-1 size-4 shrink-0 rounded border-ink-600 bg-ink-900 accent-brand-500" {...registration} />
      <label htmlFor={id} className="text-sm leading-snug text-fg-muted">
        {label}
      </label>
    </div>
  );
}

// A field people never see or reach: only form-filling bots complete it.
export function Honeypot({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}
