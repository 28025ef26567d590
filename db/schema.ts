// The tables of the engine in use (db/engine.ts), for the query modules in lib/. They are typed as the
// PostgreSQL tables, whose query API is async only: a query written once with `await` runs on both
// engines, and SQLite's synchronous .all()/.get()/.run() cannot slip into shared code.
import { and, eq, type SQLWrapper } from "drizzle-orm";
import { engine } from "./engine";
import * as postgres from "./postgres/schema";
import * as sqlite from "./sqlite/schema";

const tables = (engine() === "postgres" ? postgres : sqlite) as unknown as typeof postgres;

export const {
  demoRequests,
  contactMessages,
  leadNotifications,
  articles,
  contentVersions,
  cities,
  contentRevisions,
  slugRedirects,
  contentEvents,
  contentReceipts,
  siteInstances,
  contentSchedules,
  staffUsers,
  staffSessions,
  staffAccounts,
  staffVerifications,
  staffTwoFactors,
  staffRateLimits,
  staffSignInThrottle,
  leadEvents,
  auditLog,
  leadRouting,
  staffTerritories,
  linkChecks,
  sweepClaims,
  media,
  mediaVariants,
  contentDrafts,
  contentLocks,
  contentReviews,
  siteSettings,
} = tables;

// An article's row joined to one of its revisions: `number` is its head (articles.revision), or the
// one the public page shows.
export const articleRevisionAt = (number: SQLWrapper | number) =>
  and(
    eq(contentRevisions.docKind, "article"),
    eq(contentRevisions.docId, articles.id),
    eq(contentRevisions.locale, articles.locale),
    eq(contentRevisions.number, number),
  );

export type DemoRequest = typeof postgres.demoRequests.$inferSelect;
export type ContactMessage = typeof postgres.contactMessages.$inferSelect;
export type LeadNotification = typeof postgres.leadNotifications.$inferSelect;
export type Article = typeof postgres.articles.$inferSelect;
export type NewArticle = typeof postgres.articles.$inferInsert;
export type City = typeof postgres.cities.$inferSelect;
export type NewCity = typeof postgres.cities.$inferInsert;
export type ContentRevision = typeof postgres.contentRevisions.$inferSelect;
export type ContentEvent = typeof postgres.contentEvents.$inferSelect;
export type ContentSchedule = typeof postgres.contentSchedules.$inferSelect;
export type LeadEvent = typeof postgres.leadEvents.$inferSelect;
export type AuditEntry = typeof postgres.auditLog.$inferSelect;
export type LeadRouting = typeof postgres.leadRouting.$inferSelect;
export type LinkCheck = typeof postgres.linkChecks.$inferSelect;
export type Media = typeof postgres.media.$inferSelect;
export type MediaVariant = typeof postgres.mediaVariants.$inferSelect;
export type ContentLock = typeof postgres.contentLocks.$inferSelect;
export type ContentReview = typeof postgres.contentReviews.$inferSelect;
