import { ArticleNotFoundPage } from "@/components/pages/article-page";

export default function NotFound() {
  return <ArticleNotFoundPage locale="en" />;
}
