import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { Icon } from "@/components/ui/icon";
import type { CommunityResource } from "@/content/solutions";
import type { Locale } from "@/lib/i18n/locale";
import { localePath } from "@/lib/routes";

// Free guides and tools for small dealers: each card links to a page on the site, in the page's language.
export function CommunityResources({ resources, locale }: { resources: readonly CommunityResource[]; locale: Locale }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {resources.map((r) => (
        <li key={r.href} className="min-w-0">
          <Link
            href={localePath(r.href, locale)}
            className="group flex h-full flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6 transition-colors hover:border-brand-400/50"
          >
            <span className="grid size-11 place-items-center rounded-control bg-brand-600/20 ring-1 ring-brand-400/30">
              <Icon name={r.icon} className="size-5.5 text-brand-300" />
            </span>
            <h3 className="mt-5 text-lg font-semibold group-hover:text-brand-200">{r.title}</h3>
            <p className="mt-2 flex-1 leading-relaxed text-fg-muted">{r.text}</p>
            <ArrowRight className="mt-5 size-5 text-brand-300 transition-transform group-hover:translate-x-1" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
