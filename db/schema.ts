// The tables of the engine in use (db/engine.ts), for the query modules in lib/. They are typed as one
// engine's tables, PostgreSQL's or SQLite's, whichever "@/db/checked-engine" names: `npm run typecheck`
// checks the house once with each (db/index.ts).
import { and, eq, type SQLWrapper } from "drizzle-orm";
import type { Tables } from "@/db/checked-engine";
import { engine } from "./engine";
import * as postgres from "./postgres/schema";
import * as sqlite from "./sqlite/schema";

const tables = (engine() === "postgres" ? postgres : sqlite) as Tables;

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
  terms,
  contentDrafts,
  contentLocks,
  contentReviews,
  siteSettings,
  analyticsEvents,
  analyticsSalts,
  analyticsRollups,
  staffAvailability,
  meetings,
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

export type DemoRequest = Tables["demoRequests"]["$inferSelect"];
export type ContactMessage = Tables["contactMessages"]["$inferSelect"];
export type LeadNotification = Tables["leadNotifications"]["$inferSelect"];
export type Article = Tables["articles"]["$inferSelect"];
export type NewArticle = Tables["articles"]["$inferInsert"];
export type City = Tables["cities"]["$inferSelect"];
export type NewCity = Tables["cities"]["$inferInsert"];
export type ContentRevision = Tables["contentRevisions"]["$inferSelect"];
export type ContentEvent = Tables["contentEvents"]["$inferSelect"];
export type ContentSchedule = Tables["contentSchedules"]["$inferSelect"];
export type LeadEvent = Tables["leadEvents"]["$inferSelect"];
export type AuditEntry = Tables["auditLog"]["$inferSelect"];
export type LeadRouting = Tables["leadRouting"]["$inferSelect"];
export type LinkCheck = Tables["linkChecks"]["$inferSelect"];
export type Media = Tables["media"]["$inferSelect"];
export type MediaVariant = Tables["mediaVariants"]["$inferSelect"];
export type Term = Tables["terms"]["$inferSelect"];
export type ContentLock = Tables["contentLocks"]["$inferSelect"];
export type ContentReview = Tables["contentReviews"]["$inferSelect"];
export type NewAnalyticsEvent = Tables["analyticsEvents"]["$inferInsert"];
export type StaffAvailability = Tables["staffAvailability"]["$inferSelect"];
export type Meeting = Tables["meetings"]["$inferSelect"];
