"use client";

import { lazy, Suspense, useState } from "react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { LayoutGrid, LogIn, Menu } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { DemoButton } from "@/components/demo-request/demo-button";
import { drawerLinks, homeSectionIds, homeSections } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { useActiveSection } from "@/lib/use-active-section";
import { cn } from "@/lib/utils";

// The sheet (Radix Dialog) loads when a menu is first opened, keeping it out of every page's first load.
const Sheet = lazy(() => import("@/components/ui/sheet").then((m) => ({ default: m.Sheet })));

function useSectionNavigation(close: () => void) {
  const pathname = usePathname();
  const router = useRouter();
  return (id: string) => {
    close();
    if (pathname !== "/") {
      router.push(`/#${id}`);
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

function useMenu() {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return {
    open,
    loaded,
    setOpen,
    show: () => {
      setLoaded(true);
      setOpen(true);
    },
  };
}

// The left drawer: Home, Features, Analytics, Platform, Integrations, Results, About and Blog.
export function DrawerMenu() {
  const menu = useMenu();
  const onHome = usePathname() === "/";
  const active = useActiveSection(homeSectionIds, onHome && menu.open);
  const goTo = useSectionNavigation(() => menu.setOpen(false));
  return (
    <>
      <button
        type="button"
        onClick={menu.show}
        aria-label="Open site menu"
        aria-expanded={menu.open}
        className="grid size-10 place-items-center rounded-control text-fg-muted ring-1 ring-ink-700 hover:bg-ink-800 hover:text-fg"
      >
        <LayoutGrid className="size-5" aria-hidden="true" />
      </button>
      {menu.loaded && (
        <Suspense fallback={null}>
          <Sheet open={menu.open} onOpenChange={menu.setOpen} side="left" title="Navigate">
            <nav aria-label="Site menu" className="mt-6">
              <ul className="space-y-1">
                {drawerLinks.map((link) => (
                  <li key={link.label}>
                    {link.href ? (
                      <Link href={link.href} onClick={() => menu.setOpen(false)} className={itemStyles(false)}>
                        {link.label}
                      </Link>
                    ) : (
                      <button
                        type="button"
                        onClick={() => goTo(link.section!)}
                        aria-current={active === link.section ? "location" : undefined}
                        className={itemStyles(active === link.section)}
                      >
                        {link.label}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          </Sheet>
        </Suspense>
      )}
    </>
  );
}

// The phone menu: the same five sections as the top navigation, plus the demo and login.
export function MobileMenu() {
  const menu = useMenu();
  const onHome = usePathname() === "/";
  const active = useActiveSection(homeSectionIds, onHome && menu.open);
  const goTo = useSectionNavigation(() => menu.setOpen(false));
  return (
    <>
      <button
        type="button"
        onClick={menu.show}
        aria-label="Open navigation"
        aria-expanded={menu.open}
        className="grid size-10 place-items-center rounded-control text-fg-muted hover:bg-ink-800 hover:text-fg lg:hidden"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {menu.loaded && (
        <Suspense fallback={null}>
          <Sheet open={menu.open} onOpenChange={menu.setOpen} side="right" title="Menu">
            <nav aria-label="Mobile" className="mt-6">
              <ul className="space-y-1">
                {homeSections.map((section) => (
                  <li key={section.id}>
                    <button
                      type="button"
                      onClick={() => goTo(section.id)}
                      aria-current={active === section.id ? "location" : undefined}
                      className={itemStyles(active === section.id)}
                    >
                      {section.label}
                    </button>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-auto space-y-3 pt-8">
              <DemoButton cta="mobile-menu" className="w-full">
                Get Demo
              </DemoButton>
              <a href={siteConfig.portalUrl} className={buttonStyles({ variant: "secondary", className: "w-full" })}>
                <LogIn className="size-4" aria-hidden="true" />
                Client Login
              </a>
            </div>
          </Sheet>
        </Suspense>
      )}
    </>
  );
}
