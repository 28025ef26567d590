import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Problem } from "@/lib/content/gates";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import type { PreviewTarget } from "@/lib/content/kinds/kind";
import { checkHtml, CheckerBusy, CheckFailed } from "@/lib/content/nu-checker";
import { ContentError } from "@/lib/content/document";
import type { Locale } from "@/lib/i18n/locale";
import { internalHeaders } from "@/lib/server/internal-requests.mjs";
import { authSecret } from "@/lib/staff/auth";

// Signed preview links for a reviewer without an account: the token names the document, the
// revision (or "head", the newest draft) and its expiry, signed with the workspace's secret
// (BETTER_AUTH_SECRET, shared by every instance), so no table holds them and any instance checks them.

// A document's preview (its kind, id, revision and language) until `expiresAt`.
export type PreviewGrant = PreviewTarget & { expiresAt: string };

export const PREVIEW_HOURS = 72;

const sign = (payload: string) => createHmac("sha256", `preview:${authSecret()}`).update(payload).digest("base64url");

export function previewToken(grant: Omit<PreviewGrant, "expiresAt">, now = Date.now()): { token: string; expiresAt: string } {
  const expiresAt = new Date(now + PREVIEW_HOURS * 3_600_000).toISOString();
  const payload = Buffer.from(JSON.stringify([grant.kind, grant.id, grant.revision, expiresAt, grant.locale ?? null])).toString("base64url");
  return { token: `${payload}.${sign(payload)}`, expiresAt };
}

// The grant a token carries, or null: forged, altered or expired.
export function verifyPreviewToken(token: string, now = Date.now()): PreviewGrant | null {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const [kind, id, revision, expiresAt, locale] = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as [
      PreviewGrant["kind"],
      string,
      PreviewGrant["revision"],
      string,
      Locale | null,
    ];
    if (!(Date.parse(expiresAt) > now)) return null;
    return { kind, id, revision, expiresAt, ...(locale ? { locale } : {}) };
  } catch {
    return null;
  }
}

// The staff-only address a link opens (the preview route checks the token).
export function previewLink(grant: Omit<PreviewGrant, "expiresAt">): { url: string; expiresAt: string } {
  const { token, expiresAt } = previewToken(grant);
  const path = CONTENT_KINDS[grant.kind].previewPath(grant);
  const query = new URLSearchParams({ ...(grant.revision !== "head" ? { revision: String(grant.revision) } : {}), token });
  return { url: `${path}?${query}`, expiresAt };
}

// A revision a link names that does not exist (any more) answers as an unknown page does.
export function notFoundWhenMissing(error: unknown): null {
  if (error instanceof ContentError && error.status === 404) return null;
  throw error;
}

// The Nu HTML Checker's gate, before a publish: the preview of the revision to publish, read through
// this server as a reviewer's link opens it; refused (422) with each error as a problem of the body.
// It fails closed: a preview that cannot be rendered, or a checker that fails or runs out of time,
// refuses the publish (422 "could not check") rather than letting it through unchecked; a full
// checker queue is a 503 to retry. Only where no checker is installed (no Java: a script, a test, an
// image without it) does a publish go out on the other gates alone. `signal` is the request's: a
// check whose caller has gone is skipped; `before` runs when the check's turn comes and throws to skip
// it (the revision is stale). Answers whether a checker read it (false: none is installed here).
export async function refuseInvalidHtml(
  grant: Omit<PreviewGrant, "expiresAt">,
  options: { signal?: AbortSignal; before?: () => Promise<void> } = {},
): Promise<boolean> {
  let errors: string[] | null;
  try {
    errors = await checkHtml({ page: (signal) => previewHtml(grant, signal), ...options });
  } catch (error) {
    if (error instanceof CheckerBusy) throw new ContentError("htmlCheckerBusy", 503, { retryAfter: 5 });
    // The editor reads "could not check"; the reason (the preview, the checker, its deadline) is the log's.
    if (error instanceof CheckFailed) throw new ContentError("htmlNotChecked", 422, { cause: error });
    throw error;
  }
  const problems: Problem[] = (errors ?? []).map((message) => ({ field: "body", code: "body.invalidHtml", params: { message } }));
  if (problems.length > 0) throw new ContentError("publishRefused", 422, { problems });
  return errors !== null;
}

// How long the gate waits for the preview.
const PREVIEW_TIMEOUT_MS = 15_000;

// The preview's HTML as this server renders it for a reviewer's link; anything but a 200 is a check
// that could not be made.
async function previewHtml(grant: Omit<PreviewGrant, "expiresAt">, signal: AbortSignal): Promise<string> {
  const host = !process.env.HOSTNAME || process.env.HOSTNAME === "0.0.0.0" ? "127.0.0.1" : process.env.HOSTNAME;
  // The request is the server's own (lib/server/internal-requests.mjs): it renders in the internal lane,
  // never behind the publishes holding the visitors' render slots; a render takes well under a second.
  const response = await fetch(`http://${host}:${process.env.PORT ?? 3000}${previewLink(grant).url}`, {
    headers: internalHeaders(),
    signal: AbortSignal.any([signal, AbortSignal.timeout(PREVIEW_TIMEOUT_MS)]),
  }).catch((error: unknown) => {
    if (signal.aborted) throw error;
    throw new CheckFailed(`the preview could not be fetched: ${String(error)}`);
  });
  if (!response.ok) throw new CheckFailed(`the preview answered ${response.status}`);
  return response.text();
}
