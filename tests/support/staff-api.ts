// Calls a staff API route handler directly, as a signed-in account's browser would: its session
// cookie, a client address, the site's Origin on a change, a JSON body (or a multipart form). Each
// test file mocks next/headers with its own hoisted `current` (vi.mock is per file); the call sets it
// to the request's headers, as Next would.
import { BASE } from "./requests";

type Handler = (request: Request, route: { params: Promise<Record<string, string>> }) => Promise<Response>;

// The handler's Response itself (its headers), for a request a `signal` may abort as a client leaving would.
export function staffApiRequest(current: { headers: Headers }, ip = "198.51.100.40") {
  return async function send(
    handler: unknown,
    method: string,
    path: string,
    as: string | { cookie: string },
    body?: unknown,
    params = {},
    signal?: AbortSignal,
  ) {
    const headers: Record<string, string> = { cookie: typeof as === "string" ? as : as.cookie, "x-forwarded-for": ip };
    if (method !== "GET") headers.origin = BASE;
    if (method !== "GET" && !(body instanceof FormData)) headers["content-type"] = "application/json";
    const sent = body instanceof FormData ? body : body === undefined ? undefined : JSON.stringify(body);
    const request = new Request(`${BASE}${path}`, { method, headers, body: sent, signal });
    current.headers = new Headers(request.headers);
    return (handler as Handler)(request, { params: Promise.resolve(params) });
  };
}

// The handler's status and JSON body.
export function staffApiCaller<Body>(current: { headers: Headers }, ip = "198.51.100.40") {
  const send = staffApiRequest(current, ip);
  return async function call(handler: unknown, method: string, path: string, as: string | { cookie: string }, body?: unknown, params = {}) {
    const response = await send(handler, method, path, as, body, params);
    return { status: response.status, body: (await response.json()) as Body };
  };
}
