import { DemoButton } from "@/components/demo-request/demo-button";
import { Container } from "@/components/ui/container";

export function AboutClosing() {
  return (
    <section className="py-section">
      <Container>
        <div className="rounded-panel border border-brand-400/30 bg-gradient-to-br from-ink-850 to-ink-900 p-8 text-center shadow-glow sm:p-12">
          <h2 className="text-h2 font-bold text-balance">See What Torque Finds in Your Store</h2>
          <p className="mx-auto mt-4 max-w-xl text-fg-muted">
            A 30-minute private demo on your own market: cost per sale by source, budget leaks and a 90-day ROI forecast.
          </p>
          <DemoButton cta="about-closing" variant="gold" size="lg" className="mt-8">
            Request a Private Demo
          </DemoButton>
        </div>
      </Container>
    </section>
  );
}
