// The SQLite schema (the embedded default). db/postgres/schema.ts is its twin; tests/unit/schema-parity.test.ts
// keeps the two from drifting. Timestamps are ISO-8601 UTC text on both engines, so they sort and compare alike.
import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

// What both kinds of lead carry besides their form fields: where the visitor came from (first and
// last touch), the CASL consent record, and the spam and duplicate checks.
const leadContext = () => ({
  landingPage: text("landing_page"),
  referrer: text("referrer"),
  firstUtmSource: text("first_utm_source"),
  firstUtmMedium: text("first_utm_medium"),
  firstUtmCampaign: text("first_utm_campaign"),
  firstUtmTerm: text("first_utm_term"),
  firstUtmContent: text("first_utm_content"),
  lastUtmSource: text("last_utm_source"),
  lastUtmMedium: text("last_utm_medium"),
  lastUtmCampaign: text("last_utm_campaign"),
  lastUtmTerm: text("last_utm_term"),
  lastUtmContent: text("last_utm_content"),
  submittedFrom: text("submitted_from"),
  consent: integer("consent", { mode: "boolean" }).notNull().default(false),
  consentVersion: text("consent_version"),
  consentAt: text("consent_at"),
  isSpam: integer("is_spam", { mode: "boolean" }).notNull().default(false),
  spamReason: text("spam_reason"),
  dedupeKey: text("dedupe_key"),
});

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
    ...leadContext(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("demo_requests_created_at_idx").on(table.createdAt),
    index("demo_requests_dedupe_idx").on(table.dedupeKey, table.createdAt),
  ],
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
    cta: text("cta"),
    ...leadContext(),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_dedupe_idx").on(table.dedupeKey, table.createdAt),
  ],
);

// Outbox of e-mails to sales about new leads: written in the lead's own transaction, sent after it.
// A sender claims a row until claimed_until (a lease), so with several instances each e-mail goes
// out once, and a claim left by an instance that died is taken over when it expires.
export const leadNotifications = sqliteTable(
  "lead_notifications",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    leadType: text("lead_type", { enum: ["demo", "contact"] }).notNull(),
    leadId: integer("lead_id").notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    claimedUntil: text("claimed_until"),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: text("created_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
  },
  (table) => [index("lead_notifications_due_idx").on(table.status, table.nextAttemptAt)],
);

// Blog articles, loaded from content/articles by the seed.
export const articles = sqliteTable(
  "articles",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    // For search results, where the on-page title or excerpt is too long to show whole.
    seoTitle: text("seo_title"),
    excerpt: text("excerpt").notNull(),
    seoDescription: text("seo_description"),
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
