import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { SeoPriority, SiteLink, SitemapGroup } from "@/content/links";
import { contentIn } from "@/lib/i18n/content";
import { anchorIn } from "@/lib/fragments";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";

const priorityBadge: Record<SeoPriority, BadgeVariant> = {
  High: "gold",
  Medium: "default",
  Low: "secondary",
};

// One group of the site map in the page's language: its pages at their addresses in that language
// (the content keeps English paths), and its SEO priority (the id in English, a label in French).
export function SitemapGroupCard({ group, locale }: { group: SitemapGroup & { links: SiteLink[] }; locale: Locale }) {
  const t = translator(locale, "sitemap");
  const content = contentIn(locale, "sitemap");
  const priority = "seoPriorityLabels" in content ? content.seoPriorityLabels[group.priority] : group.priority;
  const headingId = `${group.id}-heading`;
  return (
    <section
      id={anchorIn(locale, group.id)}
      aria-labelledby={headingId}
      className="mb-6 break-inside-avoid rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="min-w-0 text-h3 font-bold">
          {group.title}
        </h2>
        <p className="flex items-center gap-2 text-xs font-medium text-fg-subtle">
          {t("priority")}
          <Badge variant={priorityBadge[group.priority]}>{priority}</Badge>
        </p>
      </div>
      <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{group.description}</p>
      <ul className="mt-6 divide-y divide-ink-700 border-t border-ink-700">
        {group.links.map((link) => {
          const href = localePath(link.href!, locale);
          return (
            <li key={link.href}>
              <Link href={href} hrefLang={link.lang} className="group flex items-start justify-between gap-4 py-4 transition-colors">
                <span className="min-w-0">
                  <span lang={link.lang} className="block font-semibold text-fg group-hover:text-brand-200">
                    {link.title}
                  </span>
                  <span className="mt-0.5 block font-mono text-xs break-all text-brand-300">{href}</span>
                  <span lang={link.lang} className="mt-1.5 block text-sm leading-relaxed text-fg-muted">
                    {link.description}
                  </span>
                </span>
                <ArrowRight
                  className="mt-1 size-4 shrink-0 text-fg-subtle transition-transform group-hover:translate-x-0.5 group-hover:text-brand-300"
                  aria-hidden="true"
                />
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
