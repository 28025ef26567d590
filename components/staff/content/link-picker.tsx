"use client";

import { useId, useState } from "react";
import type { LinkTarget } from "@/lib/content/workspace-search";
import type { Locale } from "@/lib/i18n/locale";
import { staffButton, staffField } from "../styles";
import { usePickerSearch } from "./picker-dialog";

export interface LinkPickerCopy {
  linkText: string;
  linkSearch: string;
  linkResults: string;
  linkNone: string;
  linkAddress: string;
  linkInsert: string;
  loading: string;
}

// The link dialog's inside: the link's text (the selection), a search of the site's pages and published
// articles in the article's language (GET /staff/api/content/link-targets), each result a button that
// inserts it, and an address typed by hand for anything else.
export function LinkPicker({
  locale,
  selection,
  copy,
  onPick,
}: {
  locale: Locale;
  selection: string;
  copy: LinkPickerCopy;
  onPick: (text: string, address: string) => void;
}) {
  const [text, setText] = useState(selection);
  const [query, setQuery] = useState(selection);
  const [address, setAddress] = useState("");
  const id = useId();

  const targets = usePickerSearch(
    `/staff/api/content/link-targets?locale=${locale}&q=${encodeURIComponent(query)}`,
    (body: { targets: LinkTarget[] }) => body.targets,
  );

  return (
    <div className="grid gap-3">
      <div className="grid gap-1">
        <label htmlFor={`${id}-text`} className="text-sm font-medium">
          {copy.linkText}
        </label>
        <input id={`${id}-text`} value={text} onChange={(e) => setText(e.target.value)} className={staffField} />
      </div>
      <div className="grid gap-1">
        <label htmlFor={`${id}-search`} className="text-sm font-medium">
          {copy.linkSearch}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          autoFocus
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-controls={`${id}-results`}
          className={staffField}
        />
      </div>
      <div id={`${id}-results`} role="region" aria-label={copy.linkResults} aria-live="polite" className="max-h-64 overflow-y-auto">
        {targets === null ? (
          <p className="text-sm text-fg-muted">{copy.loading}</p>
        ) : targets.length === 0 ? (
          <p className="text-sm text-fg-muted">{copy.linkNone}</p>
        ) : (
          <ul className="grid gap-1">
            {targets.map((target) => (
              <li key={target.path}>
                <button
                  type="button"
                  onClick={() => onPick(text.trim() || target.title, target.path)}
                  className="grid w-full min-w-0 rounded-control px-2 py-1.5 text-left hover:bg-ink-800 focus-visible:bg-ink-800"
                >
                  <span className="text-sm break-words">{target.title}</span>
                  <span className="text-xs break-all text-fg-subtle">{target.path}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <form
        className="grid gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          if (address.trim()) onPick(text.trim() || address.trim(), address.trim());
        }}
      >
        <label htmlFor={`${id}-address`} className="text-sm font-medium">
          {copy.linkAddress}
        </label>
        <div className="flex flex-wrap gap-2">
          <input
            id={`${id}-address`}
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder="https://"
            className={`${staffField} flex-1 basis-48`}
          />
          <button type="submit" className={staffButton} disabled={!address.trim()}>
            {copy.linkInsert}
          </button>
        </div>
      </form>
    </div>
  );
}
