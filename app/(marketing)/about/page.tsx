import { AboutClosing } from "@/components/company/about-closing";
import { AboutStats } from "@/components/company/about-stats";
import { AwardsList } from "@/components/company/awards-list";
import { CompanyTimeline } from "@/components/company/company-timeline";
import { CompanyValues } from "@/components/company/company-values";
import { FounderStory } from "@/components/company/founder-story";
import { HeadquartersSection } from "@/components/company/headquarters-section";
import { LeadershipGrid } from "@/components/company/leadership-grid";
import { PageHeader } from "@/components/layout/page-header";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "About Us",
  description:
    "Founded in Toronto in 2019, Torque Analytics helps 500+ Canadian dealerships tie every ad dollar to sold cars. Meet our team, values and headquarters.",
  path: "/about",
});

export default function AboutPage() {
  return (
    <>
      <PageHeader
        path="/about"
        eyebrow="About Torque Analytics"
        title="We Prove Which Ad Dollars Sell Cars"
        subtitle="Since 2018 we have helped Canadian dealerships, dealer groups and agencies connect their advertising to sold vehicles and gross profit, with every record kept in Canada."
      />
      <AboutStats />
      <FounderStory />
      <CompanyTimeline />
      <LeadershipGrid />
      <CompanyValues />
      <AwardsList />
      <HeadquartersSection />
      <AboutClosing />
    </>
  );
}
