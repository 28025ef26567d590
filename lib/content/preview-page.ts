import "server-only";
import { eq } from "drizzle-orm";
import { cache } from "react";
import { getDb } from "@/db";
import { articles } from "@/db/schema";
import type { Article } from "@/lib/content/articles";
import { readBodyOffThread } from "@/lib/content/read-body";
import { ARTICLE_FIELDS, articleRevision, getArticle, type ArticleFields } from "@/lib/content/store";

// The article row a preview starts from (its id, dates, language, twin), once per request: the
// preview's root layout needs its language, the page the rest.
export const articleRow = cache(async (id: number): Promise<Article | null> => {
  const [row] = await getDb().select().from(articles).where(eq(articles.id, id)).limit(1);
  return row ?? null;
});

const NULLABLE = new Set<string>(["seoTitle", "seoDescription", "featuredImage", "featuredImageAlt"]);

// Fields the editor sent but has not saved, kept only where their type is right.
function unsavedFields(unsaved: Record<string, unknown> | null): Partial<ArticleFields> {
  const fields: Record<string, unknown> = {};
  for (const name of ARTICLE_FIELDS) {
    const value = unsaved?.[name];
    const valid =
      name === "tags"
        ? Array.isArray(value) && value.every((tag) => typeof tag === "string")
        : typeof value === "string" || (value === null && NULLABLE.has(name));
    if (valid) fields[name] = value;
  }
  return fields as Partial<ArticleFields>;
}

// An article as its page would show it with a revision published: the head revision (and the
// editor's unsaved fields over it), or the numbered one a link names, in the row's place, the body
// rendered by the publish's own renderer, off the request's thread (an unsaved body too slow to read
// shows the saved one). Null for an unknown id.
export async function articlePreview(
  id: number,
  unsaved: Record<string, unknown> | null,
  revision: number | "head" = "head",
): Promise<{ article: Article; revision: number; changed: boolean } | null> {
  const row = await articleRow(id);
  if (!row) return null;
  const [fields, number] = revision === "head" ? [(await getArticle(id)).draft, row.revision] : [await articleRevision(id, revision), revision];
  const typed = unsavedFields(unsaved);
  // The editor's fields differ from the revision's: the banner says the preview has unsaved changes.
  const changed = Object.entries(typed).some(([name, value]) => JSON.stringify(value) !== JSON.stringify(fields[name as keyof ArticleFields]));
  const { body, ...rest } = { ...fields, ...typed };
  const html = (markdown: string) => readBodyOffThread(markdown).then((read) => read.parts.html);
  const content = await html(body).catch(() => (body === fields.body ? "" : html(fields.body).catch(() => "")));
  return { article: { ...row, ...rest, content }, revision: number, changed };
}
