import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { StatGrid } from "@/components/platform/stat-grid";
import { ImplementationTimeline } from "@/components/solutions/implementation-timeline";
import { ProblemSolution } from "@/components/solutions/problem-solution";
import { SuccessStories } from "@/components/solutions/success-stories";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/solutions/groups";

export const solutionsGroupsMetadata = (locale: Locale) => {
  const t = translator(locale, "solutions");
  return pageMetadata(locale, PATH, { title: t("groups.meta.title"), description: t("groups.meta.description") });
};

// /solutions/groups and /fr/solutions/groupes: challenges and answers, enterprise features, success
// stories, the four rollout phases and the enterprise figures.
export function SolutionsGroupsPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "solutions");
  const page = contentIn(locale, "solutions").groupsSolution;
  const { hero, cta } = page;
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={hero.badge} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="groups-hero" />
      </PageHeader>

      <PageSection eyebrow={t("groups.challenge.eyebrow")} title={t("groups.challenge.title")} subtitle={t("groups.challenge.subtitle")}>
        <ProblemSolution
          problemLabel={t("groups.challenge.problemLabel")}
          problems={page.challenges}
          solutionLabel={t("groups.challenge.solutionLabel")}
          solutions={page.solutions}
        />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow={t("groups.enterpriseFeatures.eyebrow")}
        title={t("groups.enterpriseFeatures.title")}
        subtitle={t("groups.enterpriseFeatures.subtitle")}
      >
        <FeatureGrid items={page.enterpriseFeatures} columns={3} />
      </PageSection>

      <PageSection eyebrow={t("groups.successStories.eyebrow")} title={t("groups.successStories.title")}>
        <SuccessStories stories={page.successStories} locale={locale} />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow={t("groups.implementation.eyebrow")}
        title={t("groups.implementation.title")}
        subtitle={t("groups.implementation.subtitle")}
      >
        <ImplementationTimeline
          label={t("groups.implementation.label")}
          stages={page.implementationPhases.map((p) => ({ marker: p.phase, title: p.title, duration: p.duration, text: p.text }))}
        />
      </PageSection>

      <PageSection eyebrow={t("groups.enterpriseBenefits.eyebrow")} title={t("groups.enterpriseBenefits.title")}>
        <StatGrid stats={page.enterpriseBenefits} />
      </PageSection>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="groups-closing" />
    </SiteChrome>
  );
}
