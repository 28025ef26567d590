import "server-only";
import type { BlogPosting, BreadcrumbList, FAQPage, Organization, SoftwareApplication, WebSite, WithContext } from "schema-dts";
import type { Article } from "@/db/schema";
import { ogImageUrl } from "@/lib/seo/metadata";
import { absoluteUrl, siteConfig } from "@/lib/site-config";

// JSON-LD builders (schema.org, typed with schema-dts). Figures are the site's published ones; no
// invented ratings or reviews.

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

export function website(): WithContext<WebSite> {
  return { "@context": "https://schema.org", "@type": "WebSite", name: siteConfig.name, url: siteConfig.url, inLanguage: "en-CA" };
}

export function blogPosting(article: Article): WithContext<BlogPosting> {
  const url = absoluteUrl(`/blog/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.excerpt,
    articleSection: article.category,
    keywords: article.tags.join(", "),
    dateModified: article.updatedAt,
    datePublished: article.updatedAt,
    image: absoluteUrl(ogImageUrl.article(article.slug)),
    url,
    mainEntityOfPage: url,
    inLanguage: "en-CA",
    author: organizationRef,
    publisher: organizationRef,
  };
}

export function faqPage(items: { question: string; answer: string }[], inLanguage = "en-CA"): WithContext<FAQPage> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    inLanguage,
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

// Home > page (> sub-page): the trail a sub-page's 'Back to Home' implies.
export function breadcrumbs(trail: { name: string; path: string }[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

export function softwareApplication(offers: { name: string; price: string; description: string }[]): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: siteConfig.name,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: absoluteUrl("/pricing"),
    description: siteConfig.description,
    offers: offers.map((o) => ({
      "@type": "Offer",
      name: o.name,
      description: o.description,
      price: o.price,
      priceCurrency: "CAD",
      url: absoluteUrl("/pricing"),
      priceSpecification: { "@type": "UnitPriceSpecification", price: o.price, priceCurrency: "CAD", unitCode: "MON" },
    })),
  };
}
