// GET /api/blog - every published article (drafts never leave the server)
import { handle, methodsNotAllowed } from "@/lib/api";
import { getArticlesVersion, getPublishedArticles, toArticleDto } from "@/lib/content/articles";
import { versionedBody } from "@/lib/http/versioned-body";

// About 480 KB of JSON: built, compressed and tagged once per version of the articles, not per request.
// A CDN may keep it five minutes and serve it stale for a day while it revalidates with the ETag.
const articleList = versionedBody({
  path: "/api/blog",
  contentType: "application/json",
  cacheControl: "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
  version: getArticlesVersion,
  build: async () => JSON.stringify((await getPublishedArticles()).map(toArticleDto)),
});

export const GET = handle(async (request: Request) => articleList(request));

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
