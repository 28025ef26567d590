// The site's public links in one table: every page or home-page section a menu lists, once, with
// where it is listed. Each place lists its rows in this table's order: the header's section
// navigation and phone menu (`nav`), the left drawer (`drawer`), a footer group (`footer`, spec
// section 2) and a site-map group (`sitemap`, the /sitemap page). Labels: the header, drawer and
// footer read the chrome catalogue by `id` (nav.<id>, footer.links.<id>; a city in the footer shows
// its name), the site map shows `title` and `description`, in French from content/fr/links.ts.
// Pages by English canonical path (lib/routes.ts gives the French one and lists the aliases). The
// spec's sample site map also lists URLs with no route (/resources/youtube, /resources/case-studies,
// /toronto, /vancouver, /calgary, /montreal, /edmonton); they are left out on purpose, because a
// site map of 404s helps nobody.

export type SeoPriority = "High" | "Medium" | "Low";

// The footer's groups in order; their titles are the chrome catalogue's footer.groups.<group>.
export const footerGroups = ["solutions", "cities", "resources", "company"] as const;
export type FooterGroup = (typeof footerGroups)[number];

export type SitemapGroupId =
  "platform" | "solutions" | "resources" | "city-intelligence" | "blog-and-insights" | "company-information" | "legal-and-compliance";

export interface SitemapGroup {
  /** kebab-case anchor, unique on the page */
  id: SitemapGroupId;
  title: string;
  description: string;
  priority: SeoPriority;
}

export interface SiteLink {
  /** the label's key in the chrome catalogue; for a section, also its id on the home page */
  id?: string;
  /** the page's English canonical path; a home-page section has `section` instead */
  href?: string;
  section?: true;
  /** BCP 47 language of the linked page, when it is not English */
  lang?: string;
  nav?: true;
  drawer?: true;
  footer?: FooterGroup;
  sitemap?: SitemapGroupId;
  /** the site map's words for the page */
  title?: string;
  description?: string;
}

// The site map's groups in order, with their SEO priority.
export const sitemapGroups: SitemapGroup[] = [
  {
    id: "platform",
    title: "Platform",
    description: "What the Torque platform does, how it connects to your systems and what it costs.",
    priority: "High",
  },
  {
    id: "solutions",
    title: "Solutions",
    description: "How Torque fits the way each kind of automotive business buys and measures advertising.",
    priority: "High",
  },
  {
    id: "resources",
    title: "Resources",
    description: "Answers, definitions, calculators and training for dealers who want to measure marketing properly.",
    priority: "Medium",
  },
  {
    id: "city-intelligence",
    title: "City Intelligence",
    description: "Local market data and advertising dashboards for Canada's major automotive markets.",
    priority: "High",
  },
  {
    id: "blog-and-insights",
    title: "Blog & Insights",
    description: "Practical articles on attribution, reporting and advertising dashboards for Canadian dealers.",
    priority: "Medium",
  },
  {
    id: "company-information",
    title: "Company Information",
    description: "Who we are, where to find us and how to join the team.",
    priority: "Medium",
  },
  {
    id: "legal-and-compliance",
    title: "Legal & Compliance",
    description: "How we handle personal information and the terms that govern use of the platform.",
    priority: "Low",
  },
];

