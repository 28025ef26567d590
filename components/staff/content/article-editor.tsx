"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { formatDateTime } from "@/lib/i18n/format";
import type { ArticleFields } from "@/lib/content/store";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";
import { staffButton, staffField, staffPublishButton } from "../styles";
import { contentApi, fill, statusKey } from "./content-api";
import type { DiffCopy, FieldDiff } from "./diff-view";
import { EditingNotices, type EditingCopy } from "./editing-notices";
import { MarkdownEditor, type MarkdownEditorCopy } from "./markdown-editor";
import { LibraryAlt } from "./image-picker";
import { MediaUpload, type UploadCopy } from "./media-upload";
import { MergePanel, type MergeCopy } from "./merge-panel";
import { fixArticleSpacing } from "./french-spacing";
import { PublishProblems, type PublishProblemsCopy } from "./publish-problems";
import { PublishReceipt, type ReceiptCopy } from "./publish-receipt";
import { RevisionsPanel, type RevisionsCopy } from "./revisions-panel";
import { suggestSlug } from "./search-text";
import { SeoPreview, type SeoPreviewCopy } from "./seo-preview";
import { useEditingRoom, type LockHolder } from "./use-editing-room";
import { usePreviewDraft } from "./use-preview-draft";
import { useSaveShortcut } from "./use-save-shortcut";
import { useLeaveWarning, useLocalCopy } from "./use-unsaved";

// The document being edited: a new one has no id yet (and a French one names the English it adapts).
export interface EditedArticle {
  id: number | null;
  locale: Locale;
  status: string;
  revision: number;
  publishedRevision: number | null;
  // A French adaptation's English slug.
  translationOf: string | null;
  // A French adaptation behind its English: the English revision a save may say it is in line with.
  bringInLineWith: number | null;
  fields: ArticleFields;
  // A submission for review is pending: the status reads "In review" (issue 50, item 4).
  inReview: boolean;
  // The slug of the published page, while there is one (a new slug then moves it, the old address redirecting).
  liveSlug: string | null;
}

// The site's own limits, counted live under each field (lib/content/gates.ts holds them).
export interface ArticleLimits {
  titleMin: number;
  seoTitleMax: number;
  excerptMin: number;
  descriptionMin: number;
  descriptionMax: number;
  // The search result's: the site's name after the title, within searchTitleMax characters.
  titleSuffix: string;
  searchTitleMax: number;
}

export interface ArticleEditorCopy {
  fields: Record<keyof ArticleFields | "tagsHint" | "slugHint", string>;
  // The featured image's upload to the media library (it then names the image: media:{id}).
  upload: UploadCopy;
  counter: string;
  counterRange: string;
  counterMin: string;
  statuses: Record<string, string>;
  actions: Record<
    | "label"
    | "save"
    | "saving"
    | "saved"
    | "create"
    | "created"
    | "publish"
    | "publishing"
    | "unpublish"
    | "unpublished"
    | "unsaved"
    | "previewLink"
    | "linkReady",
    string
  >;
  conflict: { text: string };
  editing: EditingCopy;
  merge: MergeCopy;
  review: { submit: string; submitting: string; submitted: string };
  problemsTitle: string;
  // "r3" / « rév. 3 »
  revisionShort: string;
  problems: PublishProblemsCopy & { spacingFixed: string };
  preview: { title: string; frame: string; open: string };
  inLine: string;
  unreachable: string;
  failed: string;
  markdown: MarkdownEditorCopy;
  receipt: ReceiptCopy & { title: string };
  tools: SeoPreviewCopy & { slugSuggested: string; slugMoved: string; viewLive: string };
  revisions: RevisionsCopy;
  diff: DiffCopy;
}

type Notice = { tone: "ok" | "error"; text: string } | null;
interface Conflict {
  revision: number;
  author: string | null;
  at: string;
  diff: FieldDiff[];
}

const toApi = (fields: ArticleFields): ArticleFields => ({
  ...fields,
  seoTitle: fields.seoTitle?.trim() ? fields.seoTitle : null,
  seoDescription: fields.seoDescription?.trim() ? fields.seoDescription : null,
  featuredImage: fields.featuredImage?.trim() ? fields.featuredImage : null,
  featuredImageAlt: fields.featuredImageAlt?.trim() ? fields.featuredImageAlt : null,
});

