import { Container } from "@/components/ui/container";

export default function HomePage() {
  return (
    <section className="py-section">
      <Container>
        <h1 className="text-display font-extrabold">Stop Guessing. Start Dominating.</h1>
      </Container>
    </section>
  );
}
