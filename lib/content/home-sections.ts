// The home page's navigation, for the header's client components (labels come from the chrome's
// messages, by id). Apart from lib/routes, whose footer links pull the city records into any module
// that imports it (they would ship in every page's JS).

// The home page's sections that the top navigation and the mobile menu scroll to (spec section 2).
export const homeSections = [{ id: "features" }, { id: "platform" }, { id: "integrations" }, { id: "about" }, { id: "contact" }] as const;

// The left drawer's items: home sections, then the blog as a full page navigation.
export const drawerLinks: { id: "home" | "features" | "analytics" | "platform" | "integrations" | "results" | "about" | "blog"; section?: string; href?: string }[] = [
  { id: "home", section: "home" },
  { id: "features", section: "features" },
  { id: "analytics", section: "analytics" },
  { id: "platform", section: "platform" },
  { id: "integrations", section: "integrations" },
  { id: "results", section: "results" },
  { id: "about", section: "about" },
  { id: "blog", href: "/blog" },
];

// Every section id on the home page, in page order, for the in-view highlight.
export const homeSectionIds = ["home", "features", "analytics", "platform", "integrations", "results", "about", "contact"];
