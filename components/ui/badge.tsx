import { cn } from "@/lib/utils";

const variants = {
  default: "bg-brand-600/20 text-brand-200 ring-brand-400/40",
  secondary: "bg-ink-700 text-fg-muted ring-ink-600",
  destructive: "bg-danger-600/20 text-danger-300 ring-danger-400/40",
  outline: "bg-transparent text-fg ring-ink-600",
  gold: "bg-gold-400/15 text-gold-300 ring-gold-400/40",
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({ variant = "default", className, ...props }: React.ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold tracking-wide ring-1 ring-inset",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
