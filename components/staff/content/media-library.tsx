"use client";

import Link from "next/link";
import { useState } from "react";
import type { MediaSummary } from "@/lib/content/media";
import { cn } from "@/lib/utils";
import { ConfirmDialog } from "../confirm-dialog";
import { staffButton, staffField } from "../styles";
import { fill } from "./content-api";
import { MediaUpload, type UploadCopy } from "./media-upload";

export interface MediaLibraryCopy extends UploadCopy {
  uploaded: string;
  size: string;
  reference: string;
  altEn: string;
  altFr: string;
  altMissing: string;
  focal: string;
  focalHint: string;
  focalValue: string;
  save: string;
  saved: string;
  replace: string;
  replaced: string;
  delete: string;
  deleted: string;
  confirmDelete: string;
  cancel: string;
  usedBy: string;
  unused: string;
  edit: string;
  locales: Record<"en" | "fr", string>;
  // The account's language, as Intl names it, for the sizes' numbers.
  numberLocale: string;
}

type Notice = { tone: "ok" | "error"; text: string } | null;

// /staff/content/media's list: an upload at the top, then each image with its alt texts, focal point,
// replacement and deletion (the API's answers shown beside the image they concern).
export function MediaLibrary({ initial, copy }: { initial: MediaSummary[]; copy: MediaLibraryCopy }) {
  const [items, setItems] = useState(initial);
  const [notice, setNotice] = useState<Notice>(null);
  const put = (media: MediaSummary) => setItems((list) => [media, ...list.filter((m) => m.id !== media.id)]);

  return (
    <>
      <MediaUpload<MediaSummary>
        copy={copy}
        onDone={(media) => {
          put(media);
          setNotice({ tone: "ok", text: copy.uploaded });
        }}
      />
      <p role="status" className={cn("mt-2 text-sm", notice?.tone === "error" ? "text-danger-300" : "text-success-400")}>
        {notice?.text}
      </p>
      <ul className="mt-4 grid gap-4 lg:grid-cols-2">
        {items.map((media) => (
          <li key={media.id}>
            <MediaItem
              media={media}
              copy={copy}
              onChange={(next) => setItems((list) => list.map((m) => (m.id === next.id ? next : m)))}
              onDelete={() => setItems((list) => list.filter((m) => m.id !== media.id))}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

function MediaItem({
  media,
  copy,
  onChange,
  onDelete,
}: {
  media: MediaSummary;
  copy: MediaLibraryCopy;
  onChange: (m: MediaSummary) => void;
  onDelete: () => void;
}) {
  const [altEn, setAltEn] = useState(media.altEn ?? "");
  const [altFr, setAltFr] = useState(media.altFr ?? "");
  const [focal, setFocal] = useState({ x: media.focalX, y: media.focalY });
  const [notice, setNotice] = useState<Notice>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Delete asks first, naming the image; the library refuses, in words, one an article uses.
  const [asking, setAsking] = useState(false);
  const thumb = media.variants.find((v) => v.format === "webp" && v.width >= 480) ?? media.variants[0];
  const prefix = `media-${media.id}`;
  const percent = (value: number) => Math.round(value * 100);
  const api = `/staff/api/content/media/${media.id}`;
  const kilobytes = new Intl.NumberFormat(copy.numberLocale).format(Math.round(media.bytes / 1024));

  async function call(method: "PATCH" | "DELETE", body?: object) {
    const response = await fetch(api, {
      method,
      headers: body ? { "content-type": "application/json" } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    }).catch(() => null);
    const answer = (await response?.json().catch(() => null)) as (MediaSummary & { error?: string; fields?: Record<string, string> }) | null;
    return { status: response?.status ?? 0, answer };
  }

  async function save() {
    const { status, answer } = await call("PATCH", { altEn, altFr, focalX: focal.x, focalY: focal.y });
    setErrors(answer?.fields ?? {});
    if (status === 200 && answer) {
      onChange(answer);
      setNotice({ tone: "ok", text: copy.saved });
    } else setNotice({ tone: "error", text: answer?.error ?? copy.unreachable });
  }

  async function remove() {
    setAsking(false);
    const { status, answer } = await call("DELETE");
    if (status === 200) onDelete();
    else setNotice({ tone: "error", text: answer?.error ?? copy.unreachable });
  }

  // Arrow keys move the focal point by 5 % (1 % with Shift); a click puts it where the pointer is.
  function onKey(event: React.KeyboardEvent) {
    const step = event.shiftKey ? 0.01 : 0.05;
    const moves: Record<string, [number, number]> = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const clamp = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 100) / 100;
    setFocal((f) => ({ x: clamp(f.x + move[0]), y: clamp(f.y + move[1]) }));
  }

  return (
    <article
      aria-labelledby={`${prefix}-name`}
      className="grid gap-3 rounded-card bg-ink-900 p-4 ring-1 ring-ink-700 sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
    >
      <div className="grid content-start gap-1">
        <div
          role="application"
          tabIndex={0}
          aria-label={copy.focal}
          aria-describedby={`${prefix}-focal-hint ${prefix}-focal-value`}
          onKeyDown={onKey}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            setFocal({
              x: Math.round(((event.clientX - box.left) / box.width) * 100) / 100,
              y: Math.round(((event.clientY - box.top) / box.height) * 100) / 100,
            });
          }}
          className="relative cursor-crosshair overflow-hidden rounded-control ring-1 ring-ink-600 focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {/* eslint-disable-next-line @next/next/no-img-element -- the library's own variant, already sized */}
          <img src={thumb?.url} alt="" width={thumb?.width} height={thumb?.height} className="block h-auto w-full" />
          <span
            aria-hidden="true"
            className="absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-500/70 shadow"
            style={{ left: `${focal.x * 100}%`, top: `${focal.y * 100}%` }}
          />
        </div>
        <p id={`${prefix}-focal-value`} className="text-xs text-fg-muted" aria-live="polite">
          {fill(copy.focalValue, { x: percent(focal.x), y: percent(focal.y) })}
        </p>
        <p id={`${prefix}-focal-hint`} className="text-xs text-fg-subtle">
          {copy.focalHint}
        </p>
      </div>
      <div className="grid min-w-0 content-start gap-2">
        <h2 id={`${prefix}-name`} className="font-semibold break-all">
          {media.name}
        </h2>
        <p className="text-xs text-fg-subtle">
          {fill(copy.size, { width: media.width, height: media.height, kb: kilobytes })} · {fill(copy.reference, { ref: `media:${media.id}` })}
        </p>
        {(["altEn", "altFr"] as const).map((name) => (
          <div key={name} className="grid gap-1">
            <label htmlFor={`${prefix}-${name}`} className="text-sm font-medium">
              {copy[name]}
            </label>
            <input
              id={`${prefix}-${name}`}
              value={name === "altEn" ? altEn : altFr}
              onChange={(e) => (name === "altEn" ? setAltEn : setAltFr)(e.target.value)}
              placeholder={copy.altMissing}
              aria-invalid={errors[name] ? true : undefined}
              className={staffField}
            />
            {errors[name] && <p className="text-xs text-danger-300">{errors[name]}</p>}
          </div>
        ))}
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => void save()} className={staffButton}>
            {copy.save}
          </button>
          <button
            type="button"
            onClick={() => setAsking(true)}
            className="h-10 rounded-control px-4 text-sm font-semibold ring-1 ring-ink-600 hover:bg-ink-800"
          >
            {copy.delete}
          </button>
          <ConfirmDialog
            open={asking}
            title={fill(copy.confirmDelete, { name: media.name })}
            confirm={copy.delete}
            cancel={copy.cancel}
            danger
            onCancel={() => setAsking(false)}
            onConfirm={() => void remove()}
          />
        </div>
        <p role="status" className={cn("text-sm", notice?.tone === "error" ? "text-danger-300" : "text-success-400")}>
          {notice?.text}
        </p>
        <MediaUpload<MediaSummary>
          compact
          copy={{ ...copy, upload: copy.replace }}
          url={`${api}/file`}
          method="PUT"
          onDone={(next) => {
            onChange(next);
            setNotice({ tone: "ok", text: copy.replaced });
          }}
        />
        <div className="text-sm">
          <h3 className="font-medium">{copy.usedBy}</h3>
          {media.usedBy.length ? (
            <ul className="mt-1 grid gap-1">
              {media.usedBy.map((a) => (
                <li key={a.id}>
                  <Link href={`/staff/content/articles/${a.id}`} className="underline underline-offset-2">
                    {a.title}
                  </Link>{" "}
                  <span className="text-fg-subtle">· {copy.locales[a.locale]}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-fg-subtle">{copy.unused}</p>
          )}
        </div>
      </div>
    </article>
  );
}
