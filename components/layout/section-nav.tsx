"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useActiveSection } from "@/lib/client/use-active-section";
import { cn } from "@/lib/utils";

// The desktop top navigation: scrolls to the home page's sections and highlights the one in view.
// `sectionIds` are every section of the home page, in page order and in the page's language.
export function SectionNav({ items, label, home, sectionIds }: { items: { id: string; label: string }[]; label: string; home: string; sectionIds: string[] }) {
  const onHome = usePathname() === home;
  const active = useActiveSection(sectionIds, onHome);
  return (
    <nav aria-label={label} className="hidden xl:block">
      <ul className="flex items-center gap-1">
        {items.map((section) => (
          <li key={section.id}>
            <Link
              href={`${home}#${section.id}`}
              aria-current={active === section.id ? "location" : undefined}
              className={cn(
                "rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors",
                active === section.id ? "bg-ink-800 text-fg" : "text-fg-muted hover:text-fg",
              )}
            >
              {section.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
