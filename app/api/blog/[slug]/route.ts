// GET /api/blog/{slug} - one published article, or 404; ?lang=fr for a French article's slug.
import { handle, jsonError, methodsNotAllowed } from "@/lib/api";
import { getPublishedArticleBySlug, toArticleDto } from "@/lib/content/articles";

export const GET = handle(async (request: Request, { params }: RouteContext<"/api/blog/[slug]">) => {
  const { slug } = await params;
  const lang = new URL(request.url).searchParams.get("lang") ?? "en";
  if (lang !== "en" && lang !== "fr") return jsonError(400, "lang must be en or fr");
  const article = await getPublishedArticleBySlug(slug, lang);
  return article ? Response.json(await toArticleDto(article)) : jsonError(404, "Article not found");
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
