import { cn } from "@/lib/utils";

const control = cn(
  "w-full rounded-control border border-ink-600 bg-ink-900 px-3.5 text-[0.9375rem] text-fg placeholder:text-fg-subtle transition-colors",
  "focus:border-brand-400 focus:outline-none focus:ring-2 focus:ring-brand-400/40",
  "aria-invalid:border-danger-400 aria-invalid:focus:ring-danger-400/30 disabled:opacity-60",
);

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(control, "h-11", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24 py-2.5", className)} {...props} />;
}

export function Select({ className, ...props }: React.ComponentProps<"select">) {
  return <select className={cn(control, "h-11", className)} {...props} />;
}

// A label, its control and the field's error message, wired together for screen readers.
export function Field({
  id,
  label,
  error,
  required,
  children,
  className,
}: {
  id: string;
  label: string;
  error?: string;
  required?: boolean;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-medium text-fg">
        {label}
        {required && (
          <span className="text-gold-300" aria-hidden="true">
            {" "}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger-300">
          {error}
        </p>
      )}
    </div>
  );
}

// Props that connect a control to its Field's error message. Required fields say so to screen readers
// with aria-required rather than `required`, so the browser's own bubbles never replace our messages.
export function fieldA11y(id: string, error?: string, { required = false }: { required?: boolean } = {}) {
  return {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? `${id}-error` : undefined,
    "aria-required": required || undefined,
  };
}