export const siteLinks: SiteLink[] = [
  // The home page's sections.
  { id: "home", section: true, drawer: true },
  { id: "features", section: true, nav: true, drawer: true },
  { id: "analytics", section: true, drawer: true },
  { id: "platform", section: true, nav: true, drawer: true },
  { id: "integrations", section: true, nav: true, drawer: true },
  { id: "results", section: true, drawer: true },
  { id: "about", section: true, nav: true, drawer: true },
  { id: "contact", section: true, nav: true },
  // Platform
  {
    href: "/",
    sitemap: "platform",
    title: "Home",
    description: "Marketing ROI intelligence for Canadian dealerships: an overview of the platform, results and integrations.",
  },
  {
    href: "/platform/ai-analytics",
    sitemap: "platform",
    title: "AI Analytics",
    description: "AI insights, predictive ROI forecasts, anomaly alerts and Deal Autopsy, ranked by what they are worth to your store.",
  },
  {
    href: "/platform/dashboards",
    sitemap: "platform",
    title: "Dashboards",
    description: "One screen for every dollar, lead and deal, with views for general managers, marketing, BDC and dealer principals.",
  },
  {
    href: "/platform/roi-tracking",
    sitemap: "platform",
    title: "ROI Tracking",
    description: "Closed-loop attribution and cost per sold unit, so you know exactly which advertising dollars sell cars.",
  },
  {
    href: "/platform/integrations",
    sitemap: "platform",
    title: "Integrations",
    description: "300+ connections to DMS, CRM, marketing, inventory and communication tools, with a four-step setup.",
  },
  {
    id: "pricing",
    href: "/pricing",
    footer: "solutions",
    sitemap: "platform",
    title: "Pricing",
    description: "Starter, Professional and Enterprise plans, a 30-day free trial and multi-location discounts.",
  },
  // Solutions
  {
    id: "dealerships",
    href: "/solutions/dealerships",
    footer: "solutions",
    sitemap: "solutions",
    title: "Auto Dealerships",
    description: "Attribution, reporting and a four-week implementation plan for franchise and independent stores.",
  },
  {
    id: "agencies",
    href: "/solutions/agencies",
    footer: "solutions",
    sitemap: "solutions",
    title: "Marketing Agencies",
    description: "White-label client portals, agency tools and a partner program with volume discounts and commission.",
  },
  {
    id: "groups",
    href: "/solutions/groups",
    footer: "solutions",
    sitemap: "solutions",
    title: "Automotive Groups",
    description: "Enterprise features, group-wide benchmarks and a phased rollout for multi-location dealer groups.",
  },
  {
    id: "smallDealers",
    href: "/solutions/small-business",
    footer: "solutions",
    sitemap: "solutions",
    title: "Small Dealers",
    description: "A plan sized for independent dealers, with the features and community resources that matter most.",
  },
  // Blog & Insights
  {
    id: "blog",
    href: "/blog",
    drawer: true,
    footer: "resources",
    sitemap: "blog-and-insights",
    title: "All Articles",
    description: "Every published article, with filters for the three categories below.",
  },
  {
    href: "/blog?category=Digital%20Analytics",
    sitemap: "blog-and-insights",
    title: "Digital Analytics",
    description: "Attribution, tracking and the data joins that tie ad spend to sold units.",
  },
  {
    href: "/blog?category=Marketing%20Reporting",
    sitemap: "blog-and-insights",
    title: "Marketing Reporting",
    description: "Reports dealer principals read: KPIs, co-op claims, channel results and cadence.",
  },
  {
    href: "/blog?category=Advertising%20Dashboard",
    sitemap: "blog-and-insights",
    title: "Advertising Dashboard",
    description: "What belongs on the dashboard, how teams use it, and acting on it mid-month.",
  },
  // Resources
  {
    id: "faq",
    href: "/faq",
    footer: "resources",
    sitemap: "resources",
    title: "Frequently Asked Questions",
    description: "Getting started, platform features, pricing and billing, implementation, and security and privacy.",
  },
  {
    id: "glossary",
    href: "/glossary",
    footer: "resources",
    sitemap: "resources",
    title: "Industry Glossary",
    description: "Plain-language definitions of the analytics, attribution, CRM and ROI terms dealers meet every day.",
  },
  {
    id: "roiCalculator",
    href: "/tools/roi-calculator",
    footer: "resources",
    sitemap: "resources",
    title: "ROI Calculator",
    description: "Estimate your current marketing ROI and what better attribution could add to your annual profit.",
  },
  {
    href: "/training/facebook-messenger-guide",
    sitemap: "resources",
    title: "Facebook Messenger Training Guide",
    description: "A six-step walkthrough of the Marketing Request Center's AI vehicle selection for Messenger campaigns.",
  },
  // City Intelligence
  {
    href: "/automotive-advertising-dashboard/toronto",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Toronto",
    description: "412 dealerships and $1.15M+ in average monthly ad spend across the GTA, Canada's most competitive market.",
  },
  {
    href: "/automotive-advertising-dashboard/vancouver",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Vancouver",
    description: "186 dealerships in Canada's EV capital, where Lower Mainland shoppers research longer and cross-shop more.",
  },
  {
    href: "/automotive-advertising-dashboard/calgary",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Calgary",
    description: "167 dealerships in truck country, with the country's highest pickup and SUV share.",
  },
  {
    href: "/automotive-advertising-dashboard/edmonton",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Edmonton",
    description: "158 dealerships along Gateway Boulevard and the Anthony Henday, chasing the same shoppers.",
  },
  {
    href: "/automotive-advertising-dashboard/winnipeg",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Winnipeg",
    description: "94 dealerships selling to value-driven Manitoba shoppers, measured by source, model and season.",
  },
  {
    href: "/automotive-advertising-dashboard/regina",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Regina",
    description: "41 dealerships serving the city and a trading area across southern Saskatchewan.",
  },
  {
    href: "/automotive-advertising-dashboard/montreal",
    footer: "cities",
    sitemap: "city-intelligence",
    title: "Montreal",
    description: "298 dealerships in Quebec's bilingual market, with French and English campaigns in one dashboard.",
  },
  {
    href: "/fr/automotive-advertising-dashboard/montreal",
    lang: "fr-CA",
    sitemap: "city-intelligence",
    title: "Montréal (français)",
    description: "Le marché automobile bilingue de Montréal : la page de la ville en français.",
  },
  // Company Information
  {
    id: "about",
    href: "/about",
    footer: "company",
    sitemap: "company-information",
    title: "About Us",
    description: "Our story since 2018, leadership team, values, awards and Toronto headquarters.",
  },
  {
    id: "careers",
    href: "/careers",
    footer: "company",
    sitemap: "company-information",
    title: "Careers",
    description: "Open positions across Canada, benefits, culture and our four-step hiring process.",
  },
  {
    id: "contact",
    href: "/contact",
    footer: "company",
    sitemap: "company-information",
    title: "Contact",
    description: "Call sales, chat with support, e-mail the right team or send us a message.",
  },
  // Legal & Compliance
  {
    id: "privacy",
    href: "/privacy",
    footer: "company",
    sitemap: "legal-and-compliance",
    title: "Privacy Policy",
    description: "Version 2.3: what we collect, how we use and protect it, and your rights under PIPEDA and Law 25.",
  },
  {
    id: "terms",
    href: "/terms",
    footer: "company",
    sitemap: "legal-and-compliance",
    title: "Terms of Service",
    description: "Version 3.1: accounts, billing, the free trial, data ownership, service levels and termination.",
  },
];
