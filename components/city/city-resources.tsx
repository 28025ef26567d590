import Link from "next/link";
import { ArrowRight } from "lucide-react";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";

const resources = [
  { key: "blog", href: "/blog" },
  { key: "roiCalculator", href: "/tools/roi-calculator" },
  { key: "integrations", href: "/platform/integrations" },
  { key: "pricing", href: "/pricing" },
  { key: "dealerships", href: "/solutions/dealerships" },
  { key: "faq", href: "/faq" },
] as const;

// Links from a city page to the rest of the site, in the page's language.
export function CityResources({ locale }: { locale: Locale }) {
  const t = translator(locale, "city");
  return (
    <>
      <h2 className="text-h3 font-semibold">{t("resources.title")}</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {resources.map((r) => (
          <li key={r.key} className="min-w-0">
            <Link
              href={localePath(r.href, locale)}
              className="group flex h-full items-start justify-between gap-4 rounded-card border border-ink-700 bg-ink-900/80 p-5 hover:border-brand-400/50"
            >
              <span className="min-w-0">
                <span className="font-semibold group-hover:text-brand-200">{t(`resources.items.${r.key}.label`)}</span>
                <span className="mt-1 block text-sm text-fg-muted">{t(`resources.items.${r.key}.text`)}</span>
              </span>
              <ArrowRight className="mt-0.5 size-4 shrink-0 text-brand-300" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
