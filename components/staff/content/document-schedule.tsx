import { problemMessage, type Problem } from "@/lib/content/gates";
import { listSchedules, type ScheduleInput } from "@/lib/content/schedules";
import type { ArticleDetail } from "@/lib/content/store";
import { formatDateTime, formatTimeZoneName } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { messagesOf } from "@/lib/i18n/messages";
import { errorText, staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";
import { fill } from "./content-api";
import { SchedulePanel } from "./schedule-panel";

// A saved document's schedules, worded for the Schedule panel in the account's language and zone: the
// pending ones, and the newest one when it failed (with the gates' problems). An article may plan a
// publish or an unpublish (an unpublish only, for an account that may not publish now: an editor
// while review is on); a city page, which stays online, a publish only, with its other language.
export async function DocumentSchedule({
  staff,
  doc,
  mayPublish,
}: {
  staff: Staff;
  doc: { kind: "article"; article: ArticleDetail } | { kind: "city"; id: number; slug: string; locale: Locale };
  mayPublish: boolean;
}) {
  const t = staffTranslator(staff.language);
  const staffWords = messagesOf(staff.language, "staff");
  const words = staffWords.content.schedule;
  const rows =
    doc.kind === "article"
      ? await listSchedules({ docKind: "article", docId: doc.article.id })
      : await listSchedules({ docKind: "city", docId: doc.id, locale: doc.locale });
  const actions: ScheduleInput["action"][] = doc.kind === "city" ? (mayPublish ? ["publish"] : []) : mayPublish ? ["publish", "unpublish"] : ["unpublish"];
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
  const twin =
    doc.kind === "article" ? (doc.article.twin ? words.withTwin[doc.article.twin.locale] : null) : words.withOtherLanguage[doc.locale === "en" ? "fr" : "en"];
  const endpoint =
    doc.kind === "article" ? `/staff/api/content/articles/${doc.article.id}/schedule` : `/staff/api/content/cities/${doc.slug}/schedule?locale=${doc.locale}`;
  return (
    <SchedulePanel
      endpoint={endpoint}
      timeZone={staff.timeZone}
      pending={pending}
      failed={failed}
      actions={actions}
      copy={{
        ...words,
        intro: fill(doc.kind === "city" ? words.introPublish : words.intro, { zone }),
        withTwin: twin,
        unreachable: staffWords.common.unreachable,
        dateInput: { placeholder: staffWords.common.datePlaceholder, format: staffWords.common.dateFormat },
        timeInput: { placeholder: staffWords.common.timePlaceholder, format: staffWords.common.timeFormat },
      }}
    />
  );
}
