"use client";

import { useRef, useState, type ReactNode } from "react";
import type { CityFields } from "@/lib/content/city-store";
import { formatDateTime } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { cn } from "@/lib/utils";
import { staffButton, staffField, staffPublishButton } from "../styles";
import { contentApi, fill } from "./content-api";
import { EditingNotices, type EditingCopy } from "./editing-notices";
import { PublishReceipt, type ReceiptCopy } from "./publish-receipt";
import { RevisionsPanel, type RevisionsCopy } from "./revisions-panel";
import { useEditingRoom, type LockHolder } from "./use-editing-room";
import { usePreviewDraft } from "./use-preview-draft";
import { useSaveShortcut } from "./use-save-shortcut";
import { useLeaveWarning } from "./use-unsaved";

// A refusal of one field (a gate's problem, a save's field error), worded.
interface Problem {
  field: string;
  message: string;
}

export interface CityEditorCopy {
  language: string;
  heroTitle: string;
  heroSubtitle: string;
  figures: string;
  figuresHint: string;
  population: string;
  dealerships: string;
  adSpend: string;
  faq: string;
  question: string;
  answer: string;
  addQuestion: string;
  removeQuestion: string;
  save: string;
  saving: string;
  saved: string;
  publish: string;
  publishing: string;
  // While review is on, an editor's Publish is a submission (lib/content/review.ts).
  submit: string;
  submitting: string;
  submitted: string;
  problemsTitle: string;
  conflict: string;
  unreachable: string;
  failed: string;
  unsaved: string;
  // "{field}: {problem}", a refusal under the name of the field it is about.
  fieldProblem: string;
  editing: EditingCopy;
  receipt: ReceiptCopy & { title: string };
  preview: { title: string; frame: string; open: string };
  previewLink: string;
  linkReady: string;
  revisions: RevisionsCopy;
}

