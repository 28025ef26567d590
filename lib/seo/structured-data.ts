import "server-only";
import type { BlogPosting, BreadcrumbList, FAQPage, Organization, SoftwareApplication, WebSite, WithContext } from "schema-dts";
import type { Article } from "@/db/schema";
import { articleDates } from "@/lib/content/blog-display";
import { languageTag, type Locale } from "@/lib/i18n/locale";
import { translator } from "@/lib/i18n/messages";
import { localePath } from "@/lib/routes";
import { ogImageUrl } from "@/lib/seo/metadata";
import { absoluteUrl, siteConfig } from "@/lib/site-config";

// JSON-LD builders (schema.org, typed with schema-dts), each in the page's language (inLanguage and
// the text). Figures are the site's published ones; no invented ratings or reviews. Paths given
// are the page's own.

const organizationRef: Organization = { "@type": "Organization", name: siteConfig.name, url: siteConfig.url };

export function organization(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteConfig.name,
    url: siteConfig.url,
    logo: absoluteUrl("/icon.svg"),
    email: siteConfig.email,
    telephone: "+1-888-555-0142",
    address: { "@type": "PostalAddress", addressLocality: "Toronto", addressRegion: "ON", addressCountry: "CA" },
    sameAs: [siteConfig.linkedInUrl],
  };
}

export function website(locale: Locale): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: siteConfig.name,
    url: absoluteUrl(localePath("/", locale)),
    inLanguage: languageTag[locale],
  };
}

// `section` is the article's category as the page names it ("Analytique numérique" in French).
export function blogPosting(article: Article, path: string, locale: Locale, section: string): WithContext<BlogPosting> {
  const url = absoluteUrl(path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    articleSection: section,
    keywords: article.tags.join(", "),
    datePublished: articleDates(article).published,
    dateModified: articleDates(article).updated,
    image: absoluteUrl(ogImageUrl.article(article.slug)),
    url,
    mainEntityOfPage: url,
    inLanguage: languageTag[locale],
    author: organizationRef,
    publisher: organizationRef,
  };
}

export function faqPage(items: { question: string; answer: string }[], locale: Locale): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage: languageTag[locale],
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

// Home > page (> sub-page): the trail a sub-page's 'Back to Home' implies, in its language.
export function breadcrumbs(locale: Locale, trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  const home = { name: translator(locale, "chrome")("nav.home"), path: localePath("/", locale) };
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [home, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function softwareApplication(
  locale: Locale,
  description: string,
  offers: { name: string; price: string; description: string }[],
): WithContext<SoftwareApplication> {
  const url = absoluteUrl(localePath("/pricing", locale));
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: siteConfig.name,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    inLanguage: languageTag[locale],
    url,
    description,
    offers: offers.map((o) => ({
      "@type": "Offer",
      name: o.name,
      description: o.description,
      price: o.price,
      priceCurrency: "CAD",
      url,
      priceSpecification: { "@type": "UnitPriceSpecification", price: o.price, priceCurrency: "CAD", unitCode: "MON" },
    })),
  };
}
