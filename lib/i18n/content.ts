import "server-only";
import * as aboutEn from "@/content/about";
import * as aboutFr from "@/content/fr/about";
import * as blogCategoriesEn from "@/content/blog-categories";
import * as blogCategoriesFr from "@/content/fr/blog-categories";
import * as careersEn from "@/content/careers";
import * as careersFr from "@/content/fr/careers";
import * as citiesEn from "@/content/cities";
import * as citiesFr from "@/content/fr/cities";
import * as contactEn from "@/content/contact";
import * as contactFr from "@/content/fr/contact";
import * as faqEn from "@/content/faq";
import * as faqFr from "@/content/fr/faq";
import * as glossaryEn from "@/content/glossary";
import * as glossaryFr from "@/content/fr/glossary";
import * as homeEn from "@/content/home";
import * as homeFr from "@/content/fr/home";
import * as legalEn from "@/content/legal";
import * as legalFr from "@/content/fr/legal";
import * as linksEn from "@/content/links";
import * as linksFr from "@/content/fr/links";
import * as platformEn from "@/content/platform";
import * as platformFr from "@/content/fr/platform";
import * as pricingEn from "@/content/pricing";
import * as pricingFr from "@/content/fr/pricing";
import * as roiCalculatorEn from "@/content/roi-calculator";
import * as roiCalculatorFr from "@/content/fr/roi-calculator";
import * as sitemapEn from "@/content/sitemap";
import * as sitemapFr from "@/content/fr/sitemap";
import * as solutionsEn from "@/content/solutions";
import * as solutionsFr from "@/content/fr/solutions";
import * as trainingEn from "@/content/training";
import * as trainingFr from "@/content/fr/training";
import type { Locale } from "@/lib/i18n/locale";

// The site's typed content (content/*.ts) in one language: the English module, or its French twin
// (content/fr/*.ts, the same shape checked by the compiler). Server-only, so a page never ships
// both languages: a client component is handed the part it shows. The one list of the pairs:
// contentIn reads it, and the content tests walk it (and fail on a twin left out of it).
export const twins = {
  about: { en: aboutEn, fr: aboutFr },
  blogCategories: { en: blogCategoriesEn, fr: blogCategoriesFr },
  careers: { en: careersEn, fr: careersFr },
  cities: { en: citiesEn, fr: citiesFr },
  contact: { en: contactEn, fr: contactFr },
  faq: { en: faqEn, fr: faqFr },
  glossary: { en: glossaryEn, fr: glossaryFr },
  home: { en: homeEn, fr: homeFr },
  legal: { en: legalEn, fr: legalFr },
  links: { en: linksEn, fr: linksFr },
  platform: { en: platformEn, fr: platformFr },
  pricing: { en: pricingEn, fr: pricingFr },
  roiCalculator: { en: roiCalculatorEn, fr: roiCalculatorFr },
  sitemap: { en: sitemapEn, fr: sitemapFr },
  solutions: { en: solutionsEn, fr: solutionsFr },
  training: { en: trainingEn, fr: trainingFr },
};
type Twins = typeof twins;

export function contentIn<K extends keyof Twins>(locale: Locale, key: K): Twins[K]["en"] | Twins[K]["fr"] {
  return twins[key][locale];
}
