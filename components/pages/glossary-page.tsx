import { BookOpen } from "lucide-react";
import { GlossaryExplorer, type GlossaryExplorerLabels } from "@/components/glossary/glossary-explorer";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { glossaryCategories } from "@/content/glossary";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/glossary";

export const glossaryMetadata = (locale: Locale) => {
  const t = translator(locale, "glossary");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// What the explorer (a client component) shows, in the page's language. The category names are
// filter keys: English shows them as they are, French through its labels.
function explorerLabels(locale: Locale): GlossaryExplorerLabels {
  const t = translator(locale, "glossary");
  const glossary = contentIn(locale, "glossary");
  const labels = "glossaryCategoryLabels" in glossary ? glossary.glossaryCategoryLabels : null;
  return {
    heading: t("explorer.heading"),
    search: t("explorer.searchLabel"),
    placeholder: t("explorer.searchPlaceholder"),
    filter: t("explorer.filterLabel"),
    // The counts change as the visitor filters: the explorer fills these slots itself.
    showing: t("explorer.showing", { shown: "{shown}", total: "{total}" }),
    empty: t("explorer.empty"),
    example: t("explorer.example"),
    loadMore: t("explorer.loadMore"),
    categories: glossaryCategories.map((id) => ({ id, label: labels ? labels[id] : id })),
  };
}

// /glossary and /fr/glossaire: the searchable, filterable term cards, then the three guides.
export function GlossaryPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "glossary");
  const { glossaryGuides, glossaryTerms } = contentIn(locale, "glossary");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader
        locale={locale}
        path={localePath(PATH, locale)}
        eyebrow={t("header.eyebrow")}
        title={t("header.title")}
        subtitle={t("header.subtitle", { count: glossaryTerms.length })}
      />
      <Container className="py-16">
        <GlossaryExplorer terms={glossaryTerms} labels={explorerLabels(locale)} locale={locale} />
      </Container>
      <section className="border-t border-ink-700 bg-ink-900/40 py-20">
        <Container>
          <h2 className="text-h2 font-bold">{t("guides.title")}</h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {glossaryGuides.map((guide) => (
              <li key={guide.title} className="min-w-0">
                <Card className="h-full">
                  <div className="flex items-center justify-between gap-3">
                    <BookOpen className="size-6 shrink-0 text-brand-300" aria-hidden="true" />
                    <span className="text-sm font-semibold text-gold-300">{guide.count}</span>
                  </div>
                  <h3 className="mt-4 text-lg font-semibold">{guide.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{guide.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </SiteChrome>
  );
}
