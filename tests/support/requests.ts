// Builds requests for calling route handlers directly, as Next would.
export const BASE = "http://localhost:3000";

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function get(path: string, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}${path}`, { headers });
}

export const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });
