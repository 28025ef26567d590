// GET /api/blog - every published article (drafts never leave the server)
import { handle, methodsNotAllowed } from "@/lib/api";
import { getPublishedArticles, toArticleDto } from "@/lib/articles";

export const GET = handle(async () => Response.json((await getPublishedArticles()).map(toArticleDto)));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
