import { ContentListView } from "@/components/staff/content/content-list";
import { listQueryOf } from "@/components/staff/content/list-query";
import { staffTitle } from "@/components/staff/metadata";
import { listCities } from "@/lib/content/city-store";
import { articlesInReview } from "@/lib/content/review";
import { scheduleMarks } from "@/lib/content/schedules";
import { listArticles } from "@/lib/content/store";
import { categoryNames } from "@/lib/content/terms";
import { searchContent } from "@/lib/content/workspace-search";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("content");

// GET /staff/content - editors and administrators: the articles in both languages with their status, a
// page at a time, filtered, ordered and searched by the address's query (components/staff/content/
// list-query.ts: a reload or a shared link shows the same list), with bulk actions on the rows chosen;
// then the city pages. Archived articles show only under their status filter.
export default async function ContentPage({ searchParams }: PageProps<"/staff/content">) {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content" });
  const categories = await categoryNames(staff.language);
  const view = listQueryOf(await searchParams, categories.keys());
  // With words to search: the matching articles and city pages, best first, each with the passage that matched.
  const [results, all, cities, marks, inReview] = await Promise.all([
    view.q ? searchContent(view.q, view.filter) : null,
    listArticles(view.q ? {} : view.filter),
    listCities(),
    scheduleMarks(),
    articlesInReview(),
  ]);
  return <ContentListView staff={staff} view={view} categories={categories} results={results} all={all} cities={cities} marks={marks} inReview={inReview} />;
}
