import { CalendarDays } from "lucide-react";
import { sampleRequests } from "@/content/training";
import { cn } from "@/lib/utils";
import { SampleScreen, ScreenFrame } from "./sample-screen";
import { formatSampleDate } from "./sample-format";

// Step 6: the request list, newest first, with the just-submitted request on top.
export function RequestListScreen() {
  return (
    <SampleScreen
      caption={`the request list with ${sampleRequests.length} Facebook Messenger requests, newest first; each shows its dealership, scope, priority (Medium), status (Pending) and date.`}
    >
      <ScreenFrame title="Marketing Request Center · My Requests">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm font-semibold text-fg">My Requests</span>
          <span className="text-xs text-fg-subtle">{sampleRequests.length} requests</span>
        </div>
        <ul className="mt-3 space-y-2">
          {sampleRequests.map((r, i) => (
            <li
              key={r.title}
              className={cn(
                "flex flex-wrap items-center gap-x-4 gap-y-2 rounded-control p-3 ring-1",
                i === 0 ? "bg-ink-800 ring-gold-400/50" : "bg-ink-850 ring-ink-700",
              )}
            >
              <span className="min-w-0 flex-1 basis-56">
                <span className="block text-sm font-semibold text-fg">{r.title.replace(/^Facebook Messenger Request: /, "")}</span>
                <span className="block text-xs text-fg-subtle">
                  {r.dealership} · {r.scope}
                </span>
              </span>
              <span className="flex flex-wrap items-center gap-2 text-xs">
                <span className="rounded-full bg-warning-400/15 px-2 py-0.5 font-semibold text-warning-400 ring-1 ring-warning-400/40">
                  {r.priority}
                </span>
                <span className="rounded-full bg-brand-600/20 px-2 py-0.5 font-semibold text-brand-200 ring-1 ring-brand-400/40">
                  {r.status}
                </span>
                <span className="inline-flex items-center gap-1 text-fg-muted tabular-nums">
                  <CalendarDays className="size-3.5" />
                  {formatSampleDate(r.date)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </ScreenFrame>
    </SampleScreen>
  );
}
