import { Quote } from "lucide-react";
import { DemoButton } from "@/components/demo-request/demo-button";
import { PageHeader } from "@/components/layout/page-header";
import { RoiCalculator } from "@/components/roi-calculator/roi-calculator";
import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { roiExplanations, roiSampleResults } from "@/content/roi-calculator";
import { constructMetadata } from "@/lib/seo/metadata";

export const metadata = constructMetadata({
  title: "Dealership Marketing ROI Calculator",
  description:
    "Enter your ad spend, leads, close rate, sale value and margin to see your current marketing ROI and what Torque Analytics could add, in CAD.",
  path: "/tools/roi-calculator",
});

export default function RoiCalculatorPage() {
  return (
    <>
      <PageHeader
        path="/tools/roi-calculator"
        eyebrow="ROI Calculator"
        title="What is your marketing really returning?"
        subtitle="Five numbers from your CRM and DMS. The calculator shows today's return on ad spend and the return Torque customers typically reach, updated as you type."
      />
      <Container className="py-16">
        <RoiCalculator />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <DemoButton cta="roi-start-trial" variant="gold" size="lg">
            Start Free Trial
          </DemoButton>
          <DemoButton cta="roi-consultation" variant="secondary" size="lg">
            Schedule ROI Consultation
          </DemoButton>
        </div>
      </Container>

      <section className="border-y border-ink-700 bg-ink-900/40 py-20">
        <Container>
          <SectionHeading
            eyebrow="How the projection works"
            title="Built on 500+ Canadian implementations"
            subtitle="The projected scenario applies three averages measured across Torque customers to your own figures, then compares the result with the $597 a month the Professional plan costs."
          />
          <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {roiExplanations.map((item) => (
              <li key={item.title}>
                <Card className="h-full">
                  <Icon name={item.icon} className="size-6 text-brand-300" />
                  <h3 className="mt-4 font-semibold">{item.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-fg-muted">{item.text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section className="py-20">
        <Container>
          <SectionHeading eyebrow="Sample results" title="What three dealerships saw" />
          <ul className="mt-12 grid gap-5 lg:grid-cols-3">
            {roiSampleResults.map((s) => (
              <li key={s.dealership}>
                <Card className="flex h-full flex-col">
                  <p className="text-xs font-semibold tracking-wide text-gold-300 uppercase">{s.type}</p>
                  <h3 className="mt-2 text-lg font-semibold">
                    {s.dealership} <span className="font-normal text-fg-subtle">· {s.city}</span>
                  </h3>
                  <dl className="mt-4 space-y-2 text-sm">
                    <div>
                      <dt className="text-fg-subtle">Before</dt>
                      <dd>{s.before}</dd>
                    </div>
                    <div>
                      <dt className="text-fg-subtle">After</dt>
                      <dd>{s.after}</dd>
                    </div>
                  </dl>
                  <p className="mt-4 font-semibold text-success-400">{s.result}</p>
                  <blockquote className="mt-5 flex-1 border-t border-ink-700 pt-5 text-sm leading-relaxed text-fg-muted">
                    <Quote className="mb-2 size-4 text-brand-400" aria-hidden="true" />
                    {s.quote}
                  </blockquote>
                  <p className="mt-4 text-sm font-semibold">
                    {s.author}, <span className="font-normal text-fg-subtle">{s.role}</span>
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
