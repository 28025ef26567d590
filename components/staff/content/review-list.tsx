import Link from "next/link";
import { DiffView } from "@/components/staff/content/diff-view";
import { diffCopy } from "@/components/staff/content/editor-copy";
import { ReviewDecision, ReviewSetting } from "@/components/staff/content/review-actions";
import { formatDateTime } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import type { listReviews } from "@/lib/content/review";
import { staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

// The reviews page (GET /staff/content/reviews): for an administrator the review setting, then each
// review as a card: the submission, its status, what it changes from the live page, and (pending,
// for an administrator) the decision.
export function ReviewsView({ staff, reviews, required }: { staff: Staff; reviews: Awaited<ReturnType<typeof listReviews>>; required: boolean }) {
  const t = staffTranslator(staff.language);
  const words = messagesOf(staff.language, "staff").content.review;
  const admin = staff.role === "admin";
  const diff = diffCopy(staff.language);
  const when = (at: string) => formatDateTime(staff.language, at, staff.timeZone);

  return (
    <>
      <Link href="/staff/content" className="text-sm text-fg-muted hover:text-fg">
        ← {t("content.backToList")}
      </Link>
      <h1 className="mt-2 text-h3 font-bold">{t("content.review.title")}</h1>
      <p className="mt-1 max-w-2xl text-sm text-fg-muted">{t("content.review.intro")}</p>
      {admin && (
        <ReviewSetting
          initial={required}
          copy={{ label: words.settingLabel, hint: words.settingHint, save: words.settingSave, saved: words.settingSaved }}
          unreachable={t("common.unreachable")}
        />
      )}
      {reviews.length === 0 ? (
        <p className="mt-6 text-sm text-fg-muted">{t("content.review.none")}</p>
      ) : (
        <ul className="mt-6 grid gap-3">
          {reviews.map((r) => (
            <li key={r.id} className="grid min-w-0 gap-2 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
              <h2 className="font-semibold break-words">
                <Link href={r.href} className="text-brand-300 hover:text-brand-200">
                  {r.title ?? `#${r.docId}`}
                </Link>{" "}
                <span className="text-sm font-normal text-fg-subtle">
                  · {t(`content.locales.${r.locale}`)} · {t("content.revisionShort", { revision: r.revision })}
                </span>
              </h2>
              <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                <dt className="text-fg-subtle">{words.columns.author}</dt>
                <dd className="break-words">{r.submittedBy ?? "—"}</dd>
                <dt className="text-fg-subtle">{words.columns.submitted}</dt>
                <dd>
                  <time dateTime={r.submittedAt}>{when(r.submittedAt)}</time>
                </dd>
                <dt className="text-fg-subtle">{words.columns.status}</dt>
                <dd className={r.status === "pending" ? "text-warning-400" : r.status === "returned" ? "text-danger-300" : "text-success-400"}>
                  {r.decidedAt
                    ? t("content.review.decided", { status: words.statuses[r.status], reviewer: r.decidedBy ?? "—", time: when(r.decidedAt) })
                    : words.statuses[r.status]}
                </dd>
                {r.comment && (
                  <>
                    <dt className="text-fg-subtle">{words.comment}</dt>
                    <dd className="break-words whitespace-pre-line">{r.comment}</dd>
                  </>
                )}
              </dl>
              {r.againstLive && (
                <section aria-labelledby={`review-${r.id}-live`} className="grid min-w-0 gap-2">
                  <h3 id={`review-${r.id}-live`} className="text-sm font-semibold">
                    {words.live.title}
                  </h3>
                  {r.againstLive.live === "published" ? (
                    <DiffView fields={r.againstLive.changes} copy={diff} />
                  ) : (
                    <p className="text-sm text-fg-muted">{words.live[r.againstLive.live]}</p>
                  )}
                </section>
              )}
              {admin && r.status === "pending" && (
                <ReviewDecision
                  reviewId={r.id}
                  copy={{ approve: words.approve, approved: words.approved, return: words.return, returned: words.returned, comment: words.comment }}
                  unreachable={t("common.unreachable")}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
