// The parts of an address after the path, in the page's language. Content and components name a
// section by its English id and the blog filter by its English category; a French page carries
// French ones (/fr#fonctionnalites, /fr/confidentialite#vos-droits, /fr/blogue?categorie=...), so
// the address a visitor copies reads in French, and English pages keep the English ones.
// Pure data, imported by the browser too (lib/routes.ts pulls the city records in with it).
// Relative imports: next.config.ts loads this through lib/routes.ts, outside the "@/" alias.
import type { ArticleCategory } from "../content/blog-categories";
import type { Locale } from "./i18n/locale";

const FRENCH_IDS: Record<string, string> = {
  // The home page's sections (the header's navigation)
  home: "accueil",
  features: "fonctionnalites",
  analytics: "analytique",
  platform: "plateforme",
  integrations: "integrations",
  results: "resultats",
  about: "a-propos",
  contact: "nous-joindre",
  // /pricing
  plans: "forfaits",
  // /faq
  "getting-started": "pour-commencer",
  "platform-features": "fonctionnalites-plateforme",
  "pricing-billing": "tarifs-facturation",
  implementation: "implantation",
  support: "soutien",
  "security-privacy": "securite-confidentialite",
  // /careers
  "open-positions": "postes-ouverts",
  // /sitemap
  solutions: "solutions",
  resources: "ressources",
  "city-intelligence": "portrait-des-marches",
  "blog-and-insights": "blogue-et-analyses",
  "company-information": "entreprise",
  "legal-and-compliance": "juridique-et-conformite",
  // /privacy
  "who-we-are-and-accountability": "qui-nous-sommes",
  "information-we-collect": "renseignements-recueillis",
  "how-we-use-information": "utilisation-des-renseignements",
  "cookies-and-electronic-messages": "temoins-et-messages-electroniques",
  "storage-and-sharing": "conservation-et-communication",
  "security-and-incidents": "securite-et-incidents",
  retention: "duree-de-conservation",
  "your-rights": "vos-droits",
  "children-changes-and-contact": "enfants-modifications-et-coordonnees",
  // /terms
  "agreement-and-accounts": "entente-et-comptes",
  "plans-billing-and-taxes": "forfaits-facturation-et-taxes",
  "free-trial": "essai-gratuit",
  "customer-data-and-intellectual-property": "donnees-du-client-et-propriete-intellectuelle",
  "acceptable-use": "utilisation-acceptable",
  "integrations-and-third-party-services": "integrations-et-services-de-tiers",
  confidentiality: "confidentialite",
  "service-levels-and-support": "niveaux-de-service-et-soutien",
  "warranties-and-liability": "garanties-et-responsabilite",
  "termination-and-data-export": "resiliation-et-exportation-des-donnees",
  "governing-law-changes-and-contact": "droit-applicable-modifications-et-coordonnees",
};

/** A section's id (and fragment) in a language: "your-rights" is "vos-droits" in French, "step-2" "etape-2". */
export function anchorIn(locale: Locale, id: string): string {
  if (locale === "en") return id;
  return FRENCH_IDS[id] ?? id.replace(/^step-(\d+)$/, "etape-$1");
}

/** Every English id with a French twin, for the tests. */
export const translatedAnchors: readonly string[] = Object.keys(FRENCH_IDS);

// The blog list's filter: ?category=Digital%20Analytics in English, ?categorie=analytique-numerique
// in French (the category's French name as a slug).
export const CATEGORY_PARAM: Record<Locale, string> = { en: "category", fr: "categorie" };
const FRENCH_CATEGORY_VALUES: Record<ArticleCategory, string> = {
  "Digital Analytics": "analytique-numerique",
  "Marketing Reporting": "rapports-marketing",
  "Advertising Dashboard": "tableau-de-bord-publicitaire",
};

export const categoryFilterValue = (locale: Locale, category: ArticleCategory) => (locale === "fr" ? FRENCH_CATEGORY_VALUES[category] : category);

/** The category a filter value names in a language, or null. */
export function categoryOfFilterValue(locale: Locale, value: string | null): ArticleCategory | null {
  if (value === null) return null;
  const categories = Object.keys(FRENCH_CATEGORY_VALUES) as ArticleCategory[];
  return categories.find((c) => categoryFilterValue(locale, c) === value) ?? null;
}

/** "?category=…#your-rights" as a French address writes it: "?categorie=…#vos-droits". */
export function frenchQueryAndFragment(rest: string): string {
  const hash = rest.indexOf("#");
  const [query, fragment] = hash === -1 ? [rest, ""] : [rest.slice(0, hash), rest.slice(hash + 1)];
  let search = query;
  if (query.startsWith("?")) {
    const params = new URLSearchParams(query.slice(1));
    const category = categoryOfFilterValue("en", params.get(CATEGORY_PARAM.en));
    if (category) {
      params.delete(CATEGORY_PARAM.en);
      params.set(CATEGORY_PARAM.fr, categoryFilterValue("fr", category));
    }
    search = `?${params.toString()}`;
  }
  return search + (hash === -1 ? "" : `#${anchorIn("fr", fragment)}`);
}
