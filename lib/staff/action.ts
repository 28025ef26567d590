import "server-only";
import * as z from "zod/mini";
import { countAgainst } from "@/db/dialect";
import { errorText, issueText, StaffError, staffTranslator, type StaffTranslator } from "@/lib/staff/messages";
import { logger } from "@/lib/server/log.mjs";
import { requestIp, staffForAction, type Staff, type StaffRole } from "@/lib/staff/session";

// What a workspace action answers, as JSON; components/staff/use-staff-action.ts shows it.
export interface ActionOutcome {
  error?: string;
  saved?: string;
  // A new account's (or reset) one-time password, shown once to the administrator.
  password?: string;
  // What else the person should know or do (an erasure's remainder), and leads to look at.
  notes?: string[];
  links?: { href: string; label: string }[];
  // A form's field errors, by field name.
  fields?: Record<string, string>;
}

export interface ActionContext {
  staff: Staff;
  // The workspace's words in the staff member's language.
  t: StaffTranslator;
  form: FormData;
  // The client's address, for the audit log.
  ip: string | null;
}

interface ActionOptions<S extends z.ZodMiniType, I> {
  // "admin": administrators only; "sales", the default: any account.
  role?: StaffRole;
  // Open to an administrator still setting up two-factor (STAFF_REQUIRE_2FA=1).
  allowWithout2fa?: boolean;
  // The answer to a post without a session, instead of 401 (sign-out: the cookie is cleared all the same).
  signedOut?: () => Promise<Response>;
  // The form's schema; its messages are keys of the staff catalogue (errorText).
  schema: S;
  // The form as the schema reads it; by default its fields, the last value of each.
  read?: (form: FormData) => I;
  // The form's name for a refused field: then every refused field is answered, under "Check the
  // form"; without it, the first refusal is the answer.
  fieldName?: (path: PropertyKey[], input: I) => string;
}

// The handler of a workspace form's POST (/staff/actions/*): the origin, the session and the role
// (staffForAction), the account's language, the form read and parsed with the schema, and the
// refusals answered in that language (a refused form 400, a StaffError the handler or `read` throws
// with its status). The handler holds only its business and answers what was done (200), or a
// Response of its own (sign-out's redirect with its cookies).
export function staffAction<S extends z.ZodMiniType, I = unknown>(
  options: ActionOptions<S, I>,
  handler: (data: z.output<S>, context: ActionContext) => Promise<ActionOutcome | Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const staff = await staffForAction(request, options);
    if (staff instanceof Response) return staff;
    const t = staffTranslator(staff.language);
    const answer = (outcome: ActionOutcome, status = 200) => Response.json(outcome, { status });
    const form = await request.formData().catch(() => new FormData());
    try {
      const input = options.read ? options.read(form) : (Object.fromEntries(form) as I);
      const parsed = options.schema.safeParse(input);
      if (!parsed.success) return answer(refusal(t, parsed.error.issues, input, options.fieldName), 400);
      const outcome = await handler(parsed.data, { staff, t, form, ip: await requestIp() });
      return outcome instanceof Response ? outcome : answer(outcome);
    } catch (error) {
      if (error instanceof StaffError)
        return Response.json({ error: errorText(t, error.key, error.values) }, { status: error.status, headers: retryHeaders(error) });
      throw error;
    }
  };
}

function refusal<I>(t: StaffTranslator, issues: z.core.$ZodIssue[], input: I, fieldName?: (path: PropertyKey[], input: I) => string): ActionOutcome {
  if (!fieldName) return { error: issueText(t, issues[0]!) };
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[fieldName(issue.path, input)] ??= issueText(t, issue);
  return { error: t("errors.checkForm"), fields };
}

// Who acts, built once per request from the session: what the audit log names (id, e-mail, address)
// and what the content API's rules read (the lock's holder name, the review policy's role, the
// schedule's time zone).
export interface StaffActor {
  id: string;
  email: string;
  name: string;
  ip: string | null;
  role: StaffRole;
  timeZone: string;
}

export interface ApiContext<P, D> {
  staff: Staff;
  actor: StaffActor;
  t: StaffTranslator;
  ip: string | null;
  // The route's dynamic segments, and the query string.
  params: P;
  query: URLSearchParams;
  // The document the route acts on (its `doc` option's), found before the handler runs.
  doc: D;
  // The request's: aborted when its client has gone (a long check need not finish for nobody).
  signal: AbortSignal;
}

