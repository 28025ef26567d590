"use client";

import { useId, useState } from "react";
import { cn } from "@/lib/utils";
import { staffField } from "../styles";

export interface UploadCopy {
  upload: string;
  uploadHint: string;
  uploading: string;
  tooLarge: string;
  unreachable: string;
}

export interface UploadedMedia {
  id: number;
  url: string;
}

// The most an upload may be (lib/content/image-rules.ts's MEDIA_MAX_BYTES): refused here before it is
// sent, as the server would refuse it.
const MAX_BYTES = 10 * 1024 * 1024;
// What the library takes (checked again from the bytes on the server).
export const IMAGE_TYPES = "image/jpeg,image/png,image/webp,image/avif";

/**
 * An image sent to the media library (POST /staff/api/content/media, or PUT .../{id}/file to replace):
 * the library's answer, or its refusal in words (the field's message, in the account's language).
 */
export async function sendToLibrary<T extends UploadedMedia>(
  file: File,
  copy: Pick<UploadCopy, "tooLarge" | "unreachable">,
  url = "/staff/api/content/media",
  method: "POST" | "PUT" = "POST",
): Promise<{ media: T } | { error: string }> {
  if (file.size > MAX_BYTES) return { error: copy.tooLarge };
  const form = new FormData();
  form.set("file", file);
  const response = await fetch(url, { method, body: form }).catch(() => null);
  const body = (await response?.json().catch(() => null)) as (T & { error?: string; fields?: { file?: string } }) | null;
  if (response && (response.status === 200 || response.status === 201) && body) return { media: body };
  return { error: body?.fields?.file ?? body?.error ?? copy.unreachable };
}

// The image to send: chosen with the file picker, dropped on the zone, or pasted while the zone has the
// focus. Answers the library's answer to `onDone`, or shows its refusal.
export function MediaUpload<T extends UploadedMedia>({
  copy,
  url = "/staff/api/content/media",
  method = "POST",
  onDone,
  compact = false,
}: {
  copy: UploadCopy;
  url?: string;
  method?: "POST" | "PUT";
  onDone: (media: T) => void;
  compact?: boolean;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [over, setOver] = useState(false);

  async function send(file: File | null | undefined) {
    if (!file) return;
    setBusy(true);
    setError(null);
    const sent = await sendToLibrary<T>(file, copy, url, method);
    setBusy(false);
    if ("media" in sent) onDone(sent.media);
    else setError(sent.error);
  }

  return (
    <div
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(e) => {
        e.preventDefault();
        setOver(false);
        void send(e.dataTransfer.files[0]);
      }}
      onPaste={(e) => {
        const file = [...e.clipboardData.files].find((f) => f.type.startsWith("image/"));
        if (file) {
          e.preventDefault();
          void send(file);
        }
      }}
      className={cn("grid gap-1 rounded-card border border-dashed p-3", over ? "border-brand-400 bg-ink-800" : "border-ink-600", compact ? "" : "sm:p-4")}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {copy.upload}
      </label>
      <input
        id={id}
        type="file"
        accept={IMAGE_TYPES}
        disabled={busy}
        aria-describedby={`${id}-hint ${id}-status`}
        onChange={(e) => {
          void send(e.target.files?.[0]);
          e.target.value = "";
        }}
        className={cn(staffField, "h-auto py-1.5")}
      />
      <p id={`${id}-hint`} className="text-xs text-fg-subtle">
        {copy.uploadHint}
      </p>
      <p id={`${id}-status`} role="status" className={cn("text-xs", error ? "text-danger-300" : "text-fg-muted")}>
        {busy ? copy.uploading : error}
      </p>
    </div>
  );
}