// One language of a city page: its hero and questions, and (English only) the figures both
// languages show. Saved with the revision it started from, published through the gates with a receipt.
// Each language is a document of the editing room: its own lock and its author's working copy. An
// account that may not publish now (an editor while review is on) submits it for review instead. As an
// article's, with the preview of the unsaved words, a signed preview link, the schedule (`schedule`,
// rendered on the server) and the revisions, compared and restored.
export function CityEditor({
  slug,
  locale,
  revision: initialRevision,
  draft,
  mayPublish,
  copy,
  language,
  timeZone,
  schedule,
}: {
  slug: string;
  locale: Locale;
  revision: number;
  draft: CityFields;
  mayPublish: boolean;
  copy: CityEditorCopy;
  // The account's language and zone, for times.
  language: Locale;
  timeZone: string;
  schedule?: ReactNode;
}) {
  const [fields, setFields] = useState(draft);
  const [saved, setSaved] = useState(draft);
  const [revision, setRevision] = useState(initialRevision);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ ok: boolean; text: string; problems?: Problem[] } | null>(null);
  const [event, setEvent] = useState<{ id: number; title: string } | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const base = `/staff/api/content/cities/${slug}`;
  const id = (name: string) => `city-${locale}-${name}`;
  const dirty = JSON.stringify(fields) !== JSON.stringify(saved);
  const figures = locale === "en";
  const room = useEditingRoom(base, fields, revision, dirty, `?locale=${locale}`);
  useLeaveWarning(dirty);
  const root = useRef<HTMLElement>(null);
  const previewVersion = usePreviewDraft("city", slug, locale, fields);
  const previewSrc = `/staff/preview/cities/${slug}/${locale}?draft=1&v=${previewVersion}`;
  useSaveShortcut(() => void save(), !busy && !room.readOnly, root);

  async function save(): Promise<number | null> {
    setBusy(true);
    const { population, dealershipCount, avgMonthlyAdSpend, ...text } = fields;
    const body = figures ? { ...text, population, dealershipCount, avgMonthlyAdSpend } : text;
    const reply = await contentApi<{ revision: number; error?: string; lock?: LockHolder; fields?: Record<string, string> }>(
      `${base}?locale=${locale}`,
      "PATCH",
      {
        ...body,
        baseRevision: revision,
      },
    );
    setBusy(false);
    if (reply?.status === 200) {
      setRevision(reply.body.revision);
      setSaved(fields);
      setNotice({ ok: true, text: fill(copy.saved, { revision: reply.body.revision }) });
      return reply.body.revision;
    }
    // Someone else's lock (the editor turns read-only, the answer names them), or a save since ours.
    if (reply?.status === 409 && reply.body.lock) room.lockLost(reply.body.lock);
    setNotice({
      ok: false,
      text: reply?.status === 409 && !reply.body.lock ? copy.conflict : (reply?.body.error ?? copy.unreachable),
      problems: reply?.body.fields ? Object.entries(reply.body.fields).map(([field, message]) => ({ field, message })) : undefined,
    });
    return null;
  }

  async function publish() {
    const baseRevision = dirty ? await save() : revision;
    if (baseRevision === null) return;
    setBusy(true);
    const reply = await contentApi<{ revision: number; event: { id: number } | number; error?: string; problems?: Problem[] }>(
      `${base}/publish?locale=${locale}`,
      "POST",
      { baseRevision },
    );
    setBusy(false);
    if (reply?.status === 200) {
      const event = reply.body.event;
      setRevision(reply.body.revision);
      setNotice(null);
      setEvent({ id: typeof event === "number" ? event : event.id, title: fill(copy.receipt.title, { revision: reply.body.revision }) });
    } else
      setNotice({
        ok: false,
        text: reply?.body.problems?.length ? copy.problemsTitle : (reply?.body.error ?? copy.failed),
        problems: reply?.body.problems,
      });
  }

  async function shareLink() {
    const reply = await contentApi<{ url: string; expiresAt: string; error?: string }>(`${base}/preview-link?locale=${locale}`, "POST", {});
    if (reply?.status === 200) setLink(reply.body);
    else setNotice({ ok: false, text: reply?.body.error ?? copy.unreachable });
  }

  // A refusal's field by the name its label shows, and the control to go to.
  const fieldName = (field: string) => {
    const faqPart = /^faq\.(\d+)\.(question|answer)$/.exec(field);
    if (faqPart) return fill(copy[faqPart[2] as "question" | "answer"], { number: Number(faqPart[1]) + 1 });
    const names: Record<string, string> = {
      heroTitle: copy.heroTitle,
      heroSubtitle: copy.heroSubtitle,
      adSpend: copy.adSpend,
      avgMonthlyAdSpend: copy.adSpend,
      population: copy.population,
      dealershipCount: copy.dealerships,
    };
    return names[field] ?? null;
  };

  async function submit() {
    const baseRevision = dirty ? await save() : revision;
    if (baseRevision === null) return;
    setBusy(true);
    const reply = await contentApi<{ revision: number; error?: string }>(`${base}/submit?locale=${locale}`, "POST", {});
    setBusy(false);
    setNotice(
      reply?.status === 201
        ? { ok: true, text: fill(copy.submitted, { revision: reply.body.revision }) }
        : { ok: false, text: reply?.body.error ?? copy.unreachable },
    );
  }

  const faq = fields.faq;
  const setFaq = (index: number, part: "question" | "answer", value: string) =>
    setFields({ ...fields, faq: faq.map((item, i) => (i === index ? { ...item, [part]: value } : item)) });

  return (
    <section
      ref={root}
      aria-labelledby={id("title")}
      lang={locale === "fr" ? "fr-CA" : "en-CA"}
      className="grid min-w-0 content-start gap-3 rounded-panel border border-ink-700 p-4"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id("title")} className="text-lg font-semibold">
          {copy.language} <span className="text-sm font-normal text-fg-subtle">· r{revision}</span>
        </h2>
        <p className="text-sm text-fg-subtle">
          {dirty && <span className="text-warning-400">{copy.unsaved}</span>}
          <span role="status" aria-live="polite">
            {room.autosavedAt && dirty ? ` · ${fill(copy.editing.autosaved, { time: formatDateTime(language, room.autosavedAt, timeZone) })}` : ""}
          </span>
        </p>
      </div>
      <EditingNotices
        room={room}
        onRestore={(kept, from) => {
          setFields({ ...fields, ...kept });
          // Started before a colleague's save: saved from its own revision, refused as a conflict,
          // never written over their fields.
          setRevision((open) => Math.min(open, from));
        }}
        copy={copy.editing}
        when={(at) => formatDateTime(language, at, timeZone)}
        idPrefix={id("")}
      />
      <fieldset disabled={room.readOnly} className="grid min-w-0 gap-3">
        <label className="grid gap-1 text-sm font-medium">
          {copy.heroTitle}
          <input id={id("heroTitle")} value={fields.heroTitle} onChange={(e) => setFields({ ...fields, heroTitle: e.target.value })} className={staffField} />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {copy.heroSubtitle}
          <textarea
            id={id("heroSubtitle")}
            rows={3}
            value={fields.heroSubtitle}
            onChange={(e) => setFields({ ...fields, heroSubtitle: e.target.value })}
            className={cn(staffField, "h-auto py-2")}
          />
        </label>
        <fieldset className="grid gap-2">
          <legend className="text-sm font-medium">{copy.figures}</legend>
          <p className="text-xs text-fg-subtle">{copy.figuresHint}</p>
          <div className="grid gap-2 sm:grid-cols-3">
            {(
              [
                ["population", copy.population],
                ["dealershipCount", copy.dealerships],
              ] as const
            ).map(([name, label]) => (
              <label key={name} className="grid gap-1 text-xs text-fg-muted">
                {label}
                <input
                  id={id(name)}
                  type="number"
                  min={0}
                  readOnly={!figures}
                  value={fields[name] ?? ""}
                  onChange={(e) => setFields({ ...fields, [name]: Number(e.target.value) })}
                  className={staffField}
                />
              </label>
            ))}
            <label className="grid gap-1 text-xs text-fg-muted">
              {copy.adSpend}
              <input
                id={id("adSpend")}
                readOnly={!figures}
                value={fields.avgMonthlyAdSpend ?? ""}
                onChange={(e) => setFields({ ...fields, avgMonthlyAdSpend: e.target.value || null })}
                className={staffField}
              />
            </label>
          </div>
        </fieldset>
        <fieldset className="grid gap-3">
          <legend className="text-sm font-medium">{copy.faq}</legend>
          {faq.map((item, i) => (
            <div key={i} className="grid gap-2 rounded-control bg-ink-900 p-3">
              <label className="grid gap-1 text-xs text-fg-muted">
                {fill(copy.question, { number: i + 1 })}
                <input id={id(`faq.${i}.question`)} value={item.question} onChange={(e) => setFaq(i, "question", e.target.value)} className={staffField} />
              </label>
              <label className="grid gap-1 text-xs text-fg-muted">
                {fill(copy.answer, { number: i + 1 })}
                <textarea
                  id={id(`faq.${i}.answer`)}
                  rows={3}
                  value={item.answer}
                  onChange={(e) => setFaq(i, "answer", e.target.value)}
                  className={cn(staffField, "h-auto py-2")}
                />
              </label>
              <button
                type="button"
                onClick={() => setFields({ ...fields, faq: faq.filter((_, j) => j !== i) })}
                className="justify-self-start text-xs text-danger-300 underline"
              >
                {fill(copy.removeQuestion, { number: i + 1 })}
              </button>
            </div>
          ))}
          <button
            type="button"
            onClick={() => setFields({ ...fields, faq: [...faq, { question: "", answer: "" }] })}
            className="justify-self-start rounded-control px-3 py-1 text-sm ring-1 ring-ink-600 hover:bg-ink-800"
          >
            {copy.addQuestion}
          </button>
        </fieldset>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={staffButton} disabled={busy || room.readOnly} onClick={() => void save()}>
          {busy ? copy.saving : copy.save}
        </button>
        {mayPublish ? (
          <button type="button" className={staffPublishButton} disabled={busy || room.readOnly} onClick={() => void publish()}>
            {busy ? copy.publishing : copy.publish}
          </button>
        ) : (
          <button type="button" className={staffPublishButton} disabled={busy || room.readOnly} onClick={() => void submit()}>
            {busy ? copy.submitting : copy.submit}
          </button>
        )}
      </div>
      <div role="status" className={cn("text-sm", notice?.ok ? "text-success-400" : "text-danger-300")}>
        {notice?.text}
        {notice?.problems && (
          <ul className="mt-1 list-disc pl-5">
            {notice.problems.map((p, i) => {
              const name = fieldName(p.field);
              return (
                <li key={i}>
                  {name ? (
                    <a href={`#${id(p.field === "avgMonthlyAdSpend" ? "adSpend" : p.field)}`} className="underline">
                      {fill(copy.fieldProblem, { field: name, problem: p.message })}
                    </a>
                  ) : (
                    p.message
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {event && <PublishReceipt key={event.id} eventId={event.id} title={event.title} copy={copy.receipt} locale={language} />}
      <div className="flex flex-wrap items-center gap-2">
        <button type="button" className="h-10 rounded-control px-4 text-sm ring-1 ring-ink-600 hover:bg-ink-800" onClick={() => void shareLink()}>
          {copy.previewLink}
        </button>
      </div>
      {link && (
        <p className="text-sm break-all">
          {fill(copy.linkReady, { time: formatDateTime(language, link.expiresAt, timeZone) })}{" "}
          <a href={link.url} className="text-brand-300 underline">
            {link.url}
          </a>
        </p>
      )}
      {schedule}
      <details className="rounded-panel border border-ink-700 p-4">
        <summary className="cursor-pointer font-semibold">{copy.preview.title}</summary>
        <div className="mt-3 grid gap-2">
          <a href={previewSrc} target="_blank" rel="noopener" className="text-sm text-brand-300 underline">
            {copy.preview.open}
          </a>
          <iframe src={previewSrc} title={copy.preview.frame} loading="lazy" className="h-[60vh] w-full rounded-panel border border-ink-700 bg-ink-950" />
        </div>
      </details>
      <RevisionsPanel
        base={base}
        query={`locale=${locale}`}
        version={revision}
        onRestored={(restored) => {
          // The restored words are the newest revision: the page reloads them into the fields.
          setRevision(restored);
          window.location.reload();
        }}
        copy={copy.revisions}
        locale={language}
        timeZone={timeZone}
      />
    </section>
  );
}
