import { cn } from "@/lib/utils";

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  align = "center",
  as: Heading = "h2",
  className,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
  className?: string;
}) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{eyebrow}</p>}
      <Heading className={cn("mt-3 font-bold text-balance", Heading === "h1" ? "text-h1 sm:text-display" : "text-h2 sm:text-h1")}>{title}</Heading>
      {subtitle && <p className="mt-5 text-lead text-pretty text-fg-muted">{subtitle}</p>}
    </div>
  );
}
