"use client";

import { lazy, Suspense, useState } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { LayoutGrid, LogIn, Menu } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { DemoButton } from "@/components/demo-request/demo-button";
import { siteConfig } from "@/lib/site-config";
import { useActiveSection } from "@/lib/client/use-active-section";
import { cn } from "@/lib/utils";
import { LanguageLink } from "./language-link";

// The sheet (Radix Dialog) loads when a menu is first opened, keeping it out of every page's first load.
const Sheet = lazy(() => import("@/components/ui/sheet").then((m) => ({ default: m.Sheet })));

export interface MenuItem {
  label: string;
  section?: string;
  href?: string;
}

// Labels come from the server in the page's language.
export interface MenuLabels {
  open: string;
  title: string;
  nav: string;
  close: string;
  getDemo: string;
  clientLogin: string;
  // The same page in the other language.
  language: { href: string; to: "en" | "fr"; name: string; label: string };
}

function useSectionNavigation(home: string, close: () => void) {
  const pathname = usePathname();
  const router = useRouter();
  return (id: string) => {
    close();
    if (pathname !== home) {
      router.push(`${home}#${id}`);
      return;
    }
    // Wait for the sheet to unmount and release its scroll lock before scrolling.
    setTimeout(() => {
      const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      document.getElementById(id)?.scrollIntoView({ behavior: reduce ? "auto" : "smooth" });
      history.replaceState(null, "", `#${id}`);
    }, 50);
  };
}

const itemStyles = (active: boolean) =>
  cn(
    "flex w-full items-center rounded-control px-4 py-3 text-left text-base font-medium transition-colors",
    active ? "bg-brand-600/20 text-fg ring-1 ring-brand-400/40" : "text-fg-muted hover:bg-ink-800 hover:text-fg",
  );

// One slide-in menu: its trigger button, and the sheet with section links (and page links).
function SlideInMenu({
  side,
  items,
  labels,
  home,
  sectionIds,
  icon,
  triggerClassName,
  footer,
}: {
  side: "left" | "right";
  items: MenuItem[];
  labels: MenuLabels;
  home: string;
  sectionIds: string[];
  icon: React.ReactNode;
  triggerClassName: string;
  footer?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const onHome = usePathname() === home;
  const active = useActiveSection(sectionIds, onHome && open);
  const goTo = useSectionNavigation(home, () => setOpen(false));
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        aria-label={labels.open}
        aria-expanded={open}
        className={triggerClassName}
      >
        {icon}
      </button>
      {loaded && (
        <Suspense fallback={null}>
          <Sheet open={open} onOpenChange={setOpen} side={side} title={labels.title} closeLabel={labels.close}>
            <nav aria-label={labels.nav} className="mt-6">
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.label}>
                    {item.href ? (
                      <Link href={item.href} onClick={() => setOpen(false)} className={itemStyles(false)}>
                        {item.label}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        onClick={() => goTo(item.section!)}
                        aria-current={active === item.section ? "location" : undefined}
                        className={itemStyles(active === item.section)}
                      >
                        {item.label}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            {footer}
            <p className="mt-6 border-t border-ink-700 pt-4">
              <LanguageLink
                {...labels.language}
                className="inline-flex rounded-control px-4 py-3 text-base font-medium text-fg-muted hover:bg-ink-800 hover:text-fg"
              />
            </p>
          </Sheet>
        </Suspense>
      )}
    </>
  );
}

// The left drawer: Home, Features, Analytics, Platform, Integrations, Results, About and Blog.
export function DrawerMenu({ items, labels, home, sectionIds }: { items: MenuItem[]; labels: MenuLabels; home: string; sectionIds: string[] }) {
  return (
    <SlideInMenu
      side="left"
      items={items}
      labels={labels}
      home={home}
      sectionIds={sectionIds}
      icon={<LayoutGrid className="size-5" aria-hidden="true" />}
      triggerClassName="grid size-10 place-items-center rounded-control text-fg-muted ring-1 ring-ink-700 hover:bg-ink-800 hover:text-fg"
    />
  );
}

// The phone menu: the five sections of the top navigation, plus the demo and the client login.
export function MobileMenu({ items, labels, home, sectionIds }: { items: MenuItem[]; labels: MenuLabels; home: string; sectionIds: string[] }) {
  return (
    <SlideInMenu
      side="right"
      items={items}
      labels={labels}
      home={home}
      sectionIds={sectionIds}
      icon={<Menu className="size-5" aria-hidden="true" />}
      triggerClassName="grid size-10 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg xl:hidden"
      footer={
        <div className="mt-auto space-y-3 pt-8">
          <DemoButton cta="mobile-menu" className="w-full">
            {labels.getDemo}
          </DemoButton>
          <a href={siteConfig.portalUrl} className={buttonStyles({ variant: "secondary", className: "w-full" })}>
            <LogIn className="size-4" aria-hidden="true" />
            {labels.clientLogin}
          </a>
        </div>
      }
    />
  );
}