// The article editor: every field with its live counter, the body in Markdown, Save (naming the
// revision it started from: someone else's save since is a 409 with who, when and what), Publish
// (the gates' refusals listed, else the receipt of every instance), Unpublish, the preview beside it
// (refreshed 300 ms after typing stops, unsaved fields included), and the revisions.
export function ArticleEditor({
  article,
  categories,
  tagNames = [],
  limits,
  copy,
  locale,
  timeZone,
  pathPrefix,
  siteUrl,
  schedule,
  mayPublish,
  returned,
}: {
  article: EditedArticle;
  categories: { value: string; label: string }[];
  // The tags the terms table holds, by their names in the article's language: suggested as one types.
  tagNames?: string[];
  limits: ArticleLimits;
  copy: ArticleEditorCopy;
  locale: Locale;
  timeZone: string;
  // The public address before the slug ("/blog/" or "/fr/blogue/"), for the slug's hint.
  pathPrefix: string;
  // The public site's origin, for the search result's address and the card's domain.
  siteUrl: string;
  // The Schedule panel (a saved article's), shown beside Publish.
  schedule?: React.ReactNode;
  // False while publishing needs review and the account is not an administrator: Publish becomes
  // "Submit for review".
  mayPublish: boolean;
  // The reviewer's comment when the last submission was sent back: shown until the next submission.
  returned?: React.ReactNode;
}) {
  const router = useRouter();
  const [fields, setFields] = useState<ArticleFields>(article.fields);
  const [saved, setSaved] = useState<ArticleFields>(article.fields);
  const [revision, setRevision] = useState(article.revision);
  const [status, setStatus] = useState(article.status);
  const [inReview, setInReview] = useState(article.inReview);
  const [busy, setBusy] = useState<"save" | "publish" | "unpublish" | "submit" | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [problems, setProblems] = useState<{ field: string; message: string }[]>([]);
  const [event, setEvent] = useState<{ id: number; title: string } | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [inLine, setInLine] = useState(false);
  const [liveSlug, setLiveSlug] = useState(article.liveSlug);
  // A new article's slug follows its title until it is typed by hand.
  const [slugFollows, setSlugFollows] = useState(
    article.id === null && (article.fields.slug === "" || article.fields.slug === suggestSlug(article.fields.title)),
  );
  const twinRevision = inLine ? article.bringInLineWith : null;
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);
  const base = article.id === null ? null : `/staff/api/content/articles/${article.id}`;
  const room = useEditingRoom(base, fields, revision, dirty);
  useSaveShortcut(() => void save(), busy === null && !room.readOnly);
  useLeaveWarning(dirty);
  // A new article, kept in this browser from its first keystroke until the draft is created.
  const local = useLocalCopy(article.id === null ? `torque:new-article:${article.locale}:${article.translationOf ?? ""}` : null, fields, dirty, setFields);

  const set = <K extends keyof ArticleFields>(name: K, value: ArticleFields[K]) => {
    if (name === "slug") setSlugFollows(false);
    setFields((current) => ({ ...current, [name]: value, ...(name === "title" && slugFollows ? { slug: suggestSlug(value as string) } : {}) }));
  };
  // A French article's spacing, fixable in one click from the problems a publish lists.
  const spacing = article.locale === "fr" ? fixArticleSpacing(fields) : { fields, fixed: 0 };

  // The preview beside the editor: the unsaved fields are kept for it, then it reloads.
  const apiFields = useMemo(() => toApi(fields), [fields]);
  const previewVersion = usePreviewDraft("article", article.id === null ? null : String(article.id), article.locale, apiFields);

  async function reload() {
    if (!base) return;
    const reply = await contentApi<{ article: { revision: number; status: string; draft: ArticleFields }; review: { inReview: boolean } }>(base);
    if (reply?.status !== 200) return;
    setFields(reply.body.article.draft);
    setSaved(reply.body.article.draft);
    setRevision(reply.body.article.revision);
    setStatus(reply.body.article.status);
    setInReview(reply.body.review.inReview);
    setConflict(null);
  }

  // The revision now saved, or null when the save was refused. `merged`: the fields a merge settled,
  // saved from their revision.
  async function save(merged?: { fields: ArticleFields; revision: number }): Promise<number | null> {
    setBusy("save");
    setNotice(null);
    setProblems([]);
    const body = toApi(merged?.fields ?? fields);
    const reply =
      article.id === null
        ? await contentApi<{ id: number; revision: number; error?: string; fields?: Record<string, string> }>("/staff/api/content/articles", "POST", {
            ...body,
            locale: article.locale,
            ...(article.translationOf ? { translationOf: article.translationOf } : {}),
          })
        : await contentApi<{ revision: number; error?: string; conflict?: Conflict; lock?: LockHolder; fields?: Record<string, string> }>(base!, "PATCH", {
            ...body,
            baseRevision: merged?.revision ?? revision,
            ...(twinRevision === null ? {} : { twinRevision }),
          });
    setBusy(null);
    if (!reply) return (setNotice({ tone: "error", text: copy.unreachable }), null);
    if (reply.status === 201 && "id" in reply.body) {
      local.forget();
      router.replace(`/staff/content/articles/${reply.body.id}`);
      setNotice({ tone: "ok", text: copy.actions.created });
      return reply.body.revision;
    }
    if (reply.status === 200) {
      setRevision(reply.body.revision);
      if (merged) setFields(merged.fields);
      setSaved(merged?.fields ?? fields);
      setConflict(null);
      if (status === "published") setStatus("changed");
      setNotice({ tone: "ok", text: fill(copy.actions.saved, { revision: reply.body.revision }) });
      return reply.body.revision;
    }
    if (reply.status === 409 && "lock" in reply.body && reply.body.lock) room.lockLost(reply.body.lock);
    if (reply.status === 409 && "conflict" in reply.body && reply.body.conflict) setConflict(reply.body.conflict);
    const fieldErrors = reply.body.fields ? Object.entries(reply.body.fields).map(([field, message]) => ({ field, message })) : [];
    setProblems(fieldErrors);
    setNotice({ tone: "error", text: reply.body.error ?? copy.failed });
    return null;
  }

  // The working copy a closed tab left, back in the fields. Started from an older revision than the
  // one open (a colleague saved since): it is saved from that revision, which the server refuses with
  // the conflict, so the merge view opens at once; a field only the colleague changed stays theirs.
  function restore(kept: ArticleFields, from: number) {
    const restored = { ...fields, ...kept };
    setFields(restored);
    if (from >= revision) return;
    setRevision(from);
    void save({ fields: restored, revision: from });
  }

  async function publish() {
    // Unsaved changes are saved first; the publish then names the revision just saved.
    const baseRevision = dirty ? await save() : revision;
    if (baseRevision === null) return;
    setBusy("publish");
    setNotice(null);
    setProblems([]);
    const reply = await contentApi<{ revision: number; event: { id: number } | number; error?: string; problems?: { field: string; message: string }[] }>(
      `${base}/publish`,
      "POST",
      { baseRevision, ...(twinRevision === null ? {} : { twinRevision }) },
    );
    setBusy(null);
    if (!reply) return setNotice({ tone: "error", text: copy.unreachable });
    if (reply.status === 200) {
      setRevision(reply.body.revision);
      setStatus("published");
      setLiveSlug(fields.slug);
      setEvent({ id: eventId(reply.body.event), title: fill(copy.receipt.title, { revision: reply.body.revision }) });
      return;
    }
    setProblems(reply.body.problems ?? []);
    setNotice({ tone: "error", text: reply.body.problems?.length ? copy.problemsTitle : (reply.body.error ?? copy.failed) });
  }

  // Publishing needs review: the newest revision (unsaved changes saved first) goes to an administrator.
  async function submit() {
    const baseRevision = dirty ? await save() : revision;
    if (baseRevision === null) return;
    setBusy("submit");
    const reply = await contentApi<{ revision: number; error?: string }>(`${base}/submit`, "POST", {});
    setBusy(null);
    if (reply?.status === 201) {
      setInReview(true);
      setNotice({ tone: "ok", text: fill(copy.review.submitted, { revision: reply.body.revision }) });
    } else setNotice({ tone: "error", text: reply?.body.error ?? copy.unreachable });
  }

  async function unpublish() {
    setBusy("unpublish");
    setNotice(null);
    const reply = await contentApi<{ event: { id: number } | number; error?: string }>(`${base}/unpublish`, "POST", {});
    setBusy(null);
    if (reply?.status === 200) {
      setStatus("unpublished");
      setLiveSlug(null);
      setNotice({ tone: "ok", text: copy.actions.unpublished });
      setEvent({ id: eventId(reply.body.event), title: copy.actions.unpublished });
    } else setNotice({ tone: "error", text: reply?.body.error ?? copy.unreachable });
  }

  async function shareLink() {
    const reply = await contentApi<{ url: string; expiresAt: string; error?: string }>(`${base}/preview-link`, "POST", {});
    if (reply?.status === 200) setLink(reply.body);
    else setNotice({ tone: "error", text: reply?.body.error ?? copy.unreachable });
  }

  const field = (name: keyof ArticleFields) => `article-${name}`;
  const problemFor = (name: string) => problems.filter((p) => p.field === name).map((p) => p.message);
  // A field's problems under it, one sentence each (they ran together: « …au moins 350 Le texte compte… »).
  const problemText = (name: string) =>
    problemFor(name)
      .map((m) => (/[.!?…]$/u.test(m) ? m : `${m}.`))
      .join(" ");
  const described = (name: keyof ArticleFields, extra?: string) =>
    [extra, problemFor(name).length ? `${field(name)}-problem` : null].filter(Boolean).join(" ") || undefined;
  const count = (value: string | null) => [...(value ?? "")].length;

  const text = (
    name: "title" | "seoTitle" | "slug" | "excerpt" | "seoDescription" | "featuredImage" | "featuredImageAlt",
    counter?: React.ReactNode,
    hint?: string,
  ) => (
    <div className="grid gap-1">
      <label htmlFor={field(name)} className="text-sm font-medium">
        {copy.fields[name]}
      </label>
      {name === "excerpt" || name === "seoDescription" ? (
        <textarea
          id={field(name)}
          rows={3}
          value={fields[name] ?? ""}
          onChange={(e) => set(name, e.target.value)}
          aria-describedby={described(name, counter ? `${field(name)}-count` : undefined)}
          aria-invalid={problemFor(name).length > 0 || undefined}
          className={cn(staffField, "h-auto py-2")}
        />
      ) : (
        <input
          id={field(name)}
          value={fields[name] ?? ""}
          onChange={(e) => set(name, e.target.value)}
          aria-describedby={described(name, [counter && `${field(name)}-count`, hint && `${field(name)}-hint`].filter(Boolean).join(" ") || undefined)}
          aria-invalid={problemFor(name).length > 0 || undefined}
          className={staffField}
        />
      )}
      {counter}
      {hint && (
        <p id={`${field(name)}-hint`} className="text-xs text-fg-subtle break-all">
          {hint}
        </p>
      )}
      {problemFor(name).length > 0 && (
        <p id={`${field(name)}-problem`} className="text-xs text-danger-300">
          {problemText(name)}
        </p>
      )}
    </div>
  );

  const counter = (name: keyof ArticleFields, value: number, min: number | null, max: number | null) => {
    const off = (min !== null && value < min) || (max !== null && value > max);
    return (
      <p id={`${field(name)}-count`} className={cn("text-xs", off ? "text-warning-400" : "text-fg-subtle")}>
        {min !== null && max !== null
          ? fill(copy.counterRange, { count: value, min, max })
          : max !== null
            ? fill(copy.counter, { count: value, max })
            : fill(copy.counterMin, { count: value, min: min ?? 0 })}
      </p>
    );
  };

  // A featured image from the library: its alt text is the library's, shown read-only.
  const libraryImage = Number(/^media:(\d+)$/.exec(fields.featuredImage?.trim() ?? "")?.[1]) || null;
  // A published page whose slug is being changed: the old address will redirect to the new one.
  const slugMoved = liveSlug !== null && fields.slug !== liveSlug;
  const previewSrc = article.id === null ? null : `/staff/preview/articles/${article.id}?draft=1&v=${previewVersion}`;

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <div className="grid min-w-0 content-start gap-4">
        <EditingNotices room={room} onRestore={restore} copy={copy.editing} when={(at) => formatDateTime(locale, at, timeZone)} />
        {local.restoredFrom && (
          <p role="status" className="text-sm">
            {fill(copy.editing.keptHere, { time: formatDateTime(locale, local.restoredFrom, timeZone) })}{" "}
            <button
              type="button"
              className="underline"
              onClick={() => {
                local.forget();
                setFields(article.fields);
              }}
            >
              {copy.editing.discard}
            </button>
          </p>
        )}
        <p className="text-sm text-fg-muted">
          {copy.statuses[statusKey(status, inReview)] ?? status} · {fill(copy.revisionShort, { revision })}
          {dirty && <span className="ml-2 text-warning-400">· {copy.actions.unsaved}</span>}
          <span role="status" aria-live="polite" className="ml-2 text-fg-subtle">
            {room.autosavedAt && dirty ? `· ${fill(copy.editing.autosaved, { time: formatDateTime(locale, room.autosavedAt, timeZone) })}` : ""}
          </span>
        </p>
        {!inReview && returned}
        <fieldset disabled={room.readOnly} className="grid min-w-0 gap-4">
          {text("title", counter("title", count(fields.title), limits.titleMin, null))}
          {text("seoTitle", counter("seoTitle", count(fields.seoTitle), null, limits.seoTitleMax))}
          {text(
            "slug",
            slugMoved ? (
              <p id={`${field("slug")}-count`} role="status" className="text-xs text-warning-400 break-all">
                {fill(copy.tools.slugMoved, { old: pathPrefix + liveSlug, new: pathPrefix + fields.slug })}
              </p>
            ) : undefined,
            [fill(copy.fields.slugHint, { path: pathPrefix + fields.slug }), slugFollows ? copy.tools.slugSuggested : ""].join(" ").trim(),
          )}
          {text("excerpt", counter("excerpt", count(fields.excerpt), limits.excerptMin, null))}
          {text("seoDescription", counter("seoDescription", count(fields.seoDescription), limits.descriptionMin, limits.descriptionMax))}
          <SeoPreview fields={fields} address={new URL(pathPrefix + fields.slug, siteUrl).href} limits={limits} copy={copy.tools} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-1">
              <label htmlFor={field("category")} className="text-sm font-medium">
                {copy.fields.category}
              </label>
              <select id={field("category")} value={fields.category} onChange={(e) => set("category", e.target.value)} className={staffField}>
                {categories.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1">
              <label htmlFor={field("tags")} className="text-sm font-medium">
                {copy.fields.tags}
              </label>
              <input
                id={field("tags")}
                value={fields.tags.join(", ")}
                onChange={(e) =>
                  set(
                    "tags",
                    e.target.value.split(",").map((tag) => tag.trimStart()),
                  )
                }
                onBlur={() => set("tags", fields.tags.map((tag) => tag.trim()).filter(Boolean))}
                aria-describedby={described("tags", `${field("tags")}-hint`)}
                list={`${field("tags")}-suggestions`}
                autoComplete="off"
                className={staffField}
              />
              <TagSuggestions id={`${field("tags")}-suggestions`} typed={fields.tags} names={tagNames} />
              <p id={`${field("tags")}-hint`} className="text-xs text-fg-subtle">
                {copy.fields.tagsHint}
              </p>
            </div>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("featuredImage")}
            {libraryImage ? (
              <LibraryAlt mediaId={libraryImage} locale={article.locale} copy={copy.markdown.pickers} label={copy.fields.featuredImageAlt} />
            ) : (
              text("featuredImageAlt")
            )}
          </div>
          <MediaUpload copy={copy.upload} compact onDone={(media) => set("featuredImage", `media:${media.id}`)} />
          <div className="grid gap-1">
            <span id="article-body-label" className="text-sm font-medium">
              {copy.fields.body}
            </span>
            <MarkdownEditor
              id={field("body")}
              labelledBy="article-body-label"
              describedBy={problemFor("body").length ? `${field("body")}-problem` : undefined}
              value={fields.body}
              onChange={(body) => set("body", body)}
              copy={copy.markdown}
              locale={article.locale}
              onFeaturedImage={(id) => set("featuredImage", `media:${id}`)}
              readOnly={room.readOnly}
            />
            {problemFor("body").length > 0 && (
              <p id={`${field("body")}-problem`} className="text-xs text-danger-300">
                {problemText("body")}
              </p>
            )}
          </div>

          {article.bringInLineWith !== null && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={inLine} onChange={(e) => setInLine(e.target.checked)} className="size-4" />
              {fill(copy.inLine, { revision: article.bringInLineWith })}
            </label>
          )}
        </fieldset>
        <div role="group" aria-label={copy.actions.label} className="flex flex-wrap gap-2">
          <button type="button" className={staffButton} disabled={busy !== null || room.readOnly} onClick={() => void save()}>
            {busy === "save" ? copy.actions.saving : article.id === null ? copy.actions.create : copy.actions.save}
          </button>
          {article.id !== null && (
            <>
              {mayPublish ? (
                <button type="button" className={staffPublishButton} disabled={busy !== null || room.readOnly} onClick={() => void publish()}>
                  {busy === "publish" ? copy.actions.publishing : copy.actions.publish}
                </button>
              ) : (
                <button type="button" className={staffPublishButton} disabled={busy !== null || room.readOnly} onClick={() => void submit()}>
                  {busy === "submit" ? copy.review.submitting : copy.review.submit}
                </button>
              )}
              {(status === "published" || status === "changed") && (
                <button
                  type="button"
                  className="h-10 rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800"
                  disabled={busy !== null}
                  onClick={() => void unpublish()}
                >
                  {copy.actions.unpublish}
                </button>
              )}
              <button type="button" className="h-10 rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800" onClick={() => void shareLink()}>
                {copy.actions.previewLink}
              </button>
              {liveSlug !== null && (
                <a
                  href={pathPrefix + liveSlug}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex h-10 items-center rounded-control px-4 text-sm text-brand-300 underline ring-1 ring-ink-600 hover:bg-ink-800"
                >
                  {copy.tools.viewLive}
                </a>
              )}
            </>
          )}
        </div>
        {schedule}
        <div role="status" aria-live="polite" className={cn("text-sm", notice?.tone === "error" ? "text-danger-300" : "text-success-400")}>
          {notice?.text}
          {problems.length > 0 && notice?.text === copy.problemsTitle && (
            <PublishProblems
              problems={problems}
              labels={copy.fields}
              anchor={(name) => field(name as keyof ArticleFields)}
              locale={locale}
              copy={copy.problems}
              onFixSpacing={
                spacing.fixed > 0
                  ? () => (setFields(spacing.fields), setNotice({ tone: "ok", text: fill(copy.problems.spacingFixed, { count: spacing.fixed }) }))
                  : undefined
              }
            />
          )}
        </div>
        {link && (
          <p className="text-sm break-all">
            {fill(copy.actions.linkReady, { time: formatDateTime(locale, link.expiresAt, timeZone) })}{" "}
            <a href={link.url} className="text-brand-300 underline">
              {link.url}
            </a>
          </p>
        )}
        {conflict && (
          <MergePanel
            key={conflict.revision}
            mine={fields}
            conflict={conflict}
            heading={fill(copy.conflict.text, {
              author: conflict.author ?? "—",
              revision: conflict.revision,
              time: formatDateTime(locale, conflict.at, timeZone),
            })}
            copy={copy.merge}
            labels={copy.fields}
            onSave={async (merged) => void (await save({ fields: merged, revision: conflict.revision }))}
            onCancel={() => setConflict(null)}
          />
        )}
        {event && <PublishReceipt key={event.id} eventId={event.id} title={event.title} copy={copy.receipt} locale={locale} />}
        {base && <RevisionsPanel base={base} version={revision} onRestored={() => void reload()} copy={copy.revisions} locale={locale} timeZone={timeZone} />}
      </div>

      {previewSrc && (
        <section aria-labelledby="preview-title" className="grid min-w-0 content-start gap-2 xl:sticky xl:top-4 xl:self-start">
          <div className="flex items-center justify-between gap-2">
            <h2 id="preview-title" className="font-semibold">
              {copy.preview.title}
            </h2>
            <a href={previewSrc} target="_blank" rel="noopener" className="text-sm text-brand-300 underline">
              {copy.preview.open}
            </a>
          </div>
          <iframe src={previewSrc} title={copy.preview.frame} className="h-[70vh] w-full rounded-panel border border-ink-700 bg-ink-950" />
        </section>
      )}
    </div>
  );
}

// The API answers an event as its row or its id.
const eventId = (event: { id: number } | number) => (typeof event === "number" ? event : event.id);

// The tags field's suggestions (a <datalist>): for the tag being typed (after the last comma), each
// existing tag that holds it (those starting with it first), as the whole field would read with it
// chosen; up to 8. A tag the table lacks is added when the article is saved (lib/content/terms.ts).
function TagSuggestions({ id, typed, names }: { id: string; typed: string[]; names: string[] }) {
  const current = (typed.at(-1) ?? "").trim().toLocaleLowerCase();
  const before = typed.slice(0, -1).map((tag) => tag.trim());
  const chosen = new Set(before.map((tag) => tag.toLocaleLowerCase()));
  const open = current ? names.filter((name) => !chosen.has(name.toLocaleLowerCase()) && name.toLocaleLowerCase().includes(current)) : [];
  // Those that start with what is typed first.
  const matches = open.toSorted((a, b) => Number(!a.toLocaleLowerCase().startsWith(current)) - Number(!b.toLocaleLowerCase().startsWith(current)));
  return (
    <datalist id={id}>
      {matches.slice(0, 8).map((name) => (
        <option key={name} value={[...before, name].join(", ")} />
      ))}
    </datalist>
  );
}
