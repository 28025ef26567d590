import "server-only";
import type { NotificationChannel } from "@/db/enums";

// Which of the outbox's receivers are configured, each on when its settings are.
// Leads: email to sales (SMTP_URL and LEADS_NOTIFY_TO), with a link to the lead's page; webhook to a
// CRM or automation tool (LEADS_WEBHOOK_URL and LEADS_WEBHOOK_SECRET).
export function notificationChannels(): NotificationChannel[] {
  const channels: NotificationChannel[] = [];
  if (process.env.SMTP_URL && process.env.LEADS_NOTIFY_TO) channels.push("email");
  if (process.env.LEADS_WEBHOOK_URL && process.env.LEADS_WEBHOOK_SECRET) channels.push("webhook");
  return channels;
}

// A publish or unpublish is posted, signed the same way, to CONTENT_WEBHOOK_URL with CONTENT_WEBHOOK_SECRET
// (a CDN's purge, a chat channel): its own receiver, not the CRM's.
export const contentWebhookEnabled = () => Boolean(process.env.CONTENT_WEBHOOK_URL && process.env.CONTENT_WEBHOOK_SECRET);

// Staff and meeting e-mails (reviews, refused schedules, meetings) need only SMTP_URL.
export const notificationsEnabled = () => notificationChannels().length > 0 || contentWebhookEnabled() || Boolean(process.env.SMTP_URL);
