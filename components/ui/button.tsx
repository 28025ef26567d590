import { cn } from "@/lib/utils";

const variants = {
  primary: "bg-brand-600 text-white hover:bg-brand-500 shadow-glow",
  gold: "bg-gradient-to-r from-gold-300 to-gold-400 text-ink-950 hover:from-gold-200 hover:to-gold-300 shadow-gold",
  secondary: "bg-ink-800 text-fg ring-1 ring-ink-600 hover:bg-ink-700",
  ghost: "text-fg-muted hover:bg-ink-800 hover:text-fg",
} as const;

// Minimum heights, so a label that runs longer (French runs about a fifth longer than English) wraps
// onto a second line on a phone instead of overflowing it.
const sizes = {
  sm: "min-h-9 px-3.5 py-1.5 text-sm",
  md: "min-h-11 px-5 py-2.5 text-[0.9375rem]",
  lg: "min-h-14 px-7 py-3 text-base",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

// Shared by <button>s and links that look like buttons.
export function buttonStyles({ variant = "primary", size = "md", className }: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-control text-center font-semibold text-balance",
    "transition-colors sm:whitespace-nowrap disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    sizes[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonStyles({ variant, size, className })} {...props} />;
}
