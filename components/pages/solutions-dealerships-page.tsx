import { PageHeader } from "@/components/layout/page-header";
import { SiteChrome } from "@/components/layout/site-chrome";
import { CtaBand } from "@/components/platform/cta-band";
import { FeatureGrid } from "@/components/platform/feature-grid";
import { HeroActions } from "@/components/platform/hero-actions";
import { PageSection } from "@/components/platform/page-section";
import { TestimonialGrid } from "@/components/platform/testimonial-grid";
import { FeatureGroups } from "@/components/solutions/feature-groups";
import { ImplementationTimeline } from "@/components/solutions/implementation-timeline";
import { ProblemSolution } from "@/components/solutions/problem-solution";
import { contentIn } from "@/lib/i18n/content";
import type { Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { pageMetadata } from "@/lib/seo/metadata";

const PATH = "/solutions/dealerships";

export const solutionsDealershipsMetadata = (locale: Locale) => {
  const t = translator(locale, "solutions");
  return pageMetadata(locale, PATH, { title: t("dealerships.meta.title"), description: t("dealerships.meta.description") });
};

// /solutions/dealerships and /fr/solutions/concessionnaires: problems and answers, features by desk,
// testimonials, the four-week implementation plan and security.
export function SolutionsDealershipsPage({ locale }: { locale: Locale }) {
  const t = translator(locale, "solutions");
  const content = contentIn(locale, "solutions");
  const page = content.dealershipsSolution;
  const { hero, cta } = page;
  // "Week 1" ... are identifiers in the data: French shows their label.
  const week = (w: (typeof page.implementationPlan)[number]["week"]) => ("weekLabels" in content ? content.weekLabels[w] : w);
  return (
    <SiteChrome locale={locale} path={PATH}>
      <PageHeader locale={locale} path={localePath(PATH, locale)} eyebrow={hero.badge} title={hero.title} subtitle={hero.subtitle}>
        <HeroActions primary={cta.primary} secondary={cta.secondary} cta="dealerships-hero" />
      </PageHeader>

      <PageSection eyebrow={t("dealerships.problem.eyebrow")} title={t("dealerships.problem.title")} subtitle={t("dealerships.problem.subtitle")}>
        <ProblemSolution
          problemLabel={t("dealerships.problem.problemLabel")}
          problems={page.problems}
          solutionLabel={t("dealerships.problem.solutionLabel")}
          solutions={page.solutions}
        />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow={t("dealerships.features.eyebrow")}
        title={t("dealerships.features.title")}
        subtitle={t("dealerships.features.subtitle")}
      >
        <FeatureGroups groups={page.featureGroups} />
      </PageSection>

      <PageSection eyebrow={t("dealerships.testimonials.eyebrow")} title={t("dealerships.testimonials.title")}>
        <TestimonialGrid items={page.testimonials} />
      </PageSection>

      <PageSection
        tone="muted"
        eyebrow={t("dealerships.implementation.eyebrow")}
        title={t("dealerships.implementation.title")}
        subtitle={t("dealerships.implementation.subtitle")}
      >
        <ImplementationTimeline
          label={t("dealerships.implementation.label")}
          stages={page.implementationPlan.map((w) => ({ marker: week(w.week), title: w.title, tasks: w.tasks }))}
        />
      </PageSection>

      <PageSection eyebrow={t("dealerships.security.eyebrow")} title={t("dealerships.security.title")} subtitle={t("dealerships.security.subtitle")}>
        <FeatureGrid items={page.security} columns={4} />
      </PageSection>

      <CtaBand title={cta.title} text={cta.text} primary={cta.primary} secondary={cta.secondary} cta="dealerships-closing" />
    </SiteChrome>
  );
}
