// Site-wide constants: one place for the company's names, addresses and outbound links.
export const siteConfig = {
  name: "Torque Analytics",
  shortName: "Torque",
  // The chat assistant, named in each language ("IA" is French for "AI").
  assistantName: { en: "Torque AI", fr: "Torque IA" },
  tagline: "Marketing ROI intelligence for Canadian dealerships",
  description:
    "Torque Analytics joins your advertising, lead, sales, inventory and profit data in one dashboard, " +
    "so Canadian dealerships know exactly which dollars sell cars.",
  url: process.env.SITE_URL ?? "http://localhost:3000",
  email: "hello@torqueanalytics.ca",
  salesEmail: "sales@torqueanalytics.ca",
  supportEmail: "support@torqueanalytics.ca",
  careersEmail: "careers@torqueanalytics.ca",
  privacyEmail: "privacy@torqueanalytics.ca",
  demoEmail: "demo@torqueanalytics.ca",
  phone: "1-888-555-0142",
  phoneHref: "tel:+18885550142",
  location: "Toronto, Canada",
  portalUrl: "https://app.torqueanalytics.ca/login",
  schedulingUrl: "https://calendly.com/torque-analytics/private-demo",
  linkedInUrl: "https://www.linkedin.com/company/torque-analytics",
} as const;

// A site path as an absolute URL on the public origin (sitemaps, structured data).
export const absoluteUrl = (path: string) => new URL(path, siteConfig.url).toString();
