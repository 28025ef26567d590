import "server-only";
import type { NotificationChannel, NotificationSubject } from "@/db/enums";
import type { LeadNotification } from "@/db/schema";
import type { OutboxMail, OutboxPost } from "./messages";

// How each room's messages are written when they are sent: a builder per subject and channel, which
// its room registers as it loads (lib/leads/notifications.ts the leads', lib/content/notices.ts the
// content's, lib/booking/emails.ts the meetings'), built from its subject's state then; null: nothing
// to send any more (the lead, meeting or account is gone).
export type MessageBuilder = (notification: LeadNotification) => Promise<OutboxMail | null>;
export type WebhookBuilder = (notification: LeadNotification) => Promise<OutboxPost | null>;

const builders = { email: new Map<NotificationSubject, MessageBuilder>(), webhook: new Map<NotificationSubject, WebhookBuilder>() };

export function registerMessageBuilder(subject: NotificationSubject, build: MessageBuilder): void {
  builders.email.set(subject, build);
}

export function registerWebhookBuilder(subject: NotificationSubject, build: WebhookBuilder): void {
  builders.webhook.set(subject, build);
}

// The builder of a subject's e-mails or webhooks; none registered is an error the worker retries later.
function registered<B>(map: Map<NotificationSubject, B>, subject: NotificationSubject, channel: NotificationChannel): B {
  const build = map.get(subject);
  if (!build) throw new Error(`No ${channel} builder registered for ${subject}`);
  return build;
}
export const emailBuilder = (subject: NotificationSubject) => registered(builders.email, subject, "email");
export const webhookBuilder = (subject: NotificationSubject) => registered(builders.webhook, subject, "webhook");
