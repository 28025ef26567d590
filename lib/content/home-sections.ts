// The home page's navigation, by English id: the header gives each its label (the chrome's
// messages) and its id in the page's language (lib/fragments.ts).

// The home page's sections that the top navigation and the mobile menu scroll to (spec section 2).
export const homeSections = [{ id: "features" }, { id: "platform" }, { id: "integrations" }, { id: "about" }, { id: "contact" }] as const;

// The left drawer's items: home sections, then the blog as a full page navigation.
export const drawerLinks: {
  id: "home" | "features" | "analytics" | "platform" | "integrations" | "results" | "about" | "blog";
  section?: string;
  href?: string;
}[] = [
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
