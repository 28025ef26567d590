import { LogIn } from "lucide-react";
import { buttonStyles } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { DemoButton } from "@/components/demo-request/demo-button";
import { siteLinks } from "@/content/links";
import { homeSectionIds } from "@/lib/content/home-sections";
import { anchorIn } from "@/lib/fragments";
import { otherLocale, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { siteConfig } from "@/lib/site-config";
import { LanguageLink } from "./language-link";
import { Logo } from "./logo";
import { ScrollProgress } from "./scroll-progress";
import { SectionNav } from "./section-nav";
import { DrawerMenu, MobileMenu, type MenuLabels } from "./site-menus";

export function SiteHeader({ locale, alternate }: { locale: Locale; alternate: string | null }) {
  const t = translator(locale, "chrome");
  const c = translator(locale, "common");
  const home = localePath("/", locale);
  const other = otherLocale(locale);
  const language = { href: alternate ?? localePath("/", other), to: other, name: t("language.name"), label: t("language.label") };
  // Section ids in the page's language (#fonctionnalites on /fr).
  const sectionIds = homeSectionIds.map((id) => anchorIn(locale, id));
  const label = (id: string) => t(`nav.${id}` as "nav.home");
  const sections = siteLinks.filter((l) => l.nav).map((l) => ({ id: anchorIn(locale, l.id!), section: anchorIn(locale, l.id!), label: label(l.id!) }));
  const common = { close: t("closeMenu"), getDemo: c("getDemo"), clientLogin: c("clientLogin"), language };
  const drawerLabels: MenuLabels = { ...common, open: t("drawer.open"), title: t("drawer.title"), nav: t("drawer.nav") };
  const mobileLabels: MenuLabels = { ...common, open: t("mobile.open"), title: t("mobile.title"), nav: t("mobile.nav") };
  const drawer = siteLinks
    .filter((l) => l.drawer)
    .map((l) => ({ section: l.section && anchorIn(locale, l.id!), href: l.href && localePath(l.href, locale), label: label(l.id!) }));
  return (
    <header className="sticky top-0 z-40 border-b border-ink-700/70 bg-ink-950/85 backdrop-blur-md">
      <ScrollProgress />
      <Container className="flex h-16 items-center justify-between gap-2">
        <div className="flex items-center gap-3">
          <DrawerMenu items={drawer} labels={drawerLabels} home={home} sectionIds={sectionIds} />
          <Logo href={home} />
        </div>
        <SectionNav items={sections} label={t("nav.label")} home={home} sectionIds={sectionIds} />
        <div className="flex items-center gap-1 sm:gap-2">
          <LanguageLink {...language} compact className={buttonStyles({ variant: "ghost", size: "sm", className: "max-sm:px-2" })} />
          {/* Beside the section links (xl to 2xl) the login is its icon: the French labels overflowed 1280 px. */}
          <a
            href={siteConfig.portalUrl}
            title={common.clientLogin}
            className={buttonStyles({ variant: "ghost", size: "sm", className: "max-sm:hidden xl:max-2xl:px-2.5" })}
          >
            <LogIn className="size-4" aria-hidden="true" />
            <span className="xl:max-2xl:sr-only">{common.clientLogin}</span>
          </a>
          <DemoButton cta="nav" size="sm" className="max-sm:hidden">
            {common.getDemo}
          </DemoButton>
          <MobileMenu items={sections} labels={mobileLabels} home={home} sectionIds={sectionIds} />
        </div>
      </Container>
    </header>
  );
}
