import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Badge, type BadgeVariant } from "@/components/ui/badge";
import type { SeoPriority, SitemapGroup } from "@/content/sitemap";

const priorityBadge: Record<SeoPriority, BadgeVariant> = {
  High: "gold",
  Medium: "default",
  Low: "secondary",
};

export function SitemapGroupCard({ group }: { group: SitemapGroup }) {
  const headingId = `${group.id}-heading`;
  return (
    <section
      id={group.id}
      aria-labelledby={headingId}
      className="mb-6 break-inside-avoid rounded-card border border-ink-700 bg-ink-900/80 p-6 sm:p-8"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-h3 font-bold">
          {group.title}
        </h2>
        <p className="flex items-center gap-2 text-xs font-medium text-fg-subtle">
          SEO priority
          <Badge variant={priorityBadge[group.priority]}>{group.priority}</Badge>
        </p>
      </div>
      <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{group.description}</p>
      <ul className="mt-6 divide-y divide-ink-700 border-t border-ink-700">
        {group.links.map((link) => (
          <li key={link.url}>
            <Link
              href={link.url}
              hrefLang={link.lang}
              className="group flex items-start justify-between gap-4 py-4 transition-colors"
            >
              <span className="min-w-0">
                <span lang={link.lang} className="block font-semibold text-fg group-hover:text-brand-200">
                  {link.title}
                </span>
                <span className="mt-0.5 block font-mono text-xs break-all text-brand-300">{link.url}</span>
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
        ))}
      </ul>
    </section>
  );
}
