// GET /api/blog/{slug} - one published article, or 404
import { handle, jsonError, methodsNotAllowed } from "@/lib/api";
import { getPublishedArticleBySlug, toArticleDto } from "@/lib/content/articles";

export const GET = handle(async (_request: Request, { params }: RouteContext<"/api/blog/[slug]">) => {
  const { slug } = await params;
  const article = await getPublishedArticleBySlug(slug);
  return article ? Response.json(toArticleDto(article)) : jsonError(404, "Article not found");
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
