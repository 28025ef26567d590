"use client";

import { type RefObject, useEffect, useRef } from "react";

// Ctrl+S (⌘+S on a Mac) anywhere on an editor's page runs the editor's own save, never the
// browser's "Save page as". `save` is read when the keys are pressed, so it always sees the fields
// as they are; while a save can't run (one under way, a read-only copy) the keys do nothing. A page
// with several editors (a city page's two languages) gives each its `scope`: the keys save the one
// that holds the focus.
export function useSaveShortcut(save: () => void, enabled: boolean, scope?: RefObject<HTMLElement | null>) {
  const latest = useRef({ save, enabled });
  useEffect(() => {
    latest.current = { save, enabled };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== "s") return;
      event.preventDefault();
      if (scope && !scope.current?.contains(document.activeElement)) return;
      if (latest.current.enabled && !event.repeat) latest.current.save();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
    // The scope is a ref: read when the keys are pressed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
