// A content event (a publish or an unpublish, lib/content/events.ts hears it) applied to this instance:
// server.mjs registers what applying means here (Next's cache through the loopback revalidation route,
// then the page cache's purge, the main pages asked again for their new ETag, the rest re-warmed), and
// the application's listener calls it through the bridge (bridge.mjs). Next's revalidatePath works only
// inside a request, so Next's own cache is purged by a request to this server itself, carrying a secret
// of the process (the route answers nothing else: lib/http/internal-request.ts).
import { randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { shared } from "./bridge.mjs";

export const REVALIDATE_PATH = "/api/internal/revalidate";
export const REVALIDATE_HEADER = "x-torque-revalidate";

/**
 * What applying an event does on this instance: the ETag each main page now answers with (null for
 * a page that no longer answers 200).
 * @typedef {(paths: string[], mainPaths: string[]) => Promise<Record<string, string | null>>} Applier
 * @typedef {{ secret: string, apply: Applier | null, ready: Promise<void>, release: () => void }} ContentState
 */
const state = shared("content", () => {
  let release = () => {};
  const ready = new Promise((/** @type {(value?: unknown) => void} */ resolve) => (release = resolve)).then(() => undefined);
  return /** @type {ContentState} */ ({ secret: randomBytes(32).toString("hex"), apply: null, ready, release });
});

/** @param {Applier} apply */
export function setContentApplier(apply) {
  state.apply = apply;
  state.release();
}

/**
 * Applies an event's paths once server.mjs has said how (an event heard while Next is still loading
 * waits for it).
 * @type {Applier}
 */
export async function applyContent(paths, mainPaths) {
  await state.ready;
  return /** @type {Applier} */ (state.apply)(paths, mainPaths);
}

/** @param {string | null | undefined} sent the request's REVALIDATE_HEADER */
export function isRevalidationSecret(sent) {
  const a = Buffer.from(String(sent ?? ""));
  const b = Buffer.from(state.secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const revalidationSecret = () => state.secret;

// When the build this process serves was made (its pages were prerendered then): events committed since
// are applied at start. Null without a build (next dev).
export function buildTime() {
  try {
    return fs.statSync(path.join(/*turbopackIgnore: true*/ process.cwd(), ".next", "BUILD_ID")).mtime;
  } catch {
    return null;
  }
}
