import "server-only";
import { createHash } from "node:crypto";
import { marketingConsent } from "@/content/consent";
import { describeDatabaseError } from "@/db/connect";
import { leadStore } from "@/db/leads";
import { handle, jsonError, MAX_BODY_BYTES, parseJsonBody } from "@/lib/api";
import { requestLocale } from "@/lib/i18n/forms";
import { directRoute } from "@/lib/server/direct-routes.mjs";
// The leads' outbox builders register as this loads: the lead store queues a new lead's messages.
import "@/lib/leads/notifications";
import type { LeadType } from "@/lib/leads/notifications";
import { notificationChannels } from "@/lib/outbox/channels";
import { newLeadRows } from "@/lib/outbox/messages";
import { kickOutbox } from "@/lib/outbox/worker";
import { currentRequestId, logger, plainLogger } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { inSpan } from "@/lib/ops/spans";
import { rateLimit, siteWideLeadLimit } from "@/lib/leads/rate-limit";
import { assignLead } from "@/lib/leads/routing";
import type { LeadContext } from "@/lib/validations/lead-context";
import type * as z from "zod/mini";

// A person needs a few seconds to fill in a form; a faster submission is a script.
export const MIN_FILL_MS = 3000;

// Who sent a lead, as far as the server can tell.
export interface LeadSender {
  // The page's language (the form's locale field, else the request's Accept-Language).
  language: "en" | "fr";
}

// The fill time is measured in the page on a monotonic clock, so a visitor's wrong device clock
// cannot make a person look like a script. Our own forms always send it: a POST without one, from a
// browser or from a script that leaves Origin out, did not come from them, and waits in the spam
// folder for a person to look at it (rescued, it notifies like a new lead).
export function spamReason(context: LeadContext): string | null {
  if (context.website) return "honeypot";
  if (context.fillMs === undefined) return "no-timing";
  if (context.fillMs < 0) return "bad-timing";
  if (context.fillMs < MIN_FILL_MS) return "too-fast";
  return null;
}

// The columns every lead carries besides its form fields (db/schema.ts leadContext).
export function leadContextColumns(context: LeadContext, sender: LeadSender, now: number, fields: Record<string, unknown>) {
  const a = context.attribution;
  const reason = spamReason(context);
  return {
    landingPage: a?.landingPage || null,
    referrer: a?.referrer || null,
    submittedFrom: a?.submittedFrom || null,
    firstUtmSource: a?.firstTouch?.source || null,
    firstUtmMedium: a?.firstTouch?.medium || null,
    firstUtmCampaign: a?.firstTouch?.campaign || null,
    firstUtmTerm: a?.firstTouch?.term || null,
    firstUtmContent: a?.firstTouch?.content || null,
    lastUtmSource: a?.lastTouch?.source || null,
    lastUtmMedium: a?.lastTouch?.medium || null,
    lastUtmCampaign: a?.lastTouch?.campaign || null,
    lastUtmTerm: a?.lastTouch?.term || null,
    lastUtmContent: a?.lastTouch?.content || null,
    // The CASL record: the answer, the wording it answered, and when (given or withdrawn).
    consent: context.consent === true,
    consentVersion: context.consent === undefined ? null : marketingConsent[sender.language].version,
    consentAt: context.consent === undefined ? null : new Date(now).toISOString(),
    language: sender.language,
    isSpam: reason !== null,
    spamReason: reason,
    dedupeKey: createHash("sha256")
      .update(JSON.stringify({ ...fields, email: String(fields.email).toLowerCase(), spam: reason !== null }))
      .digest("hex"),
  };
}

// What storing a lead did: its row (or an earlier identical request's), and the spam verdict.
export interface LeadStored {
  id: number | null;
  duplicate: boolean;
  isSpam: boolean;
}

// One way to store a lead of either kind: in one transaction, with its context columns, the
// duplicate check and (for real leads) the notification outbox row; timestamps come from the
// server, never the client. Resolves once the row is durably committed.
export function leadWriter<D extends LeadContext & { cta?: string | null }>(
  leadType: LeadType,
  formFields: (data: D) => Record<string, unknown>,
): (data: D, sender: LeadSender) => Promise<LeadStored> {
  return async (data, sender) => {
    const fields = formFields(data);
    const context = leadContextColumns(data, sender, Date.now(), fields);
    // Only a request that answered the consent question may change a duplicate's answer.
    const consent = data.consent === undefined ? null : { consent: context.consent, consentVersion: context.consentVersion, consentAt: context.consentAt };
    const outbox = context.isSpam ? [] : newLeadRows(notificationChannels(), Date.now(), currentRequestId() ?? null);
    const stored = await inSpan("lead.store", { "lead.kind": leadType }, () =>
      leadStore.store({ kind: leadType, values: { ...fields, cta: data.cta || null, ...context }, consent, outbox }),
    );
    const verdict = context.isSpam ? "spam" : "lead";
    if (!stored.duplicate) metrics.leadsStored.inc({ kind: leadType, verdict });
    // Who sent it stays out of the log: the row's id leads to it, in the workspace.
    plainLogger.info(
      { kind: leadType, leadId: stored.id, verdict, spamReason: context.spamReason, duplicate: stored.duplicate, language: sender.language },
      "lead stored",
    );
    // Its owner by the administrators' rule (no query while the rule is "none"), before the outbox
    // runs, so the new-lead e-mail goes to the owner. A failure leaves it unassigned, never fails the POST.
    if (!stored.duplicate && !context.isSpam && stored.id !== null) await assignLead(leadType, stored.id);
    kickOutbox();
    return { ...stored, isSpam: context.isSpam };
  };
}

// The client's rate limit, the body, the site-wide ceiling, then the row. The answer carries no id: sequential ids would tell anyone the
// lead volume, and a repeated post the id of the first; `answer` may add what the endpoint offers next
// (the demo request's booking token, lib/booking). A database that cannot take the row (down,
// restarting, full) gets a 503 the form can retry, never a 500 and never a half-stored lead.
async function receiveLead<S extends z.ZodMiniType>(
  request: Request,
  schema: S,
  store: (data: z.output<S>, sender: LeadSender) => Promise<LeadStored>,
  answer?: (stored: LeadStored) => object,
): Promise<Response> {
  let extra: object = {};
  try {
    const limited = await rateLimit(request);
    if (limited) return limited;
    const body = await parseJsonBody(request, schema);
    if (!body.ok) return body.response;
    const full = await siteWideLeadLimit();
    if (full) return full;
    const stored = await store(body.data, { language: requestLocale(request, body.data) });
    if (answer) extra = answer(stored);
  } catch (error) {
    logger.error({ reason: describeDatabaseError(error) }, "could not store a lead");
    return jsonError(503, "We could not save your request just now: please try again in a moment", { headers: { "Retry-After": "30" } });
  }
  return Response.json({ received: true, ...extra }, { status: 201 });
}

// The POST handler of a lead endpoint (/api/demo-requests, /api/contact-messages). server.mjs calls it
// directly once the route module has loaded (lib/server/direct-routes.mjs).
export function leadEndpoint<S extends z.ZodMiniType>(
  path: `/api/${string}`,
  schema: S,
  store: (data: z.output<S>, sender: LeadSender) => Promise<LeadStored>,
  answer?: (stored: LeadStored) => object,
): (request: Request) => Promise<Response> {
  return directRoute(
    `POST ${path}`,
    MAX_BODY_BYTES,
    handle((request: Request) => receiveLead(request, schema, store, answer)),
  );
}
