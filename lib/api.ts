import "server-only";
import type * as z from "zod/mini";
import { siteConfig } from "@/lib/site-config";
import { fieldErrorsIn, requestLocale } from "@/lib/i18n/forms";
import { BODY_LIMITS, readBody } from "@/lib/server/body.mjs";
import { logger } from "@/lib/server/log.mjs";
import { fieldErrors } from "@/lib/validations/field-errors";

// The lead forms' JSON (lib/server/body.mjs holds every path's limit).
export const MAX_BODY_BYTES = BODY_LIMITS.forms;

export function jsonError(status: number, error: string, init?: ResponseInit): Response {
  return Response.json({ error }, { ...init, status });
}

// Every handler answers unexpected failures with a bare JSON 500: no stack trace, no file path.
export function handle<Args extends unknown[]>(fn: (...args: Args) => Promise<Response> | Response) {
  return async (...args: Args): Promise<Response> => {
    try {
      return await fn(...args);
    } catch (error) {
      logger.error({ err: error }, "a route handler failed");
      return jsonError(500, "Internal server error");
    }
  };
}

// Exports for every method a route does not implement, so they get a JSON 405 instead of Next's empty one.
export function methodsNotAllowed(allowed: string[]) {
  const answer = () => Response.json({ error: "Method not allowed" }, { status: 405, headers: { Allow: allowed.join(", ") } });
  const all = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
  return Object.fromEntries(all.filter((m) => !allowed.includes(m)).map((m) => [m, answer])) as Record<(typeof all)[number], () => Response>;
}

export const sendsJson = (request: Request) => /^application\/json\s*(;|$)/i.test(request.headers.get("content-type") ?? "");

export type ParsedBody<T> = { ok: true; data: T } | { ok: false; response: Response };

// The origins whose pages may post to the forms: the public origin (SITE_URL) and any listed in
// ALLOWED_ORIGINS (comma-separated), compared whole, scheme included. Never the Host header: a
// DNS-rebinding page controls it, and a proxy in front may rewrite it.
export function allowedOrigins(): Set<string> {
  const configured = [siteConfig.url, ...(process.env.ALLOWED_ORIGINS ?? "").split(",")];
  const origins = new Set<string>();
  for (const value of configured) {
    try {
      if (value.trim()) origins.add(new URL(value.trim()).origin);
    } catch {
      // a malformed entry allows nothing
    }
  }
  return origins;
}

// Browsers send Origin with every POST from a page. Requests without one (curl, server-to-server)
// are not a browser attack and pass.
export function isForeignOrigin(request: Request): boolean {
  const origin = request.headers.get("origin");
  return origin !== null && !allowedOrigins().has(origin);
}

// Origin, content type, size, JSON syntax, then the schema: each failure is a 4xx with a clear message.
export async function parseJsonBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<ParsedBody<z.output<S>>> {
  if (isForeignOrigin(request)) {
    return { ok: false, response: jsonError(403, "Cross-origin requests are not allowed") };
  }
  if (!sendsJson(request)) {
    return { ok: false, response: jsonError(415, "Content-Type must be application/json") };
  }
  const tooLarge = { ok: false as const, response: jsonError(413, `Request body must be at most ${MAX_BODY_BYTES} bytes`) };
  const text = await readBody(request, MAX_BODY_BYTES);
  if (text === null) return tooLarge;

  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, response: jsonError(400, "Request body is not valid JSON") };
  }
  if (typeof json !== "object" || json === null || Array.isArray(json)) {
    return { ok: false, response: jsonError(400, "Request body must be a JSON object") };
  }
  const result = schema.safeParse(json);
  if (!result.success) {
    return { ok: false, response: Response.json({ errors: fieldErrorsIn(requestLocale(request, json), fieldErrors(result.error)) }, { status: 400 }) };
  }
  return { ok: true, data: result.data };
}
