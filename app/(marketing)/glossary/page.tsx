import { BookOpen } from "lucide-react";
import { GlossaryExplorer } from "@/components/glossary/glossary-explorer";
import { PageHeader } from "@/components/layout/page-header";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { glossaryGuides, glossaryTerms } from "@/content/glossary";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Automotive Marketing Glossary",
  description:
    "Plain definitions of the analytics, attribution, CRM and ROI terms Canadian dealerships use, each with a worked example in CAD.",
  path: "/glossary",
});

export default function GlossaryPage() {
  return (
    <>
      <PageHeader
        path="/glossary"
        eyebrow="Industry Glossary"
        title="The language of dealership marketing"
        subtitle={`${glossaryTerms.length} terms your BDC, sales desk, agency and dealer principal use, each defined plainly with a worked dealership example.`}
      />
      <Container className="py-16">
        <GlossaryExplorer terms={glossaryTerms} />
      </Container>
      <section className="border-t border-ink-700 bg-ink-900/40 py-20">
        <Container>
          <h2 className="text-h2 font-bold">Go deeper</h2>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {glossaryGuides.map((guide) => (
              <li key={guide.title}>
                <Card className="h-full">
                  <div className="flex items-center justify-between">
                    <BookOpen className="size-6 text-brand-300" aria-hidden="true" />
                    <span className="text-sm font-semibold text-gold-300">{guide.count}</span>
                  </div>
                  <h3 className="mt-4 text-lg font-semibold">{guide.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{guide.description}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
