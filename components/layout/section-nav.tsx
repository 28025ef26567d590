"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { homeSectionIds, homeSections } from "@/lib/routes";
import { useActiveSection } from "@/lib/use-active-section";
import { cn } from "@/lib/utils";

// The desktop top navigation: scrolls to the home page's sections and highlights the one in view.
export function SectionNav() {
  const onHome = usePathname() === "/";
  const active = useActiveSection(homeSectionIds, onHome);
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {homeSections.map((section) => (
          <li key={section.id}>
            <Link
              href={`/#${section.id}`}
              aria-current={active === section.id ? "location" : undefined}
              className={cn(
                "rounded-control px-3 py-2 text-sm font-medium transition-colors",
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
