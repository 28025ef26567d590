import { LogIn } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { DemoButton } from "@/components/demo-request/demo-button";
import { translate, type Locale } from "@/content/i18n";
import { drawerLinks, homeSections } from "@/lib/content/home-sections";
import { siteConfig } from "@/lib/site-config";
import { Logo } from "./logo";
import { ScrollProgress } from "./scroll-progress";
import { SectionNav } from "./section-nav";
import { DrawerMenu, MobileMenu, type MenuLabels } from "./site-menus";

export function SiteHeader({ locale = "en" }: { locale?: Locale }) {
  const t = (text: string) => translate(locale, text);
  const sections = homeSections.map((s) => ({ id: s.id, section: s.id, label: t(s.label) }));
  const common = { close: t("Close menu"), getDemo: t("Get Demo"), clientLogin: t("Client Login") };
  const drawerLabels: MenuLabels = { ...common, open: t("Open site menu"), title: t("Navigate"), nav: t("Site menu") };
  const mobileLabels: MenuLabels = { ...common, open: t("Open navigation"), title: t("Menu"), nav: t("Mobile") };
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700/70 bg-ink-950/85 backdrop-blur-md">
      <ScrollProgress />
      <Container className="flex h-16 items-center justify-between gap-4">
        <div className="flex items-center gap-3">
          <DrawerMenu items={drawerLinks.map((l) => ({ ...l, label: t(l.label) }))} labels={drawerLabels} />
          <Logo />
        </div>
        <SectionNav items={sections} label={t("Main")} />
        <div className="flex items-center gap-2">
          <a href={siteConfig.portalUrl} className={buttonStyles({ variant: "ghost", size: "sm", className: "max-sm:hidden" })}>
            <LogIn className="size-4" aria-hidden="true" />
            {common.clientLogin}
          </a>
          <DemoButton cta="nav" size="sm" className="max-sm:hidden">
            {common.getDemo}
          </DemoButton>
          <MobileMenu items={sections} labels={mobileLabels} />
        </div>
      </Container>
    </header>
  );
}
