import { Card } from "@/components/ui/card";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { careerBenefits } from "@/content/careers";

export function CareerBenefits() {
  return (
    <section aria-label="Benefits" className="py-section">
      <Container>
        <SectionHeading
          eyebrow="Benefits"
          title="We Invest in the People Who Build Torque"
          subtitle="Competitive pay in Canadian dollars, equity for everyone, and the time and support to do your best work."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {careerBenefits.map((benefit) => (
            <li key={benefit.title}>
              <Card className="h-full">
                <span className="grid size-11 place-items-center rounded-control bg-gold-400/15 ring-1 ring-gold-400/40">
                  <Icon name={benefit.icon} className="size-5.5 text-gold-300" />
                </span>
                <h3 className="mt-5 text-lg font-semibold">{benefit.title}</h3>
                <p className="mt-2 text-[0.9375rem] leading-relaxed text-fg-muted">{benefit.text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
