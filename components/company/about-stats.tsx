import { Container } from "@/components/ui/container";
import { aboutStats } from "@/content/about";

export function AboutStats() {
  return (
    <section aria-label="Torque Analytics at a glance" className="pt-16 sm:pt-20">
      <Container>
        <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {aboutStats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-card border border-ink-700 bg-ink-900/80 p-6">
              <dt className="order-2 mt-2 font-semibold text-fg">{stat.label}</dt>
              <dd className="order-1 text-h1 font-extrabold text-gold-300 tabular-nums">{stat.value}</dd>
              <dd className="order-3 mt-2 text-sm leading-relaxed text-fg-muted">{stat.detail}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}
