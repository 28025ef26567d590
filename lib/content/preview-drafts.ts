import "server-only";
import * as z from "zod/mini";

// The editor's unsaved fields, kept briefly so the preview beside it shows what is being typed
// before it is saved: per account, document and language, in this process's memory. A preview
// that finds none (expired, or asked of another instance) shows the author's working copy
// (lib/content/editing.ts), else the saved draft.
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;

// One map per process, on globalThis: Next bundles the route handler that keeps a draft and the page
// that shows it apart, each with its own copy of this module.
type Drafts = Map<string, { at: number; fields: Record<string, unknown> }>;
const holder = globalThis as typeof globalThis & { [key: symbol]: Drafts | undefined };
const KEY = Symbol.for("torque.previewDrafts");
const drafts: Drafts = (holder[KEY] ??= new Map());

const keyOf = (staffId: string, kind: "article" | "city", id: string, locale: string) => `${staffId}\u0000${kind}\u0000${id}\u0000${locale}`;

export function keepPreviewDraft(staffId: string, kind: "article" | "city", id: string, locale: string, fields: Record<string, unknown>): void {
  const key = keyOf(staffId, kind, id, locale);
  drafts.delete(key);
  drafts.set(key, { at: Date.now(), fields });
  // Oldest first (a Map keeps insertion order): the bound holds however many editors type at once.
  for (const [old, entry] of drafts) {
    if (drafts.size <= MAX_ENTRIES && Date.now() - entry.at < TTL_MS) break;
    drafts.delete(old);
  }
}

export function previewDraft(staffId: string, kind: "article" | "city", id: string, locale: string): Record<string, unknown> | null {
  const entry = drafts.get(keyOf(staffId, kind, id, locale));
  return entry && Date.now() - entry.at < TTL_MS ? entry.fields : null;
}

// POST /staff/actions/preview's form: the document and its fields, as JSON in one form field.
export const previewDraftSchema = z.object({
  kind: z.enum(["article", "city"]),
  id: z.string().check(z.regex(/^[a-z0-9-]{1,100}$/)),
  locale: z.enum(["en", "fr"]),
  fields: z.record(z.string(), z.unknown()),
});
