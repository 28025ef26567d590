import { ArticleCardSkeleton } from "@/components/blog/article-card";
import { Container } from "@/components/ui/container";

export default function BlogLoading() {
  return (
    <Container className="py-16" aria-busy="true">
      <p className="sr-only">Loading articles...</p>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <ArticleCardSkeleton />
          </li>
        ))}
      </ul>
    </Container>
  );
}
