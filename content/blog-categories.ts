// The blog's three categories, in the order the category cards show them.
export const ARTICLE_CATEGORIES = ["Digital Analytics", "Marketing Reporting", "Advertising Dashboard"] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];
