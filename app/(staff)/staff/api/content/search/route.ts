// GET /staff/api/content/search?q=&locale=&status=&category=&stale=1 - articles matching every word, best first
import { searchArticles } from "@/lib/content/workspace-search";
import { staffApi } from "@/lib/staff/action";
import { searchQuerySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: searchQuerySchema }, async ({ q, ...filter }) => ({
  results: (await searchArticles(q, filter)).map(({ id, locale, title, slug, status, snippet, rank }) => ({ id, locale, title, slug, status, snippet, rank })),
}));
