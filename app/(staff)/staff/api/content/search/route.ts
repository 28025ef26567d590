// GET /staff/api/content/search?q=&locale=&status=&category=&stale=1 - articles and city pages matching every word, best first
import { searchContent } from "@/lib/content/workspace-search";
import { staffApi } from "@/lib/staff/action";
import { searchQuerySchema } from "@/lib/validations/content";

export const GET = staffApi({ role: "editor", schema: searchQuerySchema }, async ({ q, ...filter }) => ({
  results: (await searchContent(q, filter)).map(({ kind, id, locale, title, slug, status, href, snippet, rank }) => ({
    kind,
    id,
    locale,
    title,
    slug,
    status,
    href,
    snippet,
    rank,
  })),
}));
