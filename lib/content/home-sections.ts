// The home page's navigation, for the header's client components. Apart from lib/routes, whose footer
// links pull the city records into any module that imports it (they would ship in every page's JS).

// The home page's sections that the top navigation and the mobile menu scroll to (spec section 2).
export const homeSections = [
  { id: "features", label: "Features" },
  { id: "platform", label: "Platform" },
  { id: "integrations", label: "Integrations" },
  { id: "about", label: "About" },
  { id: "contact", label: "Contact" },
] as const;

// The left drawer's items: home sections, then the blog as a full page navigation.
export const drawerLinks: { label: string; section?: string; href?: string }[] = [
  { label: "Home", section: "home" },
  { label: "Features", section: "features" },
  { label: "Analytics", section: "analytics" },
  { label: "Platform", section: "platform" },
  { label: "Integrations", section: "integrations" },
  { label: "Results", section: "results" },
  { label: "About", section: "about" },
  { label: "Blog", href: "/blog" },
];

// Every section id on the home page, in page order, for the in-view highlight.
export const homeSectionIds = ["home", "features", "analytics", "platform", "integrations", "results", "about", "contact"];
