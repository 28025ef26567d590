import { ReviewsView } from "@/components/staff/content/review-list";
import { staffTitle } from "@/components/staff/metadata";
import { warmHtmlChecker } from "@/lib/content/nu-checker";
import { reviewRequired } from "@/lib/content/publish";
import { listReviews } from "@/lib/content/review";
import { requireStaff } from "@/lib/staff/session";

export const generateMetadata = staffTitle("reviews");

// GET /staff/content/reviews - the reviews (issue 40): an administrator sees every pending one
// (approve, which publishes, or send back with a comment) and turns review on or off; an editor sees
// their own submissions and what became of them. A pending article's card shows what its submitted
// revision changes from the live one, field by field (lib/content/review.ts, againstLive).
export default async function ReviewsPage() {
  const staff = await requireStaff({ role: "editor", returnTo: "/staff/content/reviews" });
  const [reviews, required] = await Promise.all([listReviews(staff), reviewRequired()]);
  // An administrator about to approve: the HTML checker starts now, not at the first approval.
  if (staff.role === "admin" && reviews.some((r) => r.status === "pending")) warmHtmlChecker();
  return <ReviewsView staff={staff} reviews={reviews} required={required} />;
}
