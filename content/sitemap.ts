// The human-readable site map (/sitemap): link groups with their SEO priority, plus the headline stats.
// Canonical paths only (lib/routes.ts lists the aliases). The spec's sample site map also lists URLs
// with no route (/resources/youtube, /resources/case-studies, /toronto, /vancouver, /calgary,
// /montreal, /edmonton); they are left out on purpose, because a site map of 404s helps nobody.

export type SeoPriority = "High" | "Medium" | "Low";

export interface SitemapLink {
  url: string;
  title: string;
  description: string;
  /** BCP 47 language of the linked page, when it is not English */
  lang?: string;
}

export interface SitemapGroup {
  /** kebab-case anchor, unique on the page */
  id: string;
  title: string;
  description: string;
  priority: SeoPriority;
  links: SitemapLink[];
}

export interface SitemapStat {
  value: string;
  label: string;
}

export interface SearchEngineFile {
  url: string;
  title: string;
  description: string;
}

export const sitemapIntro = {
  eyebrow: "Site Map",
  title: "Every Page on Torque Analytics",
  subtitle:
    "Find your way around the platform, our solutions for dealers, agencies and groups, city market intelligence, resources and company information, all on one page.",
};

// Spec section 9 says "5 city markets"; the site has seven city pages, so the map says 7.
export const sitemapStats: SitemapStat[] = [
  { value: "75+", label: "Pages" },
  { value: "7", label: "City markets" },
  { value: "20+", label: "Focus keywords" },
];

