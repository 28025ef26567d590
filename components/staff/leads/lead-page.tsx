import Link from "next/link";
import { LeadActions } from "@/components/staff/lead-actions";
import { LeadHistory } from "@/components/staff/leads/lead-history";
import { MeetingPanel } from "@/components/staff/meeting-panel";
import { StatusBadge } from "@/components/staff/status-badge";
import { Moment } from "@/components/staff/times";
import type { MeetingView } from "@/lib/booking/booking";
import { formatDateTime, formatDay } from "@/lib/i18n/format";
import { messagesOf } from "@/lib/i18n/messages";
import { consentWording } from "@/lib/leads/consent";
import { sourceOf } from "@/lib/leads/format";
import { consentAllows, LEAD_STATUSES, type getDeliveries, type getLeadHistory, type getRelatedLeads, type Lead, type LeadKind } from "@/lib/leads/workspace";
import { spamReasonText, staffTranslator } from "@/lib/staff/messages";
import type { Staff } from "@/lib/staff/session";

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  if (value === null || value === undefined || value === "") return null;
  return (
    <div className="grid gap-0.5 py-2 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-fg-subtle">{label}</dt>
      <dd className="min-w-0 text-sm break-words whitespace-pre-wrap">{value}</dd>
    </div>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="rounded-card bg-ink-900 p-4 ring-1 ring-ink-700">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}

const touch = (source: string | null, medium: string | null, campaign: string | null) => [source, medium, campaign].filter(Boolean).join(" / ") || null;

