// Canonical paths of the site, in one place: navigation, footer, sitemap and tests read them from here.
import { cityRecords } from "../content/cities";

export const cityPath = (slug: string) => `/automotive-advertising-dashboard/${slug}`;

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

// The footer's link groups (spec section 2, "Footer links target ...").
export const footerGroups: { title: string; links: NavLink[] }[] = [
  {
    title: "Solutions",
    links: [
      { label: "Pricing", href: "/pricing" },
      { label: "Auto Dealerships", href: "/solutions/dealerships" },
      { label: "Marketing Agencies", href: "/solutions/agencies" },
      { label: "Automotive Groups", href: "/solutions/groups" },
      { label: "Small Dealers", href: "/solutions/small-business" },
    ],
  },
  {
    title: "City Intelligence",
    links: ["toronto", "vancouver", "calgary", "edmonton", "winnipeg", "regina", "montreal"].map((slug) => ({
      label: cityRecords.find((c) => c.slug === slug)?.cityName ?? slug,
      href: cityPath(slug),
    })),
  },
  {
    title: "Resources",
    links: [
      { label: "Blog", href: "/blog" },
      { label: "FAQ", href: "/faq" },
      { label: "Industry Glossary", href: "/glossary" },
      { label: "ROI Calculator", href: "/tools/roi-calculator" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", href: "/about" },
      { label: "Careers", href: "/careers" },
      { label: "Contact", href: "/contact" },
      { label: "Privacy Policy", href: "/privacy" },
      { label: "Terms of Service", href: "/terms" },
    ],
  },
];

// Alias -> canonical path. Each pair of the spec's route table is one page: the footer's path is the
// canonical one, and next.config.ts answers the other with a permanent (308) redirect to it.
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

// Every canonical page with a fixed path (articles and cities come from the database).
export const staticPages = [
  "/",
  "/blog",
  "/platform/ai-analytics",
  "/platform/dashboards",
  "/platform/roi-tracking",
  "/platform/integrations",
  "/pricing",
  "/solutions/dealerships",
  "/solutions/agencies",
  "/solutions/groups",
  "/solutions/small-business",
  "/faq",
  "/glossary",
  "/tools/roi-calculator",
  "/about",
  "/careers",
  "/contact",
  "/privacy",
  "/terms",
  "/training/facebook-messenger-guide",
  "/sitemap",
  "/fr/automotive-advertising-dashboard/montreal",
];
