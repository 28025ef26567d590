import { PageHeader } from "@/components/layout/page-header";
import { SearchEngineFiles } from "@/components/sitemap/search-engine-files";
import { SitemapGroupCard } from "@/components/sitemap/sitemap-group-card";
import { SitemapStats } from "@/components/sitemap/sitemap-stats";
import { Container } from "@/components/ui/container";
import { sitemapGroups, sitemapIntro } from "@/content/sitemap";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Site Map",
  description:
    "Every page on Torque Analytics in one place: platform, solutions, city market intelligence, resources, blog, company information and legal documents.",
  path: "/sitemap",
});

export default function SitemapPage() {
  return (
    <>
      <PageHeader
        path="/sitemap"
        eyebrow={sitemapIntro.eyebrow}
        title={sitemapIntro.title}
        subtitle={sitemapIntro.subtitle}
      >
        <SitemapStats />
      </PageHeader>
      <Container className="py-16 sm:py-20">
        <div className="gap-6 lg:columns-2">
          {sitemapGroups.map((group) => (
            <SitemapGroupCard key={group.id} group={group} />
          ))}
        </div>
        <SearchEngineFiles />
      </Container>
    </>
  );
}
