import { ExternalLink, FileCode2 } from "lucide-react";
import type { SearchEngineFile } from "@/content/sitemap";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// The machine-readable sitemaps open in a new tab, so the visitor keeps this page.
export function SearchEngineFiles({ files, locale }: { files: readonly SearchEngineFile[]; locale: Locale }) {
  const t = translator(locale, "sitemap");
  const common = translator(locale, "common");
  return (
    <aside
      aria-labelledby="search-engines-heading"
      className="mt-4 rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-6 shadow-glow sm:p-8"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
          <FileCode2 className="size-5.5 text-brand-300" aria-hidden="true" />
        </span>
        <h2 id="search-engines-heading" className="min-w-0 text-h3 font-bold">
          {t("searchEngines.title")}
        </h2>
      </div>
      <p className="mt-4 text-[0.9375rem] leading-relaxed text-fg-muted">{t("searchEngines.text")}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
        {files.map((file) => (
          <li key={file.url}>
            <a
              href={file.url}
              target="_blank"
              rel="noopener noreferrer"
              className="group flex h-full items-start justify-between gap-4 rounded-card border border-ink-700 bg-ink-900/80 p-4 hover:border-brand-400/50"
            >
              <span className="min-w-0">
                <span className="block font-semibold text-fg group-hover:text-brand-200">{file.title}</span>
                <span className="mt-0.5 block font-mono text-xs text-brand-300">{file.url}</span>
                <span className="mt-1.5 block text-sm text-fg-muted">{file.description}</span>
                <span className="sr-only"> {common("opensInNewTab")}</span>
              </span>
              <ExternalLink className="mt-1 size-4 shrink-0 text-fg-subtle group-hover:text-brand-300" aria-hidden="true" />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
