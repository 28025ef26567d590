import { PageHeader } from "@/components/layout/page-header";
import { Container } from "@/components/ui/container";
import type { LegalBlock, LegalDocument as LegalDocumentData } from "@/content/legal";
import { anchorIn } from "@/lib/fragments";
import { formatDate } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { cn } from "@/lib/utils";

// "3. Free trial" -> ["3", "Free trial"], so the table of contents can set the number apart.
function splitNumber(title: string): [string | null, string] {
  const match = /^(\d+)\.\s+(.*)$/.exec(title);
  return match ? [match[1]!, match[2]!] : [null, title];
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.type) {
    case "p":
      return <p className="mt-4 leading-7 text-fg-muted">{block.text}</p>;
    case "h3":
      return <h3 className="mt-8 text-lg font-semibold text-fg">{block.text}</h3>;
    case "ul":
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-fg-muted marker:text-brand-400">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
  }
}

// The Privacy Policy and the Terms of Service, in the page's language: header, "On this page" (a
// sticky sidebar on desktop, a list above the text on phones), then the numbered sections.
// `path` is the page's English canonical path; `children` follow the last section.
export function LegalDocument({ locale, document, path, children }: { locale: Locale; document: LegalDocumentData; path: string; children?: React.ReactNode }) {
  const t = translator(locale, "legal");
  return (
    <>
      <PageHeader locale={locale} path={localePath(path, locale)} breadcrumb={document.title} eyebrow={t("document.eyebrow")} title={document.title}>
        <p
          className={cn(
            "mt-5 inline-flex flex-wrap items-center gap-x-2 rounded-full bg-ink-800/80 px-4 py-1.5",
            "text-sm font-medium text-fg-muted ring-1 ring-ink-600",
          )}
        >
          <span className="text-fg">{t("document.version", { version: document.version })}</span>
          <span aria-hidden="true">·</span>
          <span>
            {document.dateLabel} <time dateTime={document.isoDate}>{formatDate(locale, document.isoDate)}</time>
          </span>
        </p>
        <p className="mt-5 text-lead text-pretty text-fg-muted">{document.summary}</p>
      </PageHeader>

      <Container className="py-14 sm:py-16">
        <div className="mx-auto grid max-w-6xl gap-10 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
          <nav
            aria-labelledby="legal-toc-heading"
            className={cn(
              "min-w-0 self-start rounded-card border border-ink-700 bg-ink-900/80 p-5 lg:sticky",
              "lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:bg-transparent",
              "lg:p-0 lg:pl-1",
            )}
          >
            <h2 id="legal-toc-heading" className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
              {t("document.onThisPage")}
            </h2>
            <ol className="mt-4 space-y-0.5 lg:border-l lg:border-ink-700">
              {document.sections.map((section) => {
                const [number, text] = splitNumber(section.title);
                const id = anchorIn(locale, section.id);
                return (
                  <li key={section.id}>
                    <a
                      href={`#${id}`}
                      className={cn(
                        "flex gap-2.5 rounded-control px-2 py-1.5 text-sm leading-snug text-fg-muted",
                        "transition-colors hover:bg-ink-800 hover:text-fg lg:-ml-px lg:rounded-none lg:border-l-2",
                        "lg:border-transparent lg:pl-4 lg:hover:border-brand-400 lg:hover:bg-transparent",
                      )}
                    >
                      {number && <span className="w-5 shrink-0 text-right font-semibold text-brand-300 tabular-nums">{number}.</span>}
                      <span className="min-w-0">{text}</span>
                    </a>
                  </li>
                );
              })}
            </ol>
          </nav>

          <div className="min-w-0 max-w-3xl">
            {document.sections.map((section) => (
              <section
                key={section.id}
                id={anchorIn(locale, section.id)}
                aria-labelledby={`${section.id}-heading`}
                className="border-t border-ink-700 pt-10 not-first:mt-10 first:border-t-0 first:pt-0"
              >
                <h2 id={`${section.id}-heading`} className="text-h3 font-bold text-balance sm:text-2xl">
                  {section.title}
                </h2>
                {section.blocks.map((block, i) => (
                  <Block key={i} block={block} />
                ))}
              </section>
            ))}
            {children}
          </div>
        </div>
      </Container>
    </>
  );
}
