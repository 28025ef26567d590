import { notFound } from "next/navigation";
import { ArticleEditorPage } from "@/components/staff/content/article-editor-page";
import { staffTitle } from "@/components/staff/metadata";
import { getArticle } from "@/lib/content/store";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("article");

// GET /staff/content/articles/{id} - an article's editor, its preview beside it, its revisions, and
// for a French adaptation its English twin side by side.
export default async function ArticlePage({ params }: PageProps<"/staff/content/articles/[id]">) {
  const { id } = await params;
  const staff = await requireStaff({ role: "editor", returnTo: `/staff/content/articles/${id}` });
  const article = /^\d+$/.test(id) ? await getArticle(Number(id)).catch(() => null) : null;
  if (!article) notFound();
  return <ArticleEditorPage staff={staff} article={article} />;
}
