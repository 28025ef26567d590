"use client";

import { useState, useSyncExternalStore } from "react";
import { X } from "lucide-react";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { LANGUAGE_COOKIE } from "@/lib/i18n/visitor-language";
import { cn } from "@/lib/utils";

// The visitor's choice of language, for their next visit to the home page: server.mjs sends a
// visit to / on to /fr when this cookie says French. The staff sign-in page reads it too (it comes
// before any account, so it speaks the visitor's language); no public page chooses a language from
// Accept-Language.
const remember = (locale: Locale) => {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
};

// The link to the same page in the other language, named in that language. `compact`: just "FR" or
// "EN" on a phone's header, where the full name does not fit beside the menus.
export function LanguageLink({
  href,
  to,
  name,
  label,
  className,
  compact = false,
}: {
  href: string;
  to: Locale;
  name: string;
  label: string;
  className?: string;
  compact?: boolean;
}) {
  return (
    <a href={href} hrefLang={languageTag[to]} lang={languageTag[to]} title={label} onClick={() => remember(to)} className={className}>
      {compact ? (
        <>
          <span className="sm:hidden">{to.toUpperCase()}</span>
          <span className="max-sm:hidden">{name}</span>
        </>
      ) : (
        name
      )}
      <span className="sr-only"> ({label})</span>
    </a>
  );
}

// On an English page, a browser that asks for French first is offered the French page once, in a
// small dismissible note (never a redirect). It is fixed to the corner, so it moves nothing.
// Read in the browser only (the server renders nothing, so the page is the same for everyone).
const noChange = () => () => {};
const prefersFrenchWithoutChoice = () =>
  !document.cookie.split("; ").some((c) => c.startsWith(`${LANGUAGE_COOKIE}=`)) && /^fr\b/i.test(navigator.languages?.[0] ?? navigator.language);

export function LanguageSuggestion({ href, labels }: { href: string; labels: { text: string; link: string; dismiss: string } }) {
  const wanted = useSyncExternalStore(noChange, prefersFrenchWithoutChoice, () => false);
  const [dismissed, setDismissed] = useState(false);
  if (!wanted || dismissed) return null;
  return (
    <div
      lang="fr-CA"
      role="region"
      aria-label={labels.text}
      className={cn(
        "fixed bottom-4 left-4 z-40 flex max-w-[calc(100vw-6rem)] items-center gap-3 rounded-card",
        "bg-ink-800 px-4 py-3 text-sm shadow-glow ring-1 ring-ink-600",
      )}
    >
      <p>
        {labels.text}{" "}
        <a href={href} hrefLang="fr-CA" onClick={() => remember("fr")} className="font-semibold text-brand-300 hover:text-brand-200">
          {labels.link}
        </a>
      </p>
      <button
        type="button"
        onClick={() => {
          remember("en");
          setDismissed(true);
        }}
        className="grid size-8 shrink-0 place-items-center rounded-control text-fg-muted hover:bg-ink-700 hover:text-fg"
      >
        <X className="size-4" aria-hidden="true" />
        <span className="sr-only">{labels.dismiss}</span>
      </button>
    </div>
  );
}
