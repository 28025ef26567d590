// The editor's calls to the content API (/staff/api/content/..., JSON, the staff session's cookie),
// and the tiny message filler its words need: client components get their words as templates.

export interface ApiAnswer<T> {
  status: number;
  body: T;
}

// One JSON call; null when the workspace cannot be reached. A lost session goes to sign-in and back.
export async function contentApi<T>(url: string, method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE" = "GET", body?: unknown): Promise<ApiAnswer<T> | null> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    cache: "no-store",
  }).catch(() => null);
  if (!response) return null;
  if (response.status === 401) {
    window.location.assign(new URL(`/staff/sign-in?next=${encodeURIComponent(window.location.pathname)}`, window.location.origin));
    return null;
  }
  return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
}

// "{count} / {max}" with its values: the catalogue's plain placeholders, filled in the browser.
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

// The key of an article's status in content.statuses: while a submission is pending, "In review"
// (or, for an article on the site, "Published, changes in review") in the list and the editor alike.
export const statusKey = <S extends string>(status: S, inReview: boolean): S | "inReview" | "inReviewLive" =>
  inReview ? (status === "draft" || status === "unpublished" ? "inReview" : "inReviewLive") : status;
