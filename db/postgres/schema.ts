// The PostgreSQL schema (DATABASE_URL set): the twin of db/sqlite/schema.ts, table for table and column
// for column, so the application reads the same rows from either engine (tests/unit/schema-parity.test.ts).
// Timestamps are ISO-8601 UTC text, as on SQLite: they sort and compare as strings on both engines.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { attributionColumns } from "../columns";
import {
  ANALYTICS_KINDS,
  CONTENT_EVENT_ACTIONS,
  CONTENT_KINDS,
  DEVICE_CLASSES,
  LANGUAGES,
  LEAD_KINDS,
  LEAD_STATUSES,
  MEETING_CHANNELS,
  MEETING_STATUSES,
  MEDIA_FORMATS,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_EVENTS,
  NOTIFICATION_STATUSES,
  NOTIFICATION_SUBJECTS,
  REVIEW_STATUSES,
  REVISION_KINDS,
  ROLLUP_PERIODS,
  ROUTING_FALLBACKS,
  ROUTING_RULES,
  SCHEDULE_ACTIONS,
  SCHEDULE_STATUSES,
  type ScheduleFailure,
  TERM_KINDS,
  VITAL_RATINGS,
} from "../enums";

// Bytes (an image): bytea, read back as a Buffer as SQLite's blob is.
const bytes = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
const isoNow = sql`to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const leadContext = () => ({
  ...attributionColumns((name) => text(name)),
  consent: boolean("consent").notNull().default(false),
  consentVersion: text("consent_version"),
  consentAt: text("consent_at"),
  isSpam: boolean("is_spam").notNull().default(false),
  spamReason: text("spam_reason"),
  dedupeKey: text("dedupe_key"),
  // The language of the page the lead came from (its consent wording and the sales team's reply).
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
  ownerId: text("owner_id").references((): AnyPgColumn => staffUsers.id, { onDelete: "set null" }),
});

export const demoRequests = pgTable(
  "demo_requests",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    phone: text("phone"),
    message: text("message"),
    cta: text("cta"),
    ...leadContext(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [
    index("demo_requests_created_at_idx").on(table.createdAt),
    index("demo_requests_dedupe_idx").on(table.dedupeKey, table.createdAt),
    index("demo_requests_owner_idx").on(table.ownerId, table.createdAt),
    index("demo_requests_status_idx").on(table.status, table.createdAt),
    index("demo_requests_name_idx").on(sql`lower(${table.name})`),
  ],
);

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company"),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    inquiryType: text("inquiry_type").notNull(),
    cta: text("cta"),
    ...leadContext(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [
    index("contact_messages_created_at_idx").on(table.createdAt),
    index("contact_messages_dedupe_idx").on(table.dedupeKey, table.createdAt),
    index("contact_messages_owner_idx").on(table.ownerId, table.createdAt),
    index("contact_messages_status_idx").on(table.status, table.createdAt),
    index("contact_messages_name_idx").on(sql`lower(${table.name})`),
  ],
);

export const leadNotifications = pgTable(
  "lead_notifications",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leadType: text("lead_type", { enum: NOTIFICATION_SUBJECTS }).notNull(),
    leadId: integer("lead_id").notNull(),
    // Where it goes: the sales e-mail, or the CRM webhook (LEADS_WEBHOOK_URL).
    channel: text("channel", { enum: NOTIFICATION_CHANNELS }).notNull().default("email"),
    event: text("event", { enum: NOTIFICATION_EVENTS }).notNull().default("lead.created"),
    status: text("status", { enum: NOTIFICATION_STATUSES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: text("next_attempt_at").notNull(),
    claimedUntil: text("claimed_until"),
    lastError: text("last_error"),
    // The request that queued it: its sends log under the same id, so one lead can be followed.
    requestId: text("request_id"),
    // A staff e-mail's recipient (a reminder's owner, an escalation's administrator); null: the
    // lead's owner when it has one, else the team address (LEADS_NOTIFY_TO).
    recipientId: text("recipient_id"),
    sentAt: text("sent_at"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [
    index("lead_notifications_due_idx").on(table.status, table.nextAttemptAt),
    uniqueIndex("lead_notifications_created_once_idx")
      .on(table.leadType, table.leadId, table.channel)
      .where(sql`event = 'lead.created'`),
    // A response-time reminder once per lead, an escalation once per lead and administrator.
    uniqueIndex("lead_notifications_reminder_once_idx")
      .on(table.leadType, table.leadId)
      .where(sql`event = 'lead.reminder'`),
    uniqueIndex("lead_notifications_escalated_once_idx")
      .on(table.leadType, table.leadId, table.recipientId)
      .where(sql`event = 'lead.escalated'`),
  ],
);

export const articles = pgTable(
  "articles",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    seoTitle: text("seo_title"),
    excerpt: text("excerpt").notNull(),
    seoDescription: text("seo_description"),
    category: text("category").notNull(),
    content: text("content").notNull(),
    featuredImage: text("featured_image"),
    featuredImageAlt: text("featured_image_alt"),
    tags: jsonb("tags").$type<string[]>().notNull(),
    isPublished: boolean("is_published").notNull(),
    publishedAt: text("published_at"),
    updatedAt: text("updated_at").notNull(),
    revision: integer("revision").notNull().default(0),
    publishedRevision: integer("published_revision"),
    editedAt: text("edited_at"),
    // The article's language, and for a French adaptation the slug of the English article it adapts.
    locale: text("locale", { enum: LANGUAGES }).notNull().default("en"),
    translationOf: text("translation_of"),
    // Set when an article that is not public is put away (issue 50, item 4): out of the list by default,
    // never published while set (lib/content/publish.ts refuses it), cleared by a restore from the archive.
    archivedAt: text("archived_at"),
  },
  (table) => [index("articles_category_idx").on(table.category), index("articles_locale_idx").on(table.locale, table.isPublished)],
);

// A counter per kind of published content, bumped by a trigger on every write to its table (migration
// 0003): a cache of what is built from the content (GET /api/blog) is current while its version is.
export const contentVersions = pgTable("content_versions", {
  name: text("name").primaryKey(),
  version: integer("version").notNull().default(0),
});

export const cities = pgTable("cities", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  slug: text("slug").notNull().unique(),
  cityName: text("city_name").notNull(),
  province: text("province").notNull(),
  population: integer("population").notNull(),
  dealershipCount: integer("dealership_count").notNull(),
  avgMonthlyAdSpend: text("avg_monthly_ad_spend"),
  content: text("content").notNull(),
  contentFr: text("content_fr").notNull().default("{}"),
  revision: integer("revision").notNull().default(0),
  publishedRevision: integer("published_revision"),
  editedAt: text("edited_at"),
});

export const contentRevisions = pgTable(
  "content_revisions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    docKind: text("doc_kind", { enum: CONTENT_KINDS }).notNull(),
    docId: integer("doc_id").notNull(),
    locale: text("locale", { enum: LANGUAGES }).notNull(),
    number: integer("number").notNull(),
    kind: text("kind", { enum: REVISION_KINDS }).notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email"),
    base: integer("base"),
    twinRevision: integer("twin_revision"),
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    // What an article's body says, read once when the revision is written (lib/content/body-facts.mjs):
    // its words, external links, library images and alt texts. Null for a city page.
    facts: jsonb("facts").$type<Record<string, unknown>>(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [uniqueIndex("content_revisions_doc_number_idx").on(table.docKind, table.docId, table.locale, table.number)],
);

export const slugRedirects = pgTable(
  "slug_redirects",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    locale: text("locale", { enum: LANGUAGES }).notNull(),
    fromSlug: text("from_slug").notNull(),
    articleId: integer("article_id")
      .notNull()
      .references(() => articles.id, { onDelete: "cascade" }),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [uniqueIndex("slug_redirects_from_idx").on(table.locale, table.fromSlug)],
);

export const contentEvents = pgTable("content_events", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
  action: text("action", { enum: CONTENT_EVENT_ACTIONS }).notNull(),
  docKind: text("doc_kind", { enum: CONTENT_KINDS }).notNull(),
  docId: integer("doc_id").notNull(),
  paths: jsonb("paths").$type<string[]>().notNull(),
  actorId: text("actor_id"),
  createdAt: text("created_at").notNull().default(isoNow),
});

export const contentReceipts = pgTable(
  "content_receipts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    eventId: integer("event_id")
      .notNull()
      .references(() => contentEvents.id, { onDelete: "cascade" }),
    instanceId: text("instance_id").notNull(),
    appliedAt: text("applied_at").notNull(),
    etag: text("etag"),
  },
  (table) => [uniqueIndex("content_receipts_event_instance_idx").on(table.eventId, table.instanceId)],
);

export const siteInstances = pgTable("site_instances", {
  id: text("id").primaryKey(),
  startedAt: text("started_at").notNull(),
  lastSeen: text("last_seen").notNull(),
  lastEvent: integer("last_event").notNull().default(0),
});

// A publish or unpublish planned for a time (lib/content/schedules.ts). Rows of one group (an English
// article and its French twin) go out in one transaction. An instance claims a due group (status
// claimed, claimed_by, claimed_at: a lease another instance takes over once it runs out), then in one
// transaction publishes and marks it done, or, refused by a gate, marks it failed with the problems.
export const contentSchedules = pgTable(
  "content_schedules",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    docKind: text("doc_kind", { enum: CONTENT_KINDS }).notNull(),
    docId: integer("doc_id").notNull(),
    locale: text("locale", { enum: LANGUAGES }).notNull(),
    action: text("action", { enum: SCHEDULE_ACTIONS }).notNull(),
    // The instant (ISO-8601 UTC), and the zone the editor entered it in.
    dueAt: text("due_at").notNull(),
    timeZone: text("time_zone").notNull(),
    groupId: text("group_id").notNull(),
    status: text("status", { enum: SCHEDULE_STATUSES }).notNull().default("pending"),
    claimedBy: text("claimed_by"),
    claimedAt: text("claimed_at"),
    firedAt: text("fired_at"),
    // The revision the publish made (or the unpublish's revision).
    revision: integer("revision"),
    // A publish's revision the HTML checker passed when it was planned: published as it is at the due
    // time, checked again if a save came since (lib/content/schedules.ts).
    checkedRevision: integer("checked_revision"),
    failure: jsonb("failure").$type<ScheduleFailure>(),
    // The outbox row (lead_notifications) that tells the author of this failure: one e-mail per author
    // lists every failure queued before it went out.
    noticeId: integer("notice_id"),
    createdBy: text("created_by").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [
    // The next due item, and a document's pending schedules.
    index("content_schedules_due_idx").on(table.status, table.dueAt),
    index("content_schedules_doc_idx").on(table.docKind, table.docId, table.status),
    index("content_schedules_group_idx").on(table.groupId),
    // One pending publish and one pending unpublish per document (issue 47, M5): a second is refused.
    uniqueIndex("content_schedules_pending_idx")
      .on(table.docKind, table.docId, table.locale, table.action)
      .where(sql`status = 'pending'`),
    // An account's pending schedules (its cap) and a notice's failures.
    index("content_schedules_author_idx").on(table.createdBy, table.status),
    index("content_schedules_notice_idx").on(table.noticeId),
  ],
);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const staffUsers = pgTable("staff_users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull(),
  image: text("image"),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
  role: text("role"),
  banned: boolean("banned"),
  banReason: text("ban_reason"),
  twoFactorEnabled: boolean("two_factor_enabled"),
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  timeZone: text("time_zone"),
});

export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: at("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
  },
  (table) => [index("staff_sessions_user_idx").on(table.userId)],
);

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: at("created_at").notNull(),
    updatedAt: at("updated_at").notNull(),
  },
  (table) => [index("staff_accounts_user_idx").on(table.userId)],
);

export const staffVerifications = pgTable("staff_verifications", {
  id: text("id").primaryKey(),
  identifier: text("identifier").notNull(),
  value: text("value").notNull(),
  expiresAt: at("expires_at").notNull(),
  createdAt: at("created_at").notNull(),
  updatedAt: at("updated_at").notNull(),
});

export const staffTwoFactors = pgTable(
  "staff_two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    verified: boolean("verified"),
    failedVerificationCount: integer("failed_verification_count"),
    lockedUntil: at("locked_until"),
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
  },
  (table) => [index("staff_two_factors_user_idx").on(table.userId)],
);

export const staffRateLimits = pgTable("staff_rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

export const staffSignInThrottle = pgTable("staff_sign_in_throttle", {
  key: text("key").primaryKey(),
  failures: integer("failures").notNull().default(0),
  windowStart: bigint("window_start", { mode: "number" }).notNull(),
  lastAt: bigint("last_at", { mode: "number" }).notNull(),
});

export const leadEvents = pgTable(
  "lead_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    leadType: text("lead_type", { enum: LEAD_KINDS }).notNull(),
    leadId: integer("lead_id").notNull(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    detail: text("detail"),
    toStatus: text("to_status", { enum: LEAD_STATUSES }),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [index("lead_events_lead_idx").on(table.leadType, table.leadId, table.action, table.createdAt, table.actorId, table.toStatus)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    // 64-bit: every sign-in attempt lands here for as long as the site runs.
    id: bigint("id", { mode: "number" }).primaryKey().generatedByDefaultAsIdentity(),
    actorId: text("actor_id"),
    actorEmail: text("actor_email"),
    action: text("action").notNull(),
    target: text("target"),
    detail: text("detail"),
    ip: text("ip"),
    createdAt: text("created_at").notNull().default(isoNow),
  },
  (table) => [index("audit_log_created_at_idx").on(table.createdAt), index("audit_log_action_idx").on(table.action, table.createdAt)],
);

// How new leads find an owner (lib/leads/routing.ts), and when an unanswered lead reminds its owner
// and then the administrators: one row, id 1, created by its migration with the rule "none".
// `turn` is the round-robin counter, taken with an atomic increment (a row lock on PostgreSQL), so
// two instances assigning at once never hand out the same turn.
export const leadRouting = pgTable("lead_routing", {
  id: integer("id").primaryKey().default(1),
  rule: text("rule", { enum: ROUTING_RULES }).notNull().default("none"),
  // What the territory rule does when no account's territory matches: nothing, or a round-robin turn.
  fallback: text("fallback", { enum: ROUTING_FALLBACKS }).notNull().default("round-robin"),
  turn: integer("turn").notNull().default(0),
  // Business minutes without a first response before the owner is reminded, then the administrators.
  remindAfterMinutes: integer("remind_after_minutes").notNull().default(60),
  escalateAfterMinutes: integer("escalate_after_minutes").notNull().default(240),
  updatedAt: text("updated_at"),
  updatedBy: text("updated_by"),
});

// A sales account's territory for the territory rule: province and territory codes ("ON,QC"; empty:
// none) and the languages it answers leads in ("en", "fr" or "en,fr").
export const staffTerritories = pgTable("staff_territories", {
  staffId: text("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  provinces: text("provinces").notNull().default(""),
  languages: text("languages").notNull().default("en,fr"),
});

// Uploaded images (docs/publishing.md, "Images"): the original's bytes (metadata stripped) and what the
// library edits; each served encoding and width is a row of media_variants. Bytes live in the database
// on both engines (bytea here, a blob on SQLite), so every instance serves every image and one
// backup holds them. `version` counts replacements: the id stays, so articles follow.
export const media = pgTable(
  "media",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sha256: text("sha256").notNull(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    altEn: text("alt_en"),
    altFr: text("alt_fr"),
    focalX: doublePrecision("focal_x").notNull().default(0.5),
    focalY: doublePrecision("focal_y").notNull().default(0.5),
    version: integer("version").notNull().default(1),
    createdBy: text("created_by"),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at"),
    data: bytes("data").notNull(),
  },
  (table) => [index("media_sha256_idx").on(table.sha256)],
);

// The blog's categories and tags (issue 50, item 4), each with its names in both languages, edited
// at /staff/content/terms. An article holds its category's slug (the three seeded categories keep
// their historical ids, "Digital Analytics"…) and its tags as names in its own language.
export const terms = pgTable(
  "terms",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind", { enum: TERM_KINDS }).notNull(),
    slug: text("slug").notNull(),
    nameEn: text("name_en").notNull(),
    nameFr: text("name_fr").notNull(),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at"),
  },
  (table) => [uniqueIndex("terms_kind_slug_idx").on(table.kind, table.slug)],
);

// One encoding of an image at one width; `hash` (of its bytes) is its address, /media/{hash}/{width}.{ext}.
export const mediaVariants = pgTable(
  "media_variants",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id, { onDelete: "cascade" }),
    format: text("format", { enum: MEDIA_FORMATS }).notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    hash: text("hash").notNull(),
    data: bytes("data").notNull(),
  },
  (table) => [uniqueIndex("media_variants_hash_idx").on(table.hash), index("media_variants_media_idx").on(table.mediaId)],
);

// PostgreSQL only: rate-limiter-flexible's store, shared by every instance (lib/leads/rate-limit.ts). On
// SQLite (one process) the limiter counts in memory, so this table has no twin there. The layout is
// the library's own (RateLimiterPostgres with tableCreated: true).
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

export const linkChecks = pgTable("link_checks", {
  url: text("url").primaryKey(),
  status: integer("status"),
  ok: boolean("ok").notNull(),
  error: text("error"),
  checkedAt: text("checked_at").notNull(),
});

export const sweepClaims = pgTable("sweep_claims", {
  name: text("name").primaryKey(),
  leaseUntil: text("lease_until"),
  lastFinished: text("last_finished"),
  instance: text("instance"),
});

// The editing room (issue 40): one working copy per author and document, autosaved while they type
// (a real save, a revision, clears it); who edits a document now (one lock per document and
// language, refreshed by activity, free after 5 minutes without); the reviews a publish waits for
// when the site asks for them; and the site's own settings (key and JSON value).
export const contentDrafts = pgTable(
  "content_drafts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    docKind: text("doc_kind", { enum: CONTENT_KINDS }).notNull(),
    docId: integer("doc_id").notNull(),
    locale: text("locale", { enum: LANGUAGES }).notNull(),
    authorId: text("author_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    // The revision the author's text started from.
    baseRevision: integer("base_revision").notNull(),
    savedAt: text("saved_at").notNull(),
  },
  (table) => [uniqueIndex("content_drafts_doc_author_idx").on(table.docKind, table.docId, table.locale, table.authorId)],
);

export const contentLocks = pgTable(
  "content_locks",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    docKind: text("doc_kind", { enum: CONTENT_KINDS }).notNull(),
    docId: integer("doc_id").notNull(),
    locale: text("locale", { enum: LANGUAGES }).notNull(),
    holderId: text("holder_id")
      .notNull()
      .references(() => staffUsers.id, { onDelete: "cascade" }),
    holderName: text("holder_name").notNull(),
    since: text("since").notNull(),
    lastActiveAt: text("last_active_at").notNull(),
  },
  (table) => [uniqueIndex("content_locks_doc_idx").on(table.docKind, table.docId, table.locale)],
);

export const contentReviews = pgTable(
  "content_reviews",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    docKind: text("doc_kind", { enum: CONTENT_KINDS }).notNull(),
    docId: integer("doc_id").notNull(),
    locale: text("locale", { enum: LANGUAGES }).notNull(),
    revision: integer("revision").notNull(),
    submittedBy: text("submitted_by").references(() => staffUsers.id, { onDelete: "set null" }),
    submittedAt: text("submitted_at").notNull(),
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    decidedBy: text("decided_by").references(() => staffUsers.id, { onDelete: "set null" }),
    decidedAt: text("decided_at"),
    comment: text("comment"),
  },
  (table) => [
    index("content_reviews_status_idx").on(table.status, table.submittedAt),
    index("content_reviews_doc_idx").on(table.docKind, table.docId, table.locale),
  ],
);

export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<unknown>().notNull(),
  updatedBy: text("updated_by"),
  updatedAt: text("updated_at").notNull(),
});

// First-party analytics (issue 51, docs/analytics.md). No row holds an address or an identifier that
// outlives a day: `visitor` is a hash of the day's salt, the site, the address (an IPv6 /64) and the
// user agent, and the salt is deleted the next day. Raw events are kept 90 days, then only their
// hourly and daily rollups. On PostgreSQL the table is partitioned by month (a custom migration,
// 0024_analytics_partitions.sql).
export const analyticsEvents = pgTable(
  "analytics_events",
  {
    at: text("at").notNull(),
    visitor: text("visitor").notNull(),
    kind: text("kind", { enum: ANALYTICS_KINDS }).notNull(),
    // An event's name (cta_click, demo_request_sent ...) or a Web Vital's (LCP ...); null for a view.
    name: text("name"),
    path: text("path").notNull(),
    // The page's template (home, article, pricing ...: lib/analytics/templates.ts) and language.
    template: text("template").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull(),
    // The browser's first language (fr-CA), the referring site's host, the UTM tags, the viewport class.
    browserLanguage: text("browser_language"),
    referrer: text("referrer"),
    utmSource: text("utm_source"),
    utmMedium: text("utm_medium"),
    utmCampaign: text("utm_campaign"),
    device: text("device", { enum: DEVICE_CLASSES }).notNull(),
    // A Web Vital's value (ms, CLS unitless) and rating, and what it points at (the LCP element, the
    // interaction's target); an event's label.
    value: doublePrecision("value"),
    rating: text("rating", { enum: VITAL_RATINGS }),
    target: text("target"),
  },
  (table) => [index("analytics_events_at_idx").on(table.at), index("analytics_events_kind_idx").on(table.kind, table.at)],
);

// The day's salt for the visitor hash, shared by every instance; a day's row is deleted once the next
// day's is made, so no hash can be recomputed from an address afterwards.
export const analyticsSalts = pgTable("analytics_salts", {
  day: text("day").primaryKey(),
  salt: text("salt").notNull(),
});

// Raw events past 90 days, rolled up: per hour (totals) and per day (per page, entry page, source,
// campaign, language, device, event name). Visitors are counted per day, as the hash is: a visitor on
// two days is two visitors either way, so days add up. For an entry page, a source or a campaign,
// `visitors` counts the visitors whose day began there.
export const analyticsRollups = pgTable(
  "analytics_rollups",
  {
    period: text("period", { enum: ROLLUP_PERIODS }).notNull(),
    start: text("start").notNull(),
    dimension: text("dimension").notNull(),
    value: text("value").notNull().default(""),
    views: integer("views").notNull().default(0),
    visitors: integer("visitors").notNull().default(0),
    events: integer("events").notNull().default(0),
  },
  (table) => [uniqueIndex("analytics_rollups_key_idx").on(table.period, table.start, table.dimension, table.value)],
);

// A sales account's availability for demo meetings (lib/booking/availability.ts): null columns take
// the team's defaults (TEAM_TIME_ZONE, BUSINESS_HOURS, BUSINESS_PROVINCE). Its calendar feed's busy
// times are kept here, the last good copy every instance reads, with the last failure beside it.
export const staffAvailability = pgTable("staff_availability", {
  staffId: text("staff_id")
    .primaryKey()
    .references(() => staffUsers.id, { onDelete: "cascade" }),
  timeZone: text("time_zone"),
  weeklyHours: text("weekly_hours"),
  province: text("province"),
  // Days off, "YYYY-MM-DD" separated by commas.
  daysOff: text("days_off").notNull().default(""),
  bufferMinutes: integer("buffer_minutes").notNull().default(0),
  noticeMinutes: integer("notice_minutes").notNull().default(120),
  dailyCap: integer("daily_cap").notNull().default(6),
  meetingLink: text("meeting_link"),
  feedUrl: text("feed_url"),
  // JSON [[start, end], ...] in epoch milliseconds: the feed's busy times at its last good fetch.
  feedBusy: text("feed_busy"),
  feedFetchedAt: text("feed_fetched_at"),
  feedError: text("feed_error"),
  feedErrorAt: text("feed_error_at"),
  // An instance fetching the feed holds it until then (a conditional update takes it).
  feedClaimedUntil: text("feed_claimed_until"),
  updatedAt: text("updated_at"),
  updatedBy: text("updated_by"),
});

// Demo meetings booked by prospects (lib/booking/booking.ts). One rep's booked meetings never overlap
// by their blocked time [starts_at, blocked_until) (the end plus the rep's buffer): PostgreSQL refuses
// it with an exclusion constraint, SQLite with a trigger (their migrations "meeting_overlap"); a lead
// has at most one booked meeting. `uid` and `sequence` are the invitation's (RFC 5545).
export const meetings = pgTable(
  "meetings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    uid: text("uid").notNull().unique(),
    leadType: text("lead_type", { enum: LEAD_KINDS }).notNull(),
    leadId: integer("lead_id").notNull(),
    staffId: text("staff_id").references(() => staffUsers.id, { onDelete: "set null" }),
    startsAt: text("starts_at").notNull(),
    endsAt: text("ends_at").notNull(),
    blockedUntil: text("blocked_until").notNull(),
    // The prospect's time zone and language, for their e-mails and pages.
    timeZone: text("time_zone").notNull(),
    language: text("language", { enum: LANGUAGES }).notNull().default("en"),
    status: text("status", { enum: MEETING_STATUSES }).notNull().default("booked"),
    sequence: integer("sequence").notNull().default(0),
    channel: text("channel", { enum: MEETING_CHANNELS }).notNull().default("dialog"),
    cancelReason: text("cancel_reason"),
    createdAt: text("created_at").notNull().default(isoNow),
    updatedAt: text("updated_at"),
  },
  (table) => [
    uniqueIndex("meetings_lead_active_idx")
      .on(table.leadType, table.leadId)
      .where(sql`status = 'booked'`),
    index("meetings_lead_idx").on(table.leadType, table.leadId),
    index("meetings_staff_idx").on(table.staffId, table.startsAt),
    index("meetings_status_idx").on(table.status, table.startsAt),
  ],
);
