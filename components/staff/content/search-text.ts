// The editor's words about an address and a search result, pure (a client component runs them): the slug a
// title suggests, and the search result a page's fields make, with the gates' limits (lib/content/gates.ts:
// TITLE_SUFFIX, SEARCH_TITLE_MAX, DESCRIPTION.max) handed in, since the gates' module is the server's.

/** The search result's limits: the site's suffix after a title, a title's and a description's lengths. */
export interface SearchLimits {
  titleSuffix: string;
  searchTitleMax: number;
  descriptionMax: number;
}

const SLUG_MAX = 80;

/** A slug suggested from a title: accents folded (« Réclamations coop » → reclamations-coop), œ and æ spelled
 * out, anything else between words a hyphen, cut at a word within 80 characters. */
export function suggestSlug(title: string): string {
  const words = title
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/œ/g, "oe")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX) return slug || word.slice(0, SLUG_MAX);
    slug = next;
  }
  return slug;
}

/** A text as a search result shows it: whole within `max` characters, else cut at the last word that fits
 * with an ellipsis after it (about 60 characters of a title, 160 of a description). */
export function cutForSearch(text: string, max: number): { text: string; cut: boolean } {
  const chars = [...text.trim().replace(/\s+/g, " ")];
  if (chars.length <= max) return { text: chars.join(""), cut: false };
  const room = chars.slice(0, max - 1).join("");
  const space = room.lastIndexOf(" ");
  const kept = (space > max / 2 ? room.slice(0, space) : room).replace(/[\s,;:.!?–—-]+$/u, "");
  return { text: `${kept}…`, cut: true };
}

/** The search result's title and description as the page will have them: the SEO title (else the title) with
 * the site's suffix, the SEO description (else the excerpt). */
export function searchSnippet(draft: { title: string; seoTitle: string | null; excerpt: string; seoDescription: string | null }, limits: SearchLimits) {
  return {
    title: cutForSearch(`${draft.seoTitle?.trim() || draft.title.trim()}${limits.titleSuffix}`, limits.searchTitleMax),
    description: cutForSearch(draft.seoDescription?.trim() || draft.excerpt.trim(), limits.descriptionMax),
  };
}
