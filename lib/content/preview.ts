import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Problem } from "@/lib/content/gates";
import { htmlErrors } from "@/lib/content/nu-checker";
import { ContentError } from "@/lib/content/store";
import type { Locale } from "@/lib/i18n/locale";
import { internalHeaders } from "@/lib/server/internal-requests.mjs";
import { authSecret } from "@/lib/staff/auth";

// Signed preview links for a reviewer without an account: the token names the document, the
// revision (or "head", the newest draft) and its expiry, signed with the workspace's secret
// (BETTER_AUTH_SECRET, shared by every instance), so no table holds them and any instance checks them.

export interface PreviewGrant {
  kind: "article" | "city";
  // An article's id, or a city's slug.
  id: string;
  revision: number | "head";
  // A city page's language (an article has one of its own).
  locale?: Locale;
  expiresAt: string;
}

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
  const path = grant.kind === "article" ? `/staff/preview/articles/${grant.id}` : `/staff/preview/cities/${grant.id}/${grant.locale ?? "en"}`;
  const query = new URLSearchParams({ ...(grant.revision !== "head" ? { revision: String(grant.revision) } : {}), token });
  return { url: `${path}?${query}`, expiresAt };
}

// A revision a link names that does not exist (any more) answers as an unknown page does.
export function notFoundWhenMissing(error: unknown): null {
  if (error instanceof ContentError && error.status === 404) return null;
  throw error;
}

// How long the gate waits for the preview (a render takes well under a second).
const PREVIEW_TIMEOUT_MS = 15_000;

// The Nu HTML Checker's gate, before a publish: the preview of the document's newest draft, read
// through this server as a reviewer's link opens it; refused (422) with each error as a problem of
// the body. Passed where this process serves no pages (a script, a test calling the route handler)
// or no checker runs. The request is the server's own (lib/server/internal-requests.mjs): it renders
// in the internal lane, never behind the publishes holding the visitors' render slots.
export async function refuseInvalidHtml(grant: Omit<PreviewGrant, "expiresAt" | "revision">): Promise<void> {
  const host = !process.env.HOSTNAME || process.env.HOSTNAME === "0.0.0.0" ? "127.0.0.1" : process.env.HOSTNAME;
  const html = await fetch(`http://${host}:${process.env.PORT ?? 3000}${previewLink({ ...grant, revision: "head" }).url}`, {
    headers: internalHeaders(),
    signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
  })
    .then((response) => (response.ok ? response.text() : null))
    .catch(() => null);
  const errors = html === null ? null : await htmlErrors(html);
  const problems: Problem[] = (errors ?? []).map((message) => ({ field: "body", code: "body.invalidHtml", params: { message } }));
  if (problems.length > 0) throw new ContentError("publishRefused", 422, { problems });
}
