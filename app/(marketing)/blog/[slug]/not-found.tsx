import { NotFoundMessage } from "@/components/layout/not-found-message";

export default function ArticleNotFound() {
  return (
    <NotFoundMessage
      title="Article not found"
      text="This article doesn't exist or is no longer published."
      backHref="/blog"
      backLabel="Back to Blog"
    />
  );
}
