"use client";

import { useEffect, useRef, useState } from "react";

// Nothing typed is lost (issue 50).
// - useLeaveWarning: while an editor holds unsaved text, closing the tab, reloading or going to
//   another address asks first (the browser's own beforeunload dialog; it names nothing).
// - useLocalCopy: a new article has no document on the server yet, so what is typed is kept in this
//   browser (localStorage) from the first keystroke, and given back when the new-article page opens
//   again (after a navigation, a closed tab, a crash) until the draft is created or the text discarded.

export function useLeaveWarning(unsaved: boolean) {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [unsaved]);
}

interface LocalCopy<F> {
  fields: F;
  savedAt: string;
}

const read = <F>(key: string): LocalCopy<F> | null => {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as LocalCopy<F>) : null;
  } catch {
    return null;
  }
};

// `key` null: a document the server keeps (nothing kept here). `dirty`: the fields differ from the
// page's blank ones. `giveBack` receives the copy found on opening. Answers when the copy given back
// was typed (null when none was), and `forget`, for a created draft or discarded text.
export function useLocalCopy<F>(key: string | null, fields: F, dirty: boolean, giveBack: (fields: F) => void) {
  const [restoredFrom, setRestoredFrom] = useState<string | null>(null);
  // Nothing is written before the copy found on opening is read (the blank fields would replace it).
  const opened = useRef(false);

  useEffect(() => {
    if (!key) return;
    // After hydration (the server's page has no storage), once on opening.
    const timer = setTimeout(() => {
      const copy = read<F>(key);
      opened.current = true;
      if (!copy) return;
      giveBack(copy.fields);
      setRestoredFrom(copy.savedAt);
    }, 0);
    return () => clearTimeout(timer);
    // `giveBack` is the editor's setter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  useEffect(() => {
    if (!key || !opened.current || !dirty) return;
    try {
      window.localStorage.setItem(key, JSON.stringify({ fields, savedAt: new Date().toISOString() }));
    } catch {
      // Storage full or refused (a private window): the leave warning still asks.
    }
  }, [key, fields, dirty]);

  const forget = () => {
    if (key) window.localStorage.removeItem(key);
    setRestoredFrom(null);
  };
  return { restoredFrom, forget };
}
