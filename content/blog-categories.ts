// The blog's three categories, in the order the category cards show them.
export const ARTICLE_CATEGORIES = ["Digital Analytics", "Marketing Reporting", "Advertising Dashboard"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const categoryDescriptions: Record<ArticleCategory, string> = {
  "Digital Analytics": "Attribution, tracking and the data joins that tie ad spend to sold units.",
  "Marketing Reporting": "Reports dealer principals read: KPIs, co-op claims, channel results and cadence.",
  "Advertising Dashboard": "What belongs on the dashboard, how teams use it, and acting on it mid-month.",
};
