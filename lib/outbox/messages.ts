import "server-only";
import type { LeadKind, NotificationChannel } from "@/db/enums";
import type { LeadNotification } from "@/db/schema";

// What the outbox sends: one typed message per thing a room can queue (its subject, channel, event
// and what it carries), and the row each becomes in lead_notifications (its subject's id in lead_id,
// a staff account's id in recipient_id). Only lib/outbox/ writes that table; every room queues
// through queue() (lib/outbox/queue.ts) and registers how its messages are written when they are sent
// (lib/outbox/registry.ts).
export type OutboxMessage =
  // A lead (demo request, contact message): new, or rescued from spam (lead.created, once per lead and
  // channel), changed for a CRM that has it (lead.updated), erased (lead.erased: kind and id only).
  | { subject: LeadKind; channel: NotificationChannel; event: "lead.created" | "lead.updated"; id: number }
  | { subject: LeadKind; channel: "webhook"; event: "lead.erased"; id: number }
  // A new lead still waiting for its first response: to its owner (null: the team address), or to an
  // administrator.
  | { subject: LeadKind; channel: "email"; event: "lead.reminder" | "lead.escalated"; id: number; recipientId: string | null }
  // A demo meeting's e-mails (lib/booking/): to the prospect (recipient null) or the rep, a reminder
  // due ahead (at, epoch milliseconds).
  | {
      subject: "meeting";
      channel: "email";
      event: "meeting.booked" | "meeting.rescheduled" | "meeting.cancelled" | "meeting.reminder_24h" | "meeting.reminder_1h";
      id: number;
      recipientId: string | null;
      at: number;
    }
  // A content event (its id) posted to the content webhook.
  | { subject: "content"; channel: "webhook"; event: "content.published" | "content.unpublished"; id: number }
  // A scheduled change a gate refused (the schedule's id), to its author; a review's e-mail (the
  // review's id) to an administrator or the author.
  | {
      subject: "content";
      channel: "email";
      event: "content.schedule_failed" | "content.review_submitted" | "content.review_approved" | "content.review_returned";
      id: number;
      recipientId: string;
    };

export type OutboxEvent = OutboxMessage["event"];
export type OutboxRow = Pick<LeadNotification, "leadType" | "leadId" | "channel" | "event" | "nextAttemptAt" | "requestId" | "recipientId">;

// The row a message becomes, due now (or at its own time), under the request that queued it: its
// sends log under that request's id, so one lead or meeting can be followed (content rows keep none).
export function rowOf(message: OutboxMessage, now: number, requestId: string | null): OutboxRow {
  return {
    leadType: message.subject,
    leadId: message.id,
    channel: message.channel,
    event: message.event,
    nextAttemptAt: new Date("at" in message ? message.at : now).toISOString(),
    requestId: message.subject === "content" ? null : requestId,
    recipientId: "recipientId" in message ? message.recipientId : null,
  };
}

// A new lead's rows, one per channel, for the lead store (db/leads.ts), which writes them in the lead's
// own transaction once the lead has its id: the id is known only inside it, and the store is one
// round trip (PostgreSQL's one batch, SQLite's group commit), which db/ cannot hand to lib/.
export function newLeadRows(channels: readonly NotificationChannel[], now: number, requestId: string | null) {
  return channels.map((channel) => ({ channel, event: "lead.created" as const, nextAttemptAt: new Date(now).toISOString(), requestId }));
}

// An e-mail, as a room's builder writes it when it is sent.
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  // An invitation (text/calendar; method=REQUEST or CANCEL), as calendars read it in the message.
  icalEvent?: { method: "REQUEST" | "CANCEL"; filename: string; content: string };
}

// A webhook, as a room's builder writes it when it is sent: signed in the Standard Webhooks format with
// the secret, its id stable so a receiver drops a retried duplicate.
export interface OutboxPost {
  url: string;
  secret: string;
  id: string;
  body: string;
}
