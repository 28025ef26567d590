import { Container } from "@/components/ui/container";

export default function ArticleLoading() {
  return (
    <Container narrow className="py-24" aria-busy="true">
      <p className="text-fg-muted">Loading article...</p>
      <div aria-hidden="true" className="mt-8 animate-pulse space-y-4">
        <div className="h-10 w-3/4 rounded bg-ink-800" />
        <div className="h-4 rounded bg-ink-800" />
        <div className="h-4 w-5/6 rounded bg-ink-800" />
      </div>
    </Container>
  );
}
