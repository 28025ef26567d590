import Link from "next/link";
import { OpenChatButton } from "@/components/chat/open-chat-button";
import { FaqExplorer, type FaqExplorerLabels } from "@/components/faq/faq-explorer";
import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { JsonLd } from "@/components/seo/json-ld";
import { buttonStyles } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import type { FaqGroup } from "@/content/faq";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";
import { faqPage } from "@/lib/seo/structured-data";

const PATH = "/faq";

export const faqMetadata = (locale: Locale) => {
  const t = translator(locale, "faq");
  return pageMetadata(locale, PATH, { title: t("meta.title"), description: t("meta.description") });
};

// What the explorer (a client component) shows, in the page's language: its plural sentences are
// finished here, one per possible number of matches.
function explorerLabels(locale: Locale, groups: FaqGroup[]): FaqExplorerLabels {
  const t = translator(locale, "faq");
  const total = groups.reduce((n, g) => n + g.questions.length, 0);
  return {
    search: t("search.label"),
    placeholder: t("search.placeholder"),
    matches: Array.from({ length: total + 1 }, (_, count) => t("search.matches", { count, query: "{query}" })),
    summary: t("search.summary", { count: total, groups: groups.length }),
    empty: t("search.empty"),
  };
}

// /faq and /fr/faq: the category sidebar, the searchable question groups, then the support cards.
export function FaqPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "faq");
  const { faqGroups, faqSidebarCategories, supportCards } = contentIn(locale, "faq");
  return (
    <SiteChrome locale={locale} path={PATH}>
      <JsonLd
        data={faqPage(
          faqGroups.flatMap((g) => g.questions),
          locale,
        )}
      />
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={t("header.eyebrow")} title={t("header.title")} subtitle={t("header.subtitle")} />
      <Container className="grid gap-10 py-16 lg:grid-cols-[15rem_1fr]">
        <nav aria-label={t("categories.label")} className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <p className="text-xs font-semibold tracking-widest text-fg-subtle uppercase">{t("categories.title")}</p>
          <ul className="mt-3 flex flex-wrap gap-2 lg:flex-col lg:gap-1">
            {faqSidebarCategories.map((c) => (
              <li key={c.href}>
                <Link
                  href={localePath(c.href, locale)}
                  className="block rounded-control px-3 py-2 text-sm text-fg-muted ring-1 ring-ink-700 hover:bg-ink-800 hover:text-fg lg:ring-0"
                >
                  {c.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FaqExplorer groups={faqGroups.map((g) => ({ ...g, id: anchorIn(locale, g.id) }))} labels={explorerLabels(locale, faqGroups)} />
      </Container>
      <section id={anchorIn(locale, "support")} className="border-t border-ink-700 bg-ink-900/40 py-20">
        <Container>
          <h2 className="text-h2 font-bold">{t("support.title")}</h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {supportCards.map((card) => (
              <li key={card.title} className="min-w-0">
                <Card className="flex h-full flex-col">
                  <Icon name={card.icon} className="size-6 text-brand-300" />
                  <h3 className="mt-4 text-lg font-semibold">{card.title}</h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-fg-muted">{card.text}</p>
                  <div className="mt-5">
                    {card.action.href ? (
                      <a href={localePath(card.action.href, locale)} className={buttonStyles({ variant: "secondary", size: "sm" })}>
                        {card.action.label}
                      </a>
                    ) : (
                      <OpenChatButton>{card.action.label}</OpenChatButton>
                    )}
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </SiteChrome>
  );
}