// How a route finds the document it acts on from its address: a kind of content's adapter
// (lib/content/kinds: `doc: CONTENT_KINDS.article`), whose `ref` answers the document or refuses it
// with a StaffError (404 no such document, 400 a language that is none). Given in, as lib/content
// imports this room and not the other way round.
export interface DocFinder<D> {
  ref(address: { params: Record<string, string>; query: URLSearchParams }): Promise<D>;
}

// Each account's changes through the content API (saves, autosaves, locks and take-overs, publishes,
// schedules, uploads...): CONTENT_WRITES_PER_MINUTE a minute (default 60: an editor typing autosaves
// at most 30; 0 turns it off), counted across instances (db/dialect.ts); past it, 429 with
// Retry-After. One editor could otherwise write a revision of a 60 KB body 17 times a second.
async function spendContentWrite(staff: Staff): Promise<void> {
  const setting = Number(process.env.CONTENT_WRITES_PER_MINUTE ?? 60);
  const perMinute = Number.isFinite(setting) && setting >= 0 ? setting : 60;
  if (perMinute === 0) return;
  const wait = await countAgainst("content-writes", perMinute, 60, staff.id);
  if (wait === null) return;
  const refusal = new StaffError("writeBudget", { seconds: wait }, 429);
  refusal.retryAfter = wait;
  throw refusal;
}

// What an endpoint without a schema of its own reads: an object, none of its fields.
const noFields = z.object({});

// The handler of a workspace JSON endpoint (the content API, /staff/api/*): staffAction's checks
// (the origin for a change, the session, the role, the account's language), then the JSON body (or,
// for a GET, the query string; for a multipart upload, its fields and files) parsed with the schema
// (none given, as for most GETs and DELETEs: an object of no fields). A refused body is 400 with each
// field's message in the account's language; then the document the route acts on (`doc`), found from
// its address. A StaffError the handler (or the finding) throws is its status with its words and
// details (a conflict, the gates' problems). The handler answers its data as JSON.
export function staffApi<S extends z.ZodMiniType = typeof noFields, P extends Record<string, string> = Record<string, string>, D = undefined>(
  // The schema, or how to build it per request (from what the database holds: the blog's categories).
  options: { role?: StaffRole; schema?: S | (() => Promise<S>); status?: number; doc?: DocFinder<D> },
  handler: (data: z.output<S>, context: ApiContext<P, D>) => Promise<object>,
): (request: Request, route: { params: Promise<P> }) => Promise<Response> {
  return async (request, route) => {
    const staff = await staffForAction(request, options);
    if (staff instanceof Response) return staff;
    const t = staffTranslator(staff.language);
    const url = new URL(request.url);
    const query = url.searchParams;
    try {
      if (request.method !== "GET" && url.pathname.startsWith("/staff/api/content/")) await spendContentWrite(staff);
      const input = request.method === "GET" ? Object.fromEntries(query) : await bodyOf(request);
      const schema = typeof options.schema === "function" ? await options.schema() : options.schema;
      const parsed = (schema ?? noFields).safeParse(input);
      if (!parsed.success)
        return Response.json(
          refusal(t, parsed.error.issues, input, (path) => path.map(String).join(".")),
          { status: 400 },
        );
      const ip = await requestIp();
      const actor = { id: staff.id, email: staff.email, name: staff.name, ip, role: staff.role, timeZone: staff.timeZone };
      const params = await route.params;
      const doc = (options.doc ? await options.doc.ref({ params, query }) : undefined) as D;
      const context = { staff, actor, t, ip, params, query, doc, signal: request.signal };
      return Response.json(await handler(parsed.data as z.output<S>, context), { status: options.status ?? 200 });
    } catch (error) {
      if (error instanceof StaffError && error.cause instanceof Error)
        logger.warn({ refusal: error.key, reason: error.cause.message }, "a staff request was refused");
      if (error instanceof StaffError)
        return Response.json(
          { error: errorText(t, error.key, error.values), ...error.details(t, staff.language) },
          { status: error.status, headers: retryHeaders(error) },
        );
      throw error;
    }
  };
}

// A refusal that passes says when to try again (429, 503).
const retryHeaders = (error: StaffError): HeadersInit => (error.retryAfter === undefined ? {} : { "retry-after": String(Math.ceil(error.retryAfter)) });

async function bodyOf(request: Request): Promise<unknown> {
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) {
    const form = await request.formData().catch(() => {
      throw new StaffError("badUpload");
    });
    return Object.fromEntries(form);
  }
  const text = await request.text();
  if (!text) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new StaffError("badJson");
  }
}
