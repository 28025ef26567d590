import { cn } from "@/lib/utils";

const tones: Record<string, string> = {
  new: "bg-brand-600/25 text-brand-200",
  contacted: "bg-gold-400/15 text-gold-200",
  qualified: "bg-success-400/15 text-success-400",
  won: "bg-success-400/25 text-success-400",
  lost: "bg-ink-700 text-fg-muted",
  disqualified: "bg-ink-700 text-fg-subtle",
};

// A lead's status, worded in the reader's language (the tone follows the status code).
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={cn("inline-block rounded-full px-2 py-0.5 text-xs font-semibold capitalize", tones[status] ?? tones.lost)}>{label}</span>;
}
