import { Container } from "@/components/ui/container";

export default function CityLoading() {
  return (
    <Container className="py-24" aria-busy="true">
      <p className="text-fg-muted">Loading city information...</p>
    </Container>
  );
}
