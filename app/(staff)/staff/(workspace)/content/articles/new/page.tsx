import { notFound } from "next/navigation";
import { ArticleEditorPage } from "@/components/staff/content/article-editor-page";
import { staffTitle } from "@/components/staff/metadata";
import { getArticle } from "@/lib/content/store";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("newArticle");

// GET /staff/content/articles/new - a new English article, or with ?translationOf={id} the French
// adaptation of that English article (its fields start from the English, to be translated).
export default async function NewArticlePage({ searchParams }: PageProps<"/staff/content/articles/new">) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content/articles/new" });
  const { translationOf } = await searchParams;
  if (typeof translationOf !== "string") return <ArticleEditorPage staff={staff} article={null} />;
  const english = /^\d+$/.test(translationOf) ? await getArticle(Number(translationOf)).catch(() => null) : null;
  if (!english || english.locale !== "en") notFound();
  return <ArticleEditorPage staff={staff} article={null} english={english} />;
}
