import { LogIn } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { DemoButton } from "@/components/demo-request/demo-button";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "./logo";
import { ScrollProgress } from "./scroll-progress";
import { SectionNav } from "./section-nav";
import { DrawerMenu, MobileMenu } from "./site-menus";

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700/70 bg-ink-950/85 backdrop-blur-md">
      <ScrollProgress />
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <DrawerMenu />
          <Logo />
        </div>
        <SectionNav />
        <div className="flex items-center gap-2">
          <a
            href={siteConfig.portalUrl}
            className={buttonStyles({ variant: "ghost", size: "sm", className: "max-sm:hidden" })}
          >
            <LogIn className="size-4" aria-hidden="true" />
            Client Login
          </a>
          <DemoButton cta="nav" size="sm" className="max-sm:hidden">
            Get Demo
          </DemoButton>
          <MobileMenu />
        </div>
      </Container>
    </header>
  );
}
