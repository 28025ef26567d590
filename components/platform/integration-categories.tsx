import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import type { IntegrationCategory } from "@/content/platform";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";

// The integration library by category, each with its number of connectors and a few examples.
export function IntegrationCategories({ categories, locale }: { categories: readonly IntegrationCategory[]; locale: Locale }) {
  const t = translator(locale, "platform");
  return (
    <ul aria-label={t("categories.label")} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {categories.map((c) => (
        <li key={c.title} className="min-w-0">
          <Card className="flex h-full flex-col transition-colors hover:border-brand-400/50">
            <div className="flex items-start justify-between gap-4">
              <span className="grid size-12 shrink-0 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
                <Icon name={c.icon} className="size-6 text-brand-300" />
              </span>
              <p className="text-right">
                <span className="block text-h2 leading-none font-extrabold text-gold-300 tabular-nums">{c.count}</span>
                <span className="mt-1 block text-xs tracking-wide text-fg-subtle uppercase">{t("categories.count")}</span>
              </p>
            </div>
            <h3 className="mt-5 text-h3 font-semibold text-balance">{c.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{c.description}</p>
            <ul aria-label={t("categories.examples", { category: c.title })} className="mt-5 flex flex-wrap gap-2">
              {c.examples.map((e) => (
                <li key={e} className="rounded-full bg-ink-800 px-3 py-1 text-xs font-medium text-fg-muted ring-1 ring-ink-600">
                  {e}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
