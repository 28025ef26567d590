// GET /api/blog - every published article (drafts never leave the server); ?lang=fr for the French
// adaptations, with the same fields.
import { handle, jsonError, methodsNotAllowed } from "@/lib/api";
import { getArticlesVersion, getPublishedArticles, toArticleDto } from "@/lib/content/articles";
import { versionedBody } from "@/lib/http/versioned-body";
import type { Locale } from "@/lib/i18n/locale";

// About 480 KB of JSON per language: built and tagged once per version of the articles, not per
// request. A shared cache (server.mjs's own, a CDN) may keep it five minutes and serve it stale for a
// day while it revalidates.
const list = (locale: Locale) =>
  versionedBody({
    contentType: "application/json",
    cacheControl: "public, max-age=60, s-maxage=300, stale-while-revalidate=86400",
    version: getArticlesVersion,
    build: async () => JSON.stringify(await Promise.all((await getPublishedArticles(undefined, locale)).map(toArticleDto))),
  });
const lists = { en: list("en"), fr: list("fr") };

export const GET = handle(async (request: Request) => {
  const lang = new URL(request.url).searchParams.get("lang") ?? "en";
  if (lang !== "en" && lang !== "fr") return jsonError(400, "lang must be en or fr");
  return lists[lang](request);
});

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(["GET"]);
