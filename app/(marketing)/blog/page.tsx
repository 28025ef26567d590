import { BlogExplorer } from "@/components/blog/blog-explorer";
import { PageHeader } from "@/components/layout/page-header";
import { Container } from "@/components/ui/container";
import { getCategoryCounts, getPublishedArticles } from "@/lib/content/articles";
import { isoDay } from "@/lib/content/blog-display";
import { constructMetadata } from "@/lib/seo/metadata";

// Lists what the database holds: articles added after the build appear within the hour.
export const revalidate = 3600;

export const metadata = constructMetadata({
  title: "Dealership Marketing Analytics Blog",
  description:
    "Practical articles on attribution, cost per sale, reporting and advertising dashboards for Canadian car dealerships, dealer groups and agencies.",
  path: "/blog",
});

export default async function BlogPage() {
  const articles = (await getPublishedArticles()).map(({ id, slug, title, excerpt, category }) => ({ id, slug, title, excerpt, category }));

  return (
    <>
      <PageHeader
        path="/blog"
        eyebrow="Blog"
        title="Dealership Marketing Insights"
        subtitle="How Canada's best-run dealerships measure, report and act on every advertising dollar. Written by people who have sat in the Monday sales meeting."
      />
      <Container className="py-16">
        <BlogExplorer articles={articles} counts={await getCategoryCounts()} today={isoDay(new Date())} />
      </Container>
    </>
  );
}
