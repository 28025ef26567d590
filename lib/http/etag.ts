import "server-only";
import { matchesEtag } from "@/lib/server/encoded.mjs";

// Whether a GET's If-None-Match names this entity tag, compared weakly as RFC 9110 asks of
// If-None-Match (W/"x" matches "x", a list matches any of its tags, * anything): a 304 then.
export const notModified = (request: Request, etag: string) => matchesEtag(request.headers.get("if-none-match"), etag);
