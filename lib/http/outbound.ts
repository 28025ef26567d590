import "server-only";
import http from "node:http";
import https from "node:https";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

// Requests to addresses someone typed into the workspace (an article's external links, a rep's
// calendar feed) reach the public internet only (issue 47, M4): every connection, the first and each
// redirect's, goes through request-filtering-agent, which refuses an address that is not public
// unicast (loopback, RFC 1918 and fc00::/7, link-local and the metadata address, CGNAT, unspecified,
// multicast, reserved, IPv4-mapped IPv6) on the address DNS answered, inside the socket's own lookup:
// the socket connects to the address that was checked, so a second answer (DNS rebinding) is never
// asked for. The URL parser turns 2130706433, 0x7f.1 and [::1] into the addresses they are.

// Addresses outside the public internet a request may reach besides: OUTBOUND_ALLOW_ADDRESSES (a
// calendar server on the office's network), else none; a test names its local server's.
export interface AddressPolicy {
  allowAddresses?: string[];
}

// Why a request got no answer: "blocked" (not a public address), "timeout", "unreachable" (no such
// host, refused, reset, a TLS failure), "redirects" (more than five), "invalid" (not an http(s)
// address without credentials), "tooLarge" (a body past its limit).
export type OutboundFailure = "blocked" | "timeout" | "unreachable" | "redirects" | "invalid" | "tooLarge";

export interface OutboundAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  // The body when one was asked for (maxBytes), else empty.
  body: Buffer;
}

const REDIRECTS_MAX = 5;

const configured = () =>
  (process.env.OUTBOUND_ALLOW_ADDRESSES ?? "")
    .split(",")
    .map((address) => address.trim())
    .filter(Boolean);

const agents = new Map<string, { http: http.Agent; https: https.Agent }>();
function agentsFor(allow: string[]) {
  const key = allow.join(",");
  let pair = agents.get(key);
  if (!pair) {
    const options = allow.length > 0 ? { allowIPAddressList: allow } : {};
    pair = { http: new RequestFilteringHttpAgent(options), https: new RequestFilteringHttpsAgent(options) };
    // A handful of policies at most (production's, a test's): no bound needed beyond that.
    if (agents.size < 8) agents.set(key, pair);
  }
  return pair;
}

const web = (url: URL | null): url is URL => url !== null && (url.protocol === "http:" || url.protocol === "https:") && !url.username && !url.password;

/**
 * A request to a public address, redirects followed (each hop held to the same policy), within
 * `timeoutMs` in all; the body read when `maxBytes` is given, refused past it.
 */
export async function outbound(
  start: string,
  options: { method?: "GET" | "HEAD"; headers?: Record<string, string>; timeoutMs: number; maxBytes?: number } & AddressPolicy,
): Promise<OutboundAnswer | { error: OutboundFailure }> {
  const pair = agentsFor(options.allowAddresses ?? configured());
  const signal = AbortSignal.timeout(options.timeoutMs);
  let url = URL.parse(start);
  for (let hop = 0; hop <= REDIRECTS_MAX; hop++) {
    if (!web(url)) return { error: "invalid" };
    const answer = await once(url, { ...options, method: options.method ?? "GET", agent: url.protocol === "https:" ? pair.https : pair.http, signal });
    if ("error" in answer) return answer;
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return answer;
    url = URL.parse(location, url.href);
  }
  return { error: "redirects" };
}

function once(
  url: URL,
  options: { method: string; headers?: Record<string, string>; maxBytes?: number; agent: http.Agent; signal: AbortSignal },
): Promise<OutboundAnswer | { error: OutboundFailure }> {
  const { method, headers, maxBytes, agent, signal } = options;
  return new Promise((resolve) => {
    const request = (url.protocol === "https:" ? https : http).request(url, { method, agent, signal, headers }, (response) => {
      const status = response.statusCode ?? 0;
      // No body wanted, or none worth reading (a redirect, a refusal): the status is the answer.
      if (maxBytes === undefined || status >= 300) {
        response.destroy();
        return resolve({ status, headers: response.headers, body: Buffer.alloc(0) });
      }
      if (Number(response.headers["content-length"] ?? 0) > maxBytes) {
        response.destroy();
        return resolve({ error: "tooLarge" });
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          response.destroy();
          return resolve({ error: "tooLarge" });
        }
        chunks.push(chunk);
      });
      response.on("end", () => resolve({ status, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on("error", () => resolve({ error: signal.aborted ? "timeout" : "unreachable" }));
    });
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (signal.aborted) return resolve({ error: "timeout" });
      // request-filtering-agent's refusal is an Error of its own, without a system error's code.
      resolve({ error: !error.code && /is not allowed/.test(error.message) ? "blocked" : "unreachable" });
    });
    request.end();
  });
}
