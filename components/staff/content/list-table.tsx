import { formatDateTime } from "@/lib/i18n/format";
import { scheduleView, type ScheduleSummary } from "@/lib/content/schedules";
import { errorText, staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// Under an article's status: its next scheduled change, or the last one's failure until the article is
// published or unpublished again.
export function ScheduleMark({ mark, updatedAt, staff }: { mark: ScheduleSummary | undefined; updatedAt: string; staff: Staff }) {
  const t = staffTranslator(staff.language);
  const view = scheduleView(mark, updatedAt);
  if (view === "failed" && mark?.failure)
    return <span className="block text-xs text-danger-300">{t("content.listMarks.failed", { reason: errorText(t, mark.failure.reason) })}</span>;
  if (view !== "scheduled" || !mark) return null;
  const time = formatDateTime(staff.language, mark.dueAt, staff.timeZone);
  return (
    <span className="block text-xs text-brand-300">
      <time dateTime={mark.dueAt}>{t(`content.listMarks.scheduled.${mark.action}`, { time })}</time>
    </span>
  );
}

// A list of the content: its headings, then the rows given, scrolling sideways on a narrow screen. A
// heading may be a control (the page's checkbox) with its own name.
export function ListTable({ headings, minWidth, children }: { headings: React.ReactNode[]; minWidth: string; children: React.ReactNode }) {
  return (
    <div className="mt-2 overflow-x-auto rounded-card ring-1 ring-ink-700">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-ink-900 text-fg-subtle">
          <tr>
            {headings.map((heading, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-medium">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">{children}</tbody>
      </table>
    </div>
  );
}
