import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { cn } from "@/lib/utils";

// A static picture of an app screen, built in HTML. The drawing is hidden from screen readers;
// the caption below it says what the sample shows.
export function SampleScreen({ locale, caption, children, className }: { locale: Locale; caption: string; children: React.ReactNode; className?: string }) {
  const t = translator(locale, "training");
  return (
    <figure className={cn("min-w-0", className)}>
      <div aria-hidden="true" className="space-y-4 select-none">
        {children}
      </div>
      <figcaption className="mt-3 text-sm leading-relaxed text-fg-subtle">
        <span className="font-semibold text-fg-muted">{t("screen.caption")}</span> {caption}
      </figcaption>
    </figure>
  );
}

// The window a sample screen is drawn in: a title bar, then the screen's content.
export function ScreenFrame({ locale, title, children }: { locale: Locale; title: string; children: React.ReactNode }) {
  const t = translator(locale, "training");
  return (
    <div className="overflow-hidden rounded-card border border-ink-600 bg-ink-900 shadow-glow">
      <div className="flex items-center gap-3 border-b border-ink-700 bg-ink-850 px-4 py-2.5">
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-ink-600" />
          <span className="size-2.5 rounded-full bg-ink-600" />
          <span className="size-2.5 rounded-full bg-ink-600" />
        </span>
        <span className="min-w-0 truncate text-xs font-medium text-fg-subtle">{title}</span>
        <span
          className={cn(
            "ml-auto shrink-0 rounded-full bg-gold-400/15 px-2 py-0.5 text-[0.6875rem] font-semibold",
            "tracking-wider text-gold-300 uppercase ring-1 ring-gold-400/40",
          )}
        >
          {t("screen.sample")}
        </span>
      </div>
      <div className="p-3 sm:p-5">{children}</div>
    </div>
  );
}

// Looks like a button in the picture, but is only a drawing: no role, no focus, no pointer.
export function MockButton({ active = false, className, children }: { active?: boolean; className?: string; children: React.ReactNode }) {
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1 rounded-lg px-2.5 py-1 text-xs font-semibold whitespace-nowrap",
        active ? "bg-gradient-to-r from-gold-300 to-gold-400 text-ink-950" : "bg-ink-900 text-fg-muted ring-1 ring-ink-600",
        className,
      )}
    >
      {children}
    </span>
  );
}
