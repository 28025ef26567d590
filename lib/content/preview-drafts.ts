import "server-only";
import * as z from "zod/mini";
import type { ContentKind } from "@/db/enums";
import { CONTENT_KINDS } from "@/lib/content/kinds";
import { StaffError } from "@/lib/staff/messages";
import { articleTypedFieldsSchema, cityTypedFieldsSchema } from "@/lib/validations/content";

// The editor's unsaved fields, kept briefly so the preview beside it shows what is being typed
// before it is saved: per account, document and language, in this process's memory. A preview
// that finds none (expired, or asked of another instance) shows the author's working copy
// (lib/content/editing.ts), else the saved draft.
//
// What is kept is bounded: only a document that exists, only its own fields typed as its working
// copy is (texts, lists of texts, numbers: the schemas of lib/validations/content.ts), at most
// ENTRY_BYTES each (as JSON) and MAP_BYTES for every entry together, the oldest going first.
const TTL_MS = 10 * 60_000;
const MAX_ENTRIES = 500;
// An article's longest fields as typed (a 60,000-character body) in UTF-8, with room for the rest.
const ENTRY_BYTES = 256 * 1024;
const MAP_BYTES = 5 * 1024 * 1024;

// One map per process, on globalThis: Next bundles the route handler that keeps a draft and the page
// that shows it apart, each with its own copy of this module.
type Drafts = { entries: Map<string, { at: number; fields: Record<string, unknown>; bytes: number }>; bytes: number };
const holder = globalThis as typeof globalThis & { [key: symbol]: Drafts | undefined };
const KEY = Symbol.for("torque.previewDrafts.v2");
const drafts: Drafts = (holder[KEY] ??= { entries: new Map(), bytes: 0 });

const keyOf = (staffId: string, kind: ContentKind, id: string, locale: string) => `${staffId}\u0000${kind}\u0000${id}\u0000${locale}`;

function drop(key: string): void {
  const entry = drafts.entries.get(key);
  if (!entry) return;
  drafts.entries.delete(key);
  drafts.bytes -= entry.bytes;
}

// POST /staff/actions/preview: the unsaved fields of a document that exists (404 otherwise), kept
// for this account's preview of it; refused (400, on "fields") past ENTRY_BYTES.
export async function keepPreviewDraft(staffId: string, draft: PreviewDraft): Promise<void> {
  const { kind, id, locale, fields } = draft;
  await CONTENT_KINDS[kind].find(id, locale);
  const bytes = Buffer.byteLength(JSON.stringify(fields));
  if (bytes > ENTRY_BYTES) throw new StaffError("previewTooLarge", {}, 400);
  const key = keyOf(staffId, kind, id, locale);
  drop(key);
  drafts.entries.set(key, { at: Date.now(), fields, bytes });
  drafts.bytes += bytes;
  // Oldest first (a Map keeps insertion order): the bounds hold however many editors type at once.
  for (const [old, entry] of drafts.entries) {
    if (drafts.entries.size <= MAX_ENTRIES && drafts.bytes <= MAP_BYTES && Date.now() - entry.at < TTL_MS) break;
    drop(old);
  }
}

export function previewDraft(staffId: string, kind: ContentKind, id: string, locale: string): Record<string, unknown> | null {
  const entry = drafts.entries.get(keyOf(staffId, kind, id, locale));
  return entry && Date.now() - entry.at < TTL_MS ? entry.fields : null;
}

// What the kept drafts hold, for the operator and the tests.
export const previewDraftsSize = () => ({ entries: drafts.entries.size, bytes: drafts.bytes });

// POST /staff/actions/preview's form: the document and its fields, as JSON in one form field, typed
// as the document's working copy is.
const document = { id: z.string().check(z.regex(/^[a-z0-9-]{1,100}$/)), locale: z.enum(["en", "fr"]) };
export const previewDraftSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("article"), ...document, fields: articleTypedFieldsSchema }),
  z.object({ kind: z.literal("city"), ...document, fields: cityTypedFieldsSchema }),
]);
export type PreviewDraft = z.output<typeof previewDraftSchema>;
