// The values a column may hold, written once for both schemas (db/sqlite/schema.ts, db/postgres/schema.ts)
// and for the code that reads them. Text columns on both engines: a new value needs no migration.

// Where a lead stands in the sales process.
export const LEAD_STATUSES = ["new", "contacted", "qualified", "won", "lost", "disqualified"] as const;
// The two kinds of lead: a demo request, a contact message.
export const LEAD_KINDS = ["demo", "contact"] as const;
// A lead's language, a staff account's workspace language, an article's locale.
export const LANGUAGES = ["en", "fr"] as const;

// The notification outbox: where a row goes, what it tells, where it stands.
export const NOTIFICATION_CHANNELS = ["email", "webhook"] as const;
export const NOTIFICATION_EVENTS = [
  "lead.created",
  "lead.updated",
  "lead.erased",
  "lead.reminder",
  "lead.escalated",
  "content.published",
  "content.unpublished",
  "content.schedule_failed",
  "content.review_submitted",
  "content.review_approved",
  "content.review_returned",
  "meeting.booked",
  "meeting.rescheduled",
  "meeting.cancelled",
  "meeting.reminder_24h",
  "meeting.reminder_1h",
] as const;
// What a notification is about: a lead of a kind, or a content event (its id in lead_id).
// A meeting's e-mails (lib/booking/) name the meeting (its id in lead_id).
export const NOTIFICATION_SUBJECTS = [...LEAD_KINDS, "content", "meeting"] as const;
export const NOTIFICATION_STATUSES = ["pending", "sent", "failed"] as const;

// How new leads find an owner, and what the territory rule does when no territory matches.
export const ROUTING_RULES = ["none", "round-robin", "territory"] as const;
export const ROUTING_FALLBACKS = ["none", "round-robin"] as const;

// Published content (lib/content/): what a revision or a content event is about, what made a revision,
// and what a content event tells every instance.
export const CONTENT_KINDS = ["article", "city"] as const;
export const REVISION_KINDS = ["import", "save", "publish", "unpublish", "restore"] as const;
export const CONTENT_EVENT_ACTIONS = ["published", "unpublished"] as const;
// A blog term (db terms): an article's one category, or one of its tags.
export const TERM_KINDS = ["category", "tag"] as const;
// A scheduled change (content_schedules): what it does at its time, and where it stands.
export const SCHEDULE_ACTIONS = ["publish", "unpublish"] as const;
export const SCHEDULE_STATUSES = ["pending", "claimed", "done", "failed", "cancelled"] as const;
// Why a scheduled change did not happen: a key of the staff catalogue's errors ("publishRefused", or
// "twinRefused" for the other half of a pair), with the gates' problems when they refused.
export interface ScheduleFailure {
  reason: string;
  problems?: { field: string; code: string; params?: Record<string, string | number> }[];
}
// The encodings an uploaded image is served in: AVIF and WebP at each width, JPEG for the social card.
export const MEDIA_FORMATS = ["avif", "webp", "jpeg"] as const;
// A review of a revision (issue 40): waiting for an administrator, approved (and so published), or
// sent back to its author with a comment.
export const REVIEW_STATUSES = ["pending", "approved", "returned"] as const;

// A demo meeting (lib/booking/): booked (the only active state, which holds the rep's time), then
// cancelled, or marked held or no-show by the rep once its time has passed; and where it was booked.
export const MEETING_STATUSES = ["booked", "cancelled", "held", "no-show"] as const;
export const MEETING_CHANNELS = ["dialog", "chat", "staff"] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type LeadKind = (typeof LEAD_KINDS)[number];
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export type ContentKind = (typeof CONTENT_KINDS)[number];
export type RevisionKind = (typeof REVISION_KINDS)[number];
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export type ContentEventAction = (typeof CONTENT_EVENT_ACTIONS)[number];
export type TermKind = (typeof TERM_KINDS)[number];
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];
export type MeetingStatus = (typeof MEETING_STATUSES)[number];
export type NotificationSubject = (typeof NOTIFICATION_SUBJECTS)[number];
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

// First-party analytics (issue 51, docs/analytics.md): what a stored event is (a page view, one of the
// site's own events, a Web Vital), the viewport class it was seen in, the Web Vitals and Google's
// ratings of them, and the periods raw events are rolled up by once they are 90 days old.
export const ANALYTICS_KINDS = ["view", "event", "vital"] as const;
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;
export const WEB_VITALS = ["LCP", "INP", "CLS", "FCP", "TTFB"] as const;
export const VITAL_RATINGS = ["good", "needs-improvement", "poor"] as const;
export const ROLLUP_PERIODS = ["hour", "day"] as const;
export type AnalyticsKind = (typeof ANALYTICS_KINDS)[number];
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
export type WebVital = (typeof WEB_VITALS)[number];
export type VitalRating = (typeof VITAL_RATINGS)[number];
export type RollupPeriod = (typeof ROLLUP_PERIODS)[number];
