// Every section id on the home page, in page order, for the in-view highlight. The sections the
// header and the drawer link to are rows of the site's links table (content/links.ts).
export const homeSectionIds = ["home", "features", "analytics", "platform", "integrations", "results", "about", "contact"];
