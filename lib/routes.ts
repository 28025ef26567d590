// Canonical paths of the site in both languages, in one place: links, the language switcher,
// hreflang alternates, sitemaps, redirects and tests read them from here. A page is named by its
// English path; localePath() gives its address in either language. Plain data, safe in the browser.
import type { Locale } from "./i18n/locale";
import { frenchQueryAndFragment } from "./fragments";

const CITY_PREFIX = { en: "/automotive-advertising-dashboard", fr: "/fr/tableau-de-bord-publicite-automobile" };
const BLOG_PREFIX = { en: "/blog", fr: "/fr/blogue" };

export const cityPath = (slug: string, locale: Locale = "en") => `${CITY_PREFIX[locale]}/${slug}`;
// Articles have a slug in each language (content/articles/fr/*.md names its English twin).
export const articlePath = (slug: string, locale: Locale = "en") => `${BLOG_PREFIX[locale]}/${slug}`;

// Every page with a fixed path: its English path and its French address.
export const frenchPaths: Record<string, string> = {
  "/": "/fr",
  "/blog": "/fr/blogue",
  "/platform/ai-analytics": "/fr/plateforme/analytique-ia",
  "/platform/dashboards": "/fr/plateforme/tableaux-de-bord",
  "/platform/roi-tracking": "/fr/plateforme/suivi-rci",
  "/platform/integrations": "/fr/plateforme/integrations",
  "/pricing": "/fr/tarifs",
  "/solutions/dealerships": "/fr/solutions/concessionnaires",
  "/solutions/agencies": "/fr/solutions/agences",
  "/solutions/groups": "/fr/solutions/groupes",
  "/solutions/small-business": "/fr/solutions/petits-concessionnaires",
  "/faq": "/fr/faq",
  "/glossary": "/fr/glossaire",
  "/tools/roi-calculator": "/fr/outils/calculateur-rci",
  "/about": "/fr/a-propos",
  "/careers": "/fr/carrieres",
  "/contact": "/fr/nous-joindre",
  "/privacy": "/fr/confidentialite",
  "/terms": "/fr/conditions-utilisation",
  "/training/facebook-messenger-guide": "/fr/formation/guide-facebook-messenger",
  "/sitemap": "/fr/plan-du-site",
};

// Every canonical page with a fixed path, in English (articles and cities come from the database).
export const staticPages = Object.keys(frenchPaths);

const englishOf = new Map(Object.entries(frenchPaths).map(([en, fr]) => [fr, en]));

// The page at an English canonical path, in a language, with its query and fragment in that
// language too (lib/fragments.ts); a bare "#section" is the fragment on the same page. A path the
// table does not know (an external link, an asset) is returned as it is.
export function localePath(path: string, locale: Locale): string {
  if (locale === "en") return path;
  const split = path.search(/[?#]/);
  const [pathname, rest] = split === -1 ? [path, ""] : [path.slice(0, split), path.slice(split)];
  const fixed = pathname === "" ? "" : frenchPaths[pathname];
  if (fixed !== undefined) return fixed + frenchQueryAndFragment(rest);
  for (const prefix of [CITY_PREFIX, BLOG_PREFIX]) {
    if (pathname.startsWith(`${prefix.en}/`)) return prefix.fr + pathname.slice(prefix.en.length) + frenchQueryAndFragment(rest);
  }
  return path;
}

// Which language a path is in, and the same page in the other language (the language switcher,
// hreflang). Articles are not in the table: their pages pass their own twin.
export function languageOf(path: string): Locale {
  return path === "/fr" || path.startsWith("/fr/") ? "fr" : "en";
}

export function pathIn(path: string, locale: Locale): string | null {
  const from = languageOf(path);
  if (from === locale) return path;
  if (from === "en") {
    const translated = localePath(path, "fr");
    return translated === path ? null : translated;
  }
  const english = englishOf.get(path);
  if (english) return english;
  if (path.startsWith(`${CITY_PREFIX.fr}/`)) return CITY_PREFIX.en + path.slice(CITY_PREFIX.fr.length);
  return null;
}

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

// Alias -> canonical path. Each pair of the spec's route table is one page: the footer's path is the
// canonical one, and next.config.ts answers the other with a permanent (308) redirect to it. The
// French site has the same aliases in French, and the Montreal page's first French address.
export const routeAliases: Record<string, string> = {
  "/platform/pricing": "/pricing",
  "/solutions/auto-dealerships": "/solutions/dealerships",
  "/solutions/marketing-agencies": "/solutions/agencies",
  "/solutions/automotive-groups": "/solutions/groups",
  "/solutions/small-dealers": "/solutions/small-business",
  "/resources/faq": "/faq",
  "/resources/industry-glossary": "/glossary",
  "/resources/roi-calculator": "/tools/roi-calculator",
  "/company/about": "/about",
  "/company/careers": "/careers",
  "/company/contact": "/contact",
  "/company/privacy-policy": "/privacy",
  "/company/terms-of-service": "/terms",
  "/facebook-messenger-guide": "/training/facebook-messenger-guide",
  "/solutions/toronto-dealerships": cityPath("toronto"),
};

export const frenchAliases: Record<string, string> = {
  "/fr/plateforme/tarifs": "/fr/tarifs",
  "/fr/solutions/concessionnaires-automobiles": "/fr/solutions/concessionnaires",
  "/fr/solutions/agences-marketing": "/fr/solutions/agences",
  "/fr/solutions/groupes-automobiles": "/fr/solutions/groupes",
  "/fr/solutions/petites-entreprises": "/fr/solutions/petits-concessionnaires",
  "/fr/ressources/faq": "/fr/faq",
  "/fr/ressources/glossaire": "/fr/glossaire",
  "/fr/ressources/calculateur-rci": "/fr/outils/calculateur-rci",
  "/fr/entreprise/a-propos": "/fr/a-propos",
  "/fr/entreprise/carrieres": "/fr/carrieres",
  "/fr/entreprise/nous-joindre": "/fr/nous-joindre",
  "/fr/entreprise/politique-de-confidentialite": "/fr/confidentialite",
  "/fr/entreprise/conditions-utilisation": "/fr/conditions-utilisation",
  "/fr/guide-facebook-messenger": "/fr/formation/guide-facebook-messenger",
  "/fr/solutions/concessionnaires-toronto": cityPath("toronto", "fr"),
  "/fr/automotive-advertising-dashboard/montreal": cityPath("montreal", "fr"),
  // The English word, typed after /fr.
  "/fr/contact": "/fr/nous-joindre",
};
