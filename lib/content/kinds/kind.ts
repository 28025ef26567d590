import "server-only";
import type * as z from "zod/mini";
import type { Db } from "@/db";
import type { ContentKind } from "@/db/enums";
import type { ContentActor } from "@/lib/content/document";
import type { CitySummary } from "@/lib/content/city-store";
import type { Doc, WorkingCopyInput } from "@/lib/content/editing";
import type { Problem } from "@/lib/content/gates";
import type { ArticleFilter, ArticleStatus, ArticleSummary } from "@/lib/content/store";
import type { Locale } from "@/lib/i18n/locale";
import type { Headings } from "./headings";
import type { RestoreChoice } from "@/lib/validations/content";

// A kind of content (an article, a city page) as the plumbing every kind shares sees it: one object
// per kind (./article.ts, ./city.ts), registered in ./index.ts, which lib/content/publish.ts reads.
// The kinds import their stores (lib/content/store.ts, city-store.ts); nothing below them imports the
// registry, and a store is handed the kind's gates and paths by its adapter's writer.
export interface ContentKindAdapter<R = never, D = unknown> {
  name: ContentKind;
  // Its rows of the workspace's search (db/search.ts keeps put, clear and search): one document's,
  // brought up to date in the transaction that changed it, and every one of its documents' (the
  // import's rebuild), how many.
  index(tx: Db, id: number, locale: Locale): Promise<void>;
  indexAll(tx: Db): Promise<number>;
  // ---- What else makes the kind (issue 49, item 1).
  // Its fields' schemas (lib/validations/content.ts): a save's body, and an autosaved working copy's.
  schemas: { change: z.ZodMiniType; workingCopy: z.ZodMiniType<WorkingCopyInput> };
  // ---- What the workspace says of a document, for any kind (issue 49, item 1, second half).
  // The reference a preview's form names (its id as text, a language); 404 when there is no such document.
  find(id: string, locale: Locale): Promise<R>;
  // The audit's name of a document ("article:12", "city:montreal:fr").
  target(ref: R): string;
  // The documents rows name by doc_id (the reviews'): each one's title in a language and its editor's
  // address, in one read (./headings.ts, which the outbox's e-mails read too).
  headings: Headings;
  // A revision beside the live one, for a pending review's comparison (a kind without it shows none).
  besideLive?: (docId: number, revision: number) => Promise<BesideLive>;
  // Its documents as the workspace's search shows them (lib/content/workspace-search.ts), through the
  // content list's filter, in one read: a hit's document and language, or null when the filter hides it.
  listed(filter: ArticleFilter): Promise<(docId: number, locale: Locale) => Listed | null>;
  // The document planned with it when a schedule asks for its twin (an article's translation, a city
  // page's other language); null when it has none.
  twin(ref: R): Promise<R | null>;
  // How a reference finds its document: the editing room's document (its lock) and its newest
  // revision, in one read; 404 when there is none.
  current(ref: R): Promise<{ doc: Doc; head: number }>;
  // The reference of a document a row names by doc_id and locale (a review's, a schedule's); 404 when it is gone.
  refOf(docId: number, locale: Locale): Promise<R>;
  // The preview of a revision (what the HTML check reads), and the staff page that shows a preview.
  preview(ref: R, revision: number): PreviewTarget;
  previewPath(target: Pick<PreviewTarget, "id" | "locale">): string;
  // Its publish gates (lib/content/gates.ts) over a draft and what they read beside it, and the public
  // paths a change purges: what the kind's store runs in the publish's transaction.
  gates(draft: never, context: never): Problem[];
  paths(change: never): string[];
  // What a publish writes (the gates, the live row, the revision and the event) in the pipeline's
  // transaction, with what it needs read before it (an article's body, read off the request's thread).
  writer(ref: R, base: number): Promise<(tx: Db, actor: ContentActor, input: PublishInput) => Promise<Published>>;
  // A restore of an older revision as the newest, with what it needs read before the transaction.
  restorer(ref: R, revision: number, choice: RestoreChoice): Promise<(tx: Db, actor: ContentActor) => Promise<{ revision: number }>>;
  // Off the public site, for a kind whose pages can be (not a city page).
  unpublisher?: (ref: R) => (tx: Db, actor: ContentActor) => Promise<Published>;
  // A transaction that found its base stale answers the full 409: who saved since, and what changed.
  settle<T>(work: Promise<T>): Promise<T>;
  // The document a content API route acts on, found from its address (lib/staff/action.ts's `doc`),
  // or refused as the route would: 404 for an id or slug that names none, 400 for a language that is none.
  ref(address: DocAddress): Promise<D>;
}

// A route's address: its dynamic segments (/articles/{id}, /cities/{slug}) and its query string (?locale=fr).
export interface DocAddress {
  params: Record<string, string>;
  query: URLSearchParams;
}

// The document a route acts on, by kind: an article (its id, its language); one language of a city page.
export interface DocRefs {
  article: { kind: "article"; id: number; locale: Locale };
  city: { kind: "city"; id: number; slug: string; locale: Locale };
}

// How a reference to one document of each kind reads: an article's id; one language of a city page.
export interface Refs {
  article: number;
  city: { slug: string; locale: Locale };
}

// A document's preview, as a signed link names it (lib/content/preview.ts).
export interface PreviewTarget {
  kind: ContentKind;
  // An article's id, or a city's slug.
  id: string;
  revision: number | "head";
  // A city page's language (an article has one of its own).
  locale?: Locale;
}

// The revision a publish writes from; a French article brought in line with this English revision.
export interface PublishInput {
  baseRevision: number;
  twinRevision?: number | null;
}

export interface Published {
  revision: number;
  event: number;
}

// A document as a search lists it, with its kind's summary.
export type Listed = { id: number; title: string; slug: string; status: ArticleStatus; href: string } & (
  { kind: "article"; summary: ArticleSummary } | { kind: "city"; city: CitySummary }
);

// A revision's fields and the live ones ("new": never published, "offline": unpublished: then none).
export interface BesideLive {
  live: "published" | "new" | "offline";
  before: object | null;
  after: object;
}
