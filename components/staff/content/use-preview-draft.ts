"use client";

import { useEffect, useRef, useState } from "react";
import type { ContentKind } from "@/lib/content/document";
import type { Locale } from "@/lib/i18n/locale";

// How long after typing stops the preview shows the change.
const PREVIEW_DELAY_MS = 300;

// The preview beside an editor: once typing stops, the unsaved fields go to POST /staff/actions/preview
// (kept briefly for this account's preview page), then the preview reloads. Answers the preview frame's
// version, a new one after each change; `id` null (a document not created yet): nothing is sent.
export function usePreviewDraft(kind: ContentKind, id: string | null, locale: Locale, fields: unknown): number {
  const [version, setVersion] = useState(0);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current || id === null) {
      firstRender.current = false;
      return;
    }
    const timer = setTimeout(async () => {
      const form = new FormData();
      Object.entries({ kind, id, locale, fields: JSON.stringify(fields) }).forEach(([k, v]) => form.set(k, v));
      await fetch("/staff/actions/preview", { method: "POST", body: form }).catch(() => null);
      setVersion((v) => v + 1);
    }, PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [kind, id, locale, fields]);
  return version;
}
