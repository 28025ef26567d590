import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import { getDb } from "@/db";
import { contentEvents, contentReviews, contentSchedules, staffUsers, type LeadNotification } from "@/db/schema";
import type { ContentKind } from "@/db/enums";
import { HEADINGS, type Heading } from "@/lib/content/kinds/headings";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import type { OutboxMail, OutboxPost } from "@/lib/outbox/messages";
import { registerMessageBuilder, registerWebhookBuilder } from "@/lib/outbox/registry";
import { escapeUnprintable, subjectText } from "@/lib/outbox/text";
import { absoluteUrl } from "@/lib/site-config";
import { errorText, staffTranslator, type StaffTranslator } from "@/lib/staff/messages";

// What the outbox sends about content, written when it is sent: content.published and
// content.unpublished, once per content event, to their own receiver (CONTENT_WEBHOOK_URL,
// CONTENT_WEBHOOK_SECRET), queued by the publish (lib/content/events.ts); content.schedule_failed, by
// e-mail to the author of a scheduled publish a gate refused (lib/content/schedules.ts), its lead_id the
// schedule's; content.review_*, a review's e-mails (lib/content/review.ts). Registered with the outbox
// as this loads: every file that queues them imports it.

// content.published / content.unpublished: the event, and the public addresses it changed (the page
// itself first), once per event (its message id).
async function contentWebhook(notification: LeadNotification): Promise<OutboxPost | null> {
  const [event] = await getDb().select().from(contentEvents).where(eq(contentEvents.id, notification.leadId)).limit(1);
  if (!event) return null;
  const data = { event: event.id, kind: event.docKind, id: event.docId, at: event.createdAt, urls: event.paths.map((p) => absoluteUrl(p)) };
  const body = JSON.stringify({ type: notification.event, timestamp: new Date().toISOString(), data });
  return { url: process.env.CONTENT_WEBHOOK_URL!, secret: process.env.CONTENT_WEBHOOK_SECRET!, id: `msg_content_${event.id}`, body };
}

// content.schedule_failed: to the schedules' author in their workspace language, one e-mail for every
// failure that joined the notice before it went out (lib/content/schedules.ts): for each, when it was
// due, why, each problem the gates found and the document's editor; nothing for an account gone or locked.
async function scheduleFailedEmail(notification: LeadNotification): Promise<OutboxMail | null> {
  const db = getDb();
  const joined = await db.select().from(contentSchedules).where(eq(contentSchedules.noticeId, notification.id)).orderBy(asc(contentSchedules.dueAt));
  // A notice queued before notices were shared names its one schedule.
  const schedules = joined.length > 0 ? joined : await db.select().from(contentSchedules).where(eq(contentSchedules.id, notification.leadId)).limit(1);
  const [author] = await db
    .select({ email: staffUsers.email, language: staffUsers.language, banned: staffUsers.banned, timeZone: staffUsers.timeZone })
    .from(staffUsers)
    .where(eq(staffUsers.id, notification.recipientId ?? ""))
    .limit(1);
  if (schedules.length === 0 || !author || author.banned) return null;
  const headings = await headingsOf(schedules);
  const t = staffTranslator(author.language);
  const title = (schedule: (typeof schedules)[number]) => subjectText(t, headings(schedule)?.title ?? `#${schedule.docId}`);
  // A French rule's advice comes in both languages (lib/content/gates.ts): the author's.
  const params = (p: { params?: Record<string, string | number> }) => ({ ...p.params, advice: p.params?.[`advice.${author.language}`] ?? "" });
  const failure = (schedule: (typeof schedules)[number]) => [
    t(`email.scheduleFailed.${schedule.action}`, { time: formatDateTime(author.language, schedule.dueAt, author.timeZone ?? schedule.timeZone) }),
    errorText(t, schedule.failure?.reason ?? "publishRefused"),
    ...(schedule.failure?.problems ?? []).map((p) => `- ${t(`gates.${p.code}` as Parameters<StaffTranslator>[0], params(p) as never)}`),
    "",
    t("email.scheduleFailedFix", { url: absoluteUrl(headings(schedule)?.href ?? "/staff/content") }),
    "",
  ];
  const [only] = schedules;
  if (schedules.length === 1)
    return { to: author.email, subject: t(`email.scheduleFailedSubject.${only!.action}`, { title: title(only!) }), text: failure(only!).join("\n") };
  return {
    to: author.email,
    subject: t("email.scheduleFailedManySubject", { count: schedules.length }),
    text: [t("email.scheduleFailedMany", { count: schedules.length }), "", ...schedules.flatMap((schedule) => [title(schedule), ...failure(schedule)])].join(
      "\n",
    ),
  };
}

// content.review_*: a review's e-mail (lib/content/review.ts queues it) to its recipient, in their
// language: a submission to an administrator, a decision to the author. Null when either is gone.
async function reviewEmail(notification: LeadNotification): Promise<OutboxMail | null> {
  const db = getDb();
  const [review] = await db.select().from(contentReviews).where(eq(contentReviews.id, notification.leadId)).limit(1);
  const people = review
    ? await db
        .select()
        .from(staffUsers)
        .where(
          inArray(
            staffUsers.id,
            [notification.recipientId, review.submittedBy, review.decidedBy].filter((id): id is string => id !== null),
          ),
        )
    : [];
  const recipient = people.find((p) => p.id === notification.recipientId);
  if (!review || !recipient || recipient.banned) return null;
  const doc = (await headingsOf([review]))(review);
  const name = (id: string | null) => people.find((p) => p.id === id)?.name ?? "—";
  const kind = notification.event === "content.review_submitted" ? "submitted" : notification.event === "content.review_approved" ? "approved" : "returned";
  const values = {
    title: doc?.title ?? `#${review.docId}`,
    revision: review.revision,
    author: name(review.submittedBy),
    reviewer: name(review.decidedBy),
    url: absoluteUrl(kind === "submitted" || !doc ? "/staff/content/reviews" : doc.href),
  };
  const t = staffTranslator(recipient.language);
  // The reviewer's comment is their own words: quoted under a heading, each line behind "| ", as a
  // visitor's are in a lead's e-mail, so a comment can never pass for the e-mail's own lines.
  const comment =
    kind === "returned" && review.comment
      ? [
          "",
          t("content.review.mail.comment"),
          ...escapeUnprintable(review.comment, "\n\t\u200c\u200d")
            .split("\n")
            .map((line) => `| ${line}`),
        ]
      : [];
  return {
    to: recipient.email,
    subject: t(`content.review.mail.${kind}Subject`, values),
    text: [t(`content.review.mail.${kind}`, values), ...comment, "", values.url, ""].join("\n"),
  };
}

// The documents rows name (a review's, schedules'), each in its row's language, as their kinds name
// them (./kinds/headings.ts): a title and the editor's address; undefined for a document gone.
async function headingsOf(
  rows: { docKind: ContentKind; docId: number }[],
): Promise<(row: { docKind: ContentKind; docId: number; locale: Locale }) => Heading | undefined> {
  const kinds = [...new Set(rows.map((row) => row.docKind))];
  const read = new Map(
    await Promise.all(kinds.map(async (kind) => [kind, await HEADINGS[kind](rows.filter((row) => row.docKind === kind).map((row) => row.docId))] as const)),
  );
  return (row) => read.get(row.docKind)?.get(row.docId)?.(row.locale);
}
registerWebhookBuilder("content", contentWebhook);
registerMessageBuilder("content", (notification) =>
  notification.event === "content.schedule_failed" ? scheduleFailedEmail(notification) : reviewEmail(notification),
);
