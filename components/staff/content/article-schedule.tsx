import { problemMessage, type Problem } from "@/lib/content/gates";
import { listSchedules } from "@/lib/content/schedules";
import type { ArticleDetail } from "@/lib/content/store";
import { formatDateTime, formatTimeZoneName } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { errorText, staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { fill } from "./content-api";
import { SchedulePanel } from "./schedule-panel";

// A saved article's schedules, worded for the Schedule panel in the account's language and zone: the
// pending ones, and the newest one when it failed (with the gates' problems). An account that may not
// publish now (an editor while review is on) is offered to plan an unpublish only.
export async function ArticleSchedule({ staff, article, mayPublish }: { staff: Staff; article: ArticleDetail; mayPublish: boolean }) {
  const t = staffTranslator(staff.language);
  const staffWords = messagesOf(staff.language, "staff");
  const words = staffWords.content.schedule;
  const rows = await listSchedules({ docKind: "article", docId: article.id });
  const when = (iso: string) => formatDateTime(staff.language, iso, staff.timeZone);
  const pending = rows
    .filter((r) => r.status === "pending" || r.status === "claimed")
    .map((r) => {
      const pair = rows.some((other) => other.groupId === r.groupId && other.id !== r.id);
      return {
        id: r.id,
        text: `${fill(words.pending[r.action], { time: when(r.dueAt) })}${pair ? ` · ${words.pair}` : ""}`,
        cancelLabel: fill(words.cancelLabel, { time: when(r.dueAt) }),
      };
    });
  const newest = rows.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)[0];
  const failed =
    newest?.status === "failed" && newest.failure
      ? {
          text: fill(words.failed, { time: when(newest.firedAt ?? newest.dueAt), reason: errorText(t, newest.failure.reason) }),
          problems: (newest.failure.problems ?? []).map((p) => problemMessage(p as Problem, staff.language)),
        }
      : null;
  // The zone by its name (« heure de l'Est »), its IANA id only where Intl has no name for it.
  const zone = formatTimeZoneName(staff.language, staff.timeZone);
  return (
    <SchedulePanel
      articleId={article.id}
      timeZone={staff.timeZone}
      pending={pending}
      failed={failed}
      mayPublish={mayPublish}
      copy={{
        ...words,
        intro: fill(words.intro, { zone }),
        withTwin: article.twin ? words.withTwin[article.twin.locale] : null,
        unreachable: staffWords.common.unreachable,
        dateInput: { placeholder: staffWords.common.datePlaceholder, format: staffWords.common.dateFormat },
        timeInput: { placeholder: staffWords.common.timePlaceholder, format: staffWords.common.timeFormat },
      }}
    />
  );
}
