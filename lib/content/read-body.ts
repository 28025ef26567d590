import "server-only";
import type { BodyFacts, BodyParts } from "@/lib/content/body-facts.mjs";
import { DeadlineError, lane, LaneBusyError } from "@/lib/content/threads";
import { errorText, StaffError, type StaffTranslator } from "@/lib/staff/messages";

// An article's body is read (marked's lexer, the gates' parts, the revision's facts, the HTML) once,
// when a revision is written, on a thread of its own: marked takes time quadratic in some delimiter
// runs (27,000 × "_a" took 9 s), which on the request's thread would hold every other request. A
// body not read within READ_MS is refused (422, on the body field): no revision, live row or
// preview ever holds one, and what readers need of a body (search, links, library) is kept with
// its revision (content_revisions.facts).
const READ_MS = 1_000;

const readLane = lane<string, { parts: BodyParts; facts: BodyFacts }>({
  module: "lib/content/body-facts.mjs",
  name: "readBody",
  deadlineMs: READ_MS,
  queueMax: 8,
});

// Seconds a client waits before trying again when the reading thread's queue is full.
const BUSY_RETRY_S = 2;

// A body that cannot be read in time (422 on the body field), or the reader's queue full (503).
export class BodyError extends StaffError {
  constructor(key: "bodyTooComplex" | "contentBusy", status: number) {
    super(key, {}, status);
    if (status === 503) this.retryAfter = BUSY_RETRY_S;
  }

  override details(t: StaffTranslator): Record<string, unknown> {
    return this.status === 422 ? { fields: { body: errorText(t, this.key) } } : {};
  }
}

export async function readBodyOffThread(markdown: string): Promise<{ parts: BodyParts; facts: BodyFacts }> {
  try {
    return await readLane(markdown);
  } catch (error) {
    if (error instanceof DeadlineError) throw new BodyError("bodyTooComplex", 422);
    if (error instanceof LaneBusyError) throw new BodyError("contentBusy", 503);
    throw error;
  }
}
