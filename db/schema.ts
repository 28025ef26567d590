import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// Leads for sales staff. Rows are only ever inserted by the site; the seed never touches them.
export const demoRequests = sqliteTable(
  "demo_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    message: text("message"),
    // Which call to action opened the dialog (e.g. "hero", "pricing-professional").
    cta: text("cta"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index("demo_requests_created_at_idx").on(table.createdAt)],
);

// Messages from the contact page's form, for sales and support.
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    inquiryType: text("inquiry_type").notNull(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index("contact_messages_created_at_idx").on(table.createdAt)],
);

// Blog articles, loaded from content/articles by the seed.
export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    category: text("category").notNull(),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull(),
    isPublished: integer("is_published", { mode: "boolean" }).notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (table) => [index("articles_category_idx").on(table.category)],
);

// City landing pages, loaded from content/cities by the seed.
export const cities = sqliteTable("cities", {
  id: integer("id").primaryKey({ autoIncrement: true }),
  slug: text("slug").notNull().unique(),
  cityName: text("city_name").notNull(),
  province: text("province").notNull(),
  population: integer("population").notNull(),
  dealershipCount: integer("dealership_count").notNull(),
  avgMonthlyAdSpend: text("avg_monthly_ad_spend"),
  // A JSON string with optional hero_title and hero_subtitle, as the spec describes it.
  content: text("content").notNull(),
});

export type DemoRequest = typeof demoRequests.$inferSelect;
export type NewDemoRequest = typeof demoRequests.$inferInsert;
export type ContactMessage = typeof contactMessages.$inferSelect;
export type Article = typeof articles.$inferSelect;
export type NewArticle = typeof articles.$inferInsert;
export type City = typeof cities.$inferSelect;
export type NewCity = typeof cities.$inferInsert;
