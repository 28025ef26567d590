import { cn } from "@/lib/utils";

export function Card({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("rounded-card border border-ink-700 bg-ink-900/80 p-6", className)} {...props} />;
}
