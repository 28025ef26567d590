import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { LeadActions } from "@/components/staff/lead-actions";
import { StatusBadge } from "@/components/staff/status-badge";
import { consentWording } from "@/lib/leads/consent";
import { consentAllows, getDeliveries, getLead, getLeadHistory, getRelatedLeads, LEAD_KINDS, listStaff, type LeadKind } from "@/lib/leads/workspace";
import { sourceOf } from "@/lib/leads/format";
import { requireStaff } from "@/lib/staff/session";

export const metadata: Metadata = { title: "Lead" };

const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

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

// GET /staff/leads/{demo|contact}/{id} - everything the visitor sent, where they came from, what
// their consent allows, and the lead's history, with the actions that move it along.
export default async function LeadPage({ params }: PageProps<"/staff/leads/[kind]/[id]">) {
  const { kind, id: rawId } = await params;
  await requireStaff({ returnTo: `/staff/leads/${kind}/${rawId}` });
  const id = Number(rawId);
  if (!LEAD_KINDS.includes(kind as LeadKind) || !/^\d{1,12}$/.test(rawId)) notFound();
  const lead = await getLead(kind as LeadKind, id);
  if (!lead) notFound();
  const [history, related, team, deliveries] = await Promise.all([getLeadHistory(lead.kind, id), getRelatedLeads(lead), listStaff(), getDeliveries(lead.kind, id)]);
  const allows = consentAllows(lead);
  const names = new Map(team.map((s) => [s.id, s.name]));

  return (
    <>
      <p className="text-sm">
        <Link href="/staff" className="text-brand-300 hover:text-brand-200">
          ← Inbox
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-h3 font-bold">{lead.name}</h1>
        <StatusBadge status={lead.status} />
        {lead.isSpam && <span className="rounded-full bg-danger-600/20 px-2 py-0.5 text-xs font-semibold text-danger-300">Spam ({lead.spamReason})</span>}
      </div>
      <p className="mt-1 text-sm text-fg-muted">
        {lead.kind === "demo" ? "Demo request" : "Contact message"} · {when(lead.createdAt)} · {lead.ownerId ? `Owner: ${names.get(lead.ownerId) ?? "former staff"}` : "Unassigned"}
      </p>

      <div className="mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid gap-5">
          <Panel title="What they sent">
            <dl className="divide-y divide-ink-700">
              <Row label="Name" value={lead.name} />
              <Row label="E-mail" value={<a href={`mailto:${lead.email}`} className="text-brand-300">{lead.email}</a>} />
              <Row label="Company" value={lead.company} />
              <Row label="Phone" value={lead.phone} />
              {lead.kind === "contact" && <Row label="Inquiry" value={lead.inquiryType} />}
              {lead.kind === "contact" && <Row label="Subject" value={lead.subject} />}
              <Row label="Message" value={lead.message} />
              <Row label="Language" value={lead.language === "fr" ? "French (reply in French)" : "English"} />
            </dl>
          </Panel>
          <Panel title="Where it came from">
            <dl className="divide-y divide-ink-700">
              <Row label="Call to action" value={lead.cta} />
              <Row label="Sent from page" value={lead.submittedFrom} />
              <Row label="Landing page" value={lead.landingPage} />
              <Row label="Referrer" value={lead.referrer} />
              <Row label="First touch" value={touch(lead.firstUtmSource, lead.firstUtmMedium, lead.firstUtmCampaign) ?? sourceOf(null, lead.referrer)} />
              <Row label="Last touch" value={touch(lead.lastUtmSource, lead.lastUtmMedium, lead.lastUtmCampaign)} />
            </dl>
          </Panel>
          <Panel title="Consent (CASL)">
            <dl className="divide-y divide-ink-700">
              <Row label="Marketing e-mail" value={lead.consent ? "Given" : lead.consentAt ? "Not given (box left unticked)" : "Not asked"} />
              <Row label="Wording version" value={lead.consentVersion} />
              <Row label="Wording" value={consentWording(lead.consentVersion)} />
              <Row label="Answered" value={lead.consentAt ? when(lead.consentAt) : null} />
              <Row
                label="Allows"
                value={allows.kind === "express" ? "Express consent: marketing e-mail until they withdraw it." : `Implied consent from the inquiry: e-mail about it until ${allows.until}.`}
              />
            </dl>
          </Panel>
          <Panel title="History">
            {history.length === 0 ? (
              <p className="mt-2 text-sm text-fg-muted">Nothing yet. The lead arrived {when(lead.createdAt)}.</p>
            ) : (
              <ol className="mt-2 grid gap-2">
                {history.map((event) => {
                  const detail = event.detail ? (JSON.parse(event.detail) as { from?: unknown; to?: unknown; text?: string }) : {};
                  const label =
                    event.action === "note"
                      ? detail.text
                      : event.action === "owner"
                        ? `Owner: ${detail.to ? (names.get(String(detail.to)) ?? "former staff") : "unassigned"}`
                        : event.action === "status"
                          ? `Status: ${String(detail.from)} → ${String(detail.to)}`
                          : event.action === "spam"
                            ? "Marked as spam"
                            : event.action === "not-spam"
                              ? "Marked as not spam"
                              : event.action;
                  return (
                    <li key={event.id} className="text-sm">
                      <span className="text-fg-subtle">
                        {when(event.createdAt)} · {event.actorId || event.actorEmail ? `${event.actorName ?? "Former staff"} <${event.actorEmail ?? "e-mail not recorded"}>` : "Site"}
                      </span>
                      <p className="whitespace-pre-wrap">{label}</p>
                    </li>
                  );
                })}
              </ol>
            )}
          </Panel>
        </div>
        <aside className="grid content-start gap-5">
          <Panel title="Work this lead">
            <div className="mt-3">
              <LeadActions kind={lead.kind} id={id} status={lead.status} ownerId={lead.ownerId} isSpam={lead.isSpam} team={team.map(({ id, name }) => ({ id, name }))} />
            </div>
          </Panel>
          {deliveries.length > 0 && (
            <Panel title="Notifications">
              <ul className="mt-2 grid gap-2 text-sm">
                {deliveries.map((d) => (
                  <li key={d.id}>
                    <span className="font-medium">{d.channel === "webhook" ? "CRM webhook" : "E-mail to sales"}</span>
                    <span className="block text-fg-muted">
                      {d.status === "sent"
                        ? `Delivered ${when(d.sentAt!)}`
                        : d.status === "failed"
                          ? `Failed after ${d.attempts} attempts`
                          : d.attempts === 0
                            ? "Pending"
                            : `Retrying (attempt ${d.attempts + 1} at ${when(d.nextAttemptAt)})`}
                    </span>
                    {d.status !== "sent" && d.lastError && <span className="block text-xs text-danger-300">{d.lastError}</span>}
                  </li>
                ))}
              </ul>
            </Panel>
          )}
          {related.length > 0 && (
            <Panel title="Other requests from this address">
              <ul className="mt-2 grid gap-1 text-sm">
                {related.map((r) => (
                  <li key={`${r.kind}-${r.id}`}>
                    <Link href={`/staff/leads/${r.kind}/${r.id}`} className="text-brand-300 hover:text-brand-200">
                      {r.kind === "demo" ? "Demo request" : "Contact message"} · {r.createdAt.slice(0, 10)}
                    </Link>{" "}
                    <StatusBadge status={r.status} />
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