// The lead page (GET /staff/leads/{demo|contact}/{id}): everything the visitor sent, where they came
// from, what their consent allows, and the lead's history; beside them its meetings, the actions that
// move it along, what the outbox sent about it and the same person's other leads.
export function LeadView({
  staff,
  lead,
  history,
  related,
  team,
  deliveries,
  meetings,
  asOf,
}: {
  staff: Staff;
  lead: Lead;
  history: Awaited<ReturnType<typeof getLeadHistory>>;
  related: Awaited<ReturnType<typeof getRelatedLeads>>;
  team: { id: string; name: string }[];
  deliveries: Awaited<ReturnType<typeof getDeliveries>>;
  meetings: MeetingView[];
  asOf: number;
}) {
  const t = staffTranslator(staff.language);
  const { language: locale, timeZone } = staff;
  const allows = consentAllows(lead);
  const names = new Map(team.map((s) => [s.id, s.name]));
  const when = (iso: string) => <Moment at={iso} locale={locale} timeZone={timeZone} />;
  const status = (code: unknown) => (LEAD_STATUSES.includes(code as never) ? t(`status.${code as (typeof LEAD_STATUSES)[number]}`) : String(code));
  // The forms' words (what the server answers, "saved", stays on the server).
  const actionWords = Object.fromEntries(Object.entries(messagesOf(locale, "staff").actions).filter(([key]) => key !== "saved")) as Omit<
    ReturnType<typeof messagesOf<"staff">>["actions"],
    "saved"
  >;
  const kindName = (k: LeadKind) => (k === "demo" ? t("kinds.demoRequest") : t("kinds.contactMessage"));

  return (
    <>
      <p className="text-sm">
        <Link href="/staff" className="text-brand-300 hover:text-brand-200">
          {t("lead.back")}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-h3 font-bold">{lead.name}</h1>
        <StatusBadge status={lead.status} label={status(lead.status)} />
        {lead.isSpam && (
          <span className="rounded-full bg-danger-600/20 px-2 py-0.5 text-xs font-semibold text-danger-300">
            {t("lead.spam", { reason: spamReasonText(t, lead.spamReason) })}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {kindName(lead.kind)} · {when(lead.createdAt)} ·{" "}
        {lead.ownerId ? t("lead.owner", { name: names.get(lead.ownerId) ?? t("lead.events.formerStaff") }) : t("common.unassigned")}
      </p>

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-5">
          <Panel title={t("lead.sent")}>
            <dl className="divide-y divide-ink-700">
              <Row label={t("lead.rows.name")} value={lead.name} />
              <Row
                label={t("lead.rows.email")}
                value={
                  <a href={`mailto:${lead.email}`} className="text-brand-300">
                    {lead.email}
                  </a>
                }
              />
              <Row label={t("lead.rows.company")} value={lead.company} />
              <Row label={t("lead.rows.phone")} value={lead.phone} />
              {lead.kind === "contact" && <Row label={t("lead.rows.inquiry")} value={lead.inquiryType} />}
              {lead.kind === "contact" && <Row label={t("lead.rows.subject")} value={lead.subject} />}
              <Row label={t("lead.rows.message")} value={lead.message} />
              <Row label={t("lead.rows.language")} value={lead.language === "fr" ? t("lead.languageFrench") : t("lead.languageEnglish")} />
            </dl>
          </Panel>
          <Panel title={t("lead.origin")}>
            <dl className="divide-y divide-ink-700">
              <Row label={t("lead.rows.cta")} value={lead.cta} />
              <Row label={t("lead.rows.submittedFrom")} value={lead.submittedFrom} />
              <Row label={t("lead.rows.landingPage")} value={lead.landingPage} />
              <Row label={t("lead.rows.referrer")} value={lead.referrer} />
              <Row
                label={t("lead.rows.firstTouch")}
                value={touch(lead.firstUtmSource, lead.firstUtmMedium, lead.firstUtmCampaign) ?? sourceOf(null, lead.referrer)}
              />
              <Row label={t("lead.rows.lastTouch")} value={touch(lead.lastUtmSource, lead.lastUtmMedium, lead.lastUtmCampaign)} />
            </dl>
          </Panel>
          <Panel title={t("lead.consent")}>
            <dl className="divide-y divide-ink-700">
              <Row
                label={t("lead.rows.marketing")}
                value={lead.consent ? t("lead.consentGiven") : lead.consentAt ? t("lead.consentRefused") : t("lead.consentNotAsked")}
              />
              <Row label={t("lead.rows.wordingVersion")} value={lead.consentVersion} />
              <Row label={t("lead.rows.wording")} value={consentWording(lead.consentVersion)} />
              <Row label={t("lead.rows.answered")} value={lead.consentAt ? when(lead.consentAt) : null} />
              <Row
                label={t("lead.rows.allows")}
                value={
                  allows.kind === "express"
                    ? t("lead.express")
                    : t("lead.implied", { until: formatDay(locale, `${allows.until}T12:00:00Z`, "UTC", { dateStyle: "long" }) })
                }
              />
            </dl>
          </Panel>
          <Panel title={t("lead.history")}>
            <LeadHistory history={history} createdAt={lead.createdAt} names={names} status={status} t={t} locale={locale} timeZone={timeZone} />
          </Panel>
        </div>
        <aside className="grid content-start gap-5">
          <MeetingPanel meetings={meetings} staff={staff} now={asOf} />
          <Panel title={t("lead.work")}>
            <div className="mt-3">
              <LeadActions
                kind={lead.kind}
                id={lead.id}
                status={lead.status}
                ownerId={lead.ownerId}
                isSpam={lead.isSpam}
                team={team.map(({ id, name }) => ({ id, name }))}
                copy={{
                  ...actionWords,
                  statuses: Object.fromEntries(LEAD_STATUSES.map((s) => [s, t(`status.${s}`)])),
                  unassigned: t("common.unassigned"),
                  saving: t("common.saving"),
                  unreachable: t("common.unreachable"),
                  failed: t("common.failed"),
                }}
              />
            </div>
          </Panel>
          {deliveries.length > 0 && (
            <Panel title={t("lead.notifications")}>
              <ul className="mt-2 grid gap-2 text-sm">
                {deliveries.map((d) => (
                  <li key={d.id}>
                    <span className="font-medium">
                      {d.channel === "webhook"
                        ? t("lead.delivery.webhook")
                        : d.event === "lead.reminder"
                          ? t("lead.delivery.reminder")
                          : d.event === "lead.escalated"
                            ? t("lead.delivery.escalated")
                            : t("lead.delivery.email")}
                    </span>
                    <span className="block text-fg-muted">
                      {d.status === "sent"
                        ? t("lead.delivery.sent", { time: formatDateTime(locale, d.sentAt!, timeZone) })
                        : d.status === "failed"
                          ? t("lead.delivery.failed", { attempts: d.attempts })
                          : d.attempts === 0
                            ? t("lead.delivery.pending")
                            : t("lead.delivery.retrying", { attempt: d.attempts + 1, time: formatDateTime(locale, d.nextAttemptAt, timeZone) })}
                    </span>
                    {d.status !== "sent" && d.lastError && <span className="block text-xs text-danger-300">{d.lastError}</span>}
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          {related.length > 0 && (
            <Panel title={t("lead.related")}>
              <ul className="mt-2 grid gap-1 text-sm">
                {related.map((r) => (
                  <li key={`${r.kind}-${r.id}`}>
                    <Link href={`/staff/leads/${r.kind}/${r.id}`} className="text-brand-300 hover:text-brand-200">
                      {t("lead.relatedItem", { kind: kindName(r.kind), date: formatDay(locale, r.createdAt, timeZone) })}
                    </Link>{" "}
                    <StatusBadge status={r.status} label={status(r.status)} />
                  </li>
                ))}
              </ul>
            </Panel>
          )}
        </aside>
      </div>
    </>
  );
}