export const sitemapGroups: SitemapGroup[] = [
  {
    id: "platform",
    title: "Platform",
    description: "What the Torque platform does, how it connects to your systems and what it costs.",
    priority: "High",
    links: [
      {
        url: "/",
        title: "Home",
        description: "Marketing ROI intelligence for Canadian dealerships: an overview of the platform, results and integrations.",
      },
      {
        url: "/platform/ai-analytics",
        title: "AI Analytics",
        description: "AI insights, predictive ROI forecasts, anomaly alerts and Deal Autopsy, ranked by what they are worth to your store.",
      },
      {
        url: "/platform/dashboards",
        title: "Dashboards",
        description: "One screen for every dollar, lead and deal, with views for general managers, marketing, BDC and dealer principals.",
      },
      {
        url: "/platform/roi-tracking",
        title: "ROI Tracking",
        description: "Closed-loop attribution and cost per sold unit, so you know exactly which advertising dollars sell cars.",
      },
      {
        url: "/platform/integrations",
        title: "Integrations",
        description: "300+ connections to DMS, CRM, marketing, inventory and communication tools, with a four-step setup.",
      },
      {
        url: "/pricing",
        title: "Pricing",
        description: "Starter, Professional and Enterprise plans, a 30-day free trial and multi-location discounts.",
      },
    ],
  },
  {
    id: "solutions",
    title: "Solutions",
    description: "How Torque fits the way each kind of automotive business buys and measures advertising.",
    priority: "High",
    links: [
      {
        url: "/solutions/dealerships",
        title: "Auto Dealerships",
        description: "Attribution, reporting and a four-week implementation plan for franchise and independent stores.",
      },
      {
        url: "/solutions/agencies",
        title: "Marketing Agencies",
        description: "White-label client portals, agency tools and a partner program with volume discounts and commission.",
      },
      {
        url: "/solutions/groups",
        title: "Automotive Groups",
        description: "Enterprise features, group-wide benchmarks and a phased rollout for multi-location dealer groups.",
      },
      {
        url: "/solutions/small-business",
        title: "Small Dealers",
        description: "A plan sized for independent dealers, with the features and community resources that matter most.",
      },
    ],
  },
  {
    id: "resources",
    title: "Resources",
    description: "Answers, definitions, calculators and training for dealers who want to measure marketing properly.",
    priority: "Medium",
    links: [
      {
        url: "/faq",
        title: "Frequently Asked Questions",
        description: "Getting started, platform features, pricing and billing, implementation, and security and privacy.",
      },
      {
        url: "/glossary",
        title: "Industry Glossary",
        description: "Plain-language definitions of the analytics, attribution, CRM and ROI terms dealers meet every day.",
      },
      {
        url: "/tools/roi-calculator",
        title: "ROI Calculator",
        description: "Estimate your current marketing ROI and what better attribution could add to your annual profit.",
      },
      {
        url: "/training/facebook-messenger-guide",
        title: "Facebook Messenger Training Guide",
        description: "A six-step walkthrough of the Marketing Request Center's AI vehicle selection for Messenger campaigns.",
      },
    ],
  },
  {
    id: "city-intelligence",
    title: "City Intelligence",
    description: "Local market data and advertising dashboards for Canada's major automotive markets.",
    priority: "High",
    links: [
      {
        url: "/automotive-advertising-dashboard/toronto",
        title: "Toronto",
        description: "412 dealerships and $1.15M+ in average monthly ad spend across the GTA, Canada's most competitive market.",
      },
      {
        url: "/automotive-advertising-dashboard/vancouver",
        title: "Vancouver",
        description: "186 dealerships in Canada's EV capital, where Lower Mainland shoppers research longer and cross-shop more.",
      },
      {
        url: "/automotive-advertising-dashboard/calgary",
        title: "Calgary",
        description: "167 dealerships in truck country, with the country's highest pickup and SUV share.",
      },
      {
        url: "/automotive-advertising-dashboard/edmonton",
        title: "Edmonton",
        description: "158 dealerships along Gateway Boulevard and the Anthony Henday, chasing the same shoppers.",
      },
      {
        url: "/automotive-advertising-dashboard/winnipeg",
        title: "Winnipeg",
        description: "94 dealerships selling to value-driven Manitoba shoppers, measured by source, model and season.",
      },
      {
        url: "/automotive-advertising-dashboard/regina",
        title: "Regina",
        description: "41 dealerships serving the city and a trading area across southern Saskatchewan.",
      },
      {
        url: "/automotive-advertising-dashboard/montreal",
        title: "Montreal",
        description: "298 dealerships in Quebec's bilingual market, with French and English campaigns in one dashboard.",
      },
      {
        url: "/fr/automotive-advertising-dashboard/montreal",
        title: "Montréal (français)",
        description: "Le marché automobile bilingue de Montréal : la page de la ville en français.",
        lang: "fr-CA",
      },
    ],
  },
  {
    id: "blog-and-insights",
    title: "Blog & Insights",
    description: "Practical articles on attribution, reporting and advertising dashboards for Canadian dealers.",
    priority: "Medium",
    links: [
      {
        url: "/blog",
        title: "All Articles",
        description: "Every published article, with filters for the three categories below.",
      },
      {
        url: "/blog?category=Digital%20Analytics",
        title: "Digital Analytics",
        description: "Attribution, tracking and the data joins that tie ad spend to sold units.",
      },
      {
        url: "/blog?category=Marketing%20Reporting",
        title: "Marketing Reporting",
        description: "Reports dealer principals read: KPIs, co-op claims, channel results and cadence.",
      },
      {
        url: "/blog?category=Advertising%20Dashboard",
        title: "Advertising Dashboard",
        description: "What belongs on the dashboard, how teams use it, and acting on it mid-month.",
      },
    ],
  },
  {
    id: "company-information",
    title: "Company Information",
    description: "Who we are, where to find us and how to join the team.",
    priority: "Medium",
    links: [
      {
        url: "/about",
        title: "About Us",
        description: "Our story since 2018, leadership team, values, awards and Toronto headquarters.",
      },
      {
        url: "/careers",
        title: "Careers",
        description: "Open positions across Canada, benefits, culture and our four-step hiring process.",
      },
      {
        url: "/contact",
        title: "Contact",
        description: "Call sales, chat with support, e-mail the right team or send us a message.",
      },
    ],
  },
  {
    id: "legal-and-compliance",
    title: "Legal & Compliance",
    description: "How we handle personal information and the terms that govern use of the platform.",
    priority: "Low",
    links: [
      {
        url: "/privacy",
        title: "Privacy Policy",
        description: "Version 2.3: what we collect, how we use and protect it, and your rights under PIPEDA and Law 25.",
      },
      {
        url: "/terms",
        title: "Terms of Service",
        description: "Version 3.1: accounts, billing, the free trial, data ownership, service levels and termination.",
      },
    ],
  },
];

export const searchEngineFiles: SearchEngineFile[] = [
  {
    url: "/sitemap.xml",
    title: "XML Sitemap",
    description: "Every canonical page, for search engine crawlers.",
  },
  {
    url: "/sitemap-images.xml",
    title: "Image Sitemap",
    description: "The site's images and where they appear, for image search.",
  },
];
