import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import type { LeadKind } from "@/db/enums";
import { authSecret } from "@/lib/staff/auth";

// Sealed tokens, so no table holds them and any instance checks them: AES-256-GCM under a key of
// their own derived from the workspace's secret (BETTER_AUTH_SECRET, shared by every instance), so a
// token can be neither altered nor read (the ids inside would tell anyone the lead volume, which the
// demo request's answer never does):
// - a booking token, in the answer to a demo request: the lead it may book a meeting for, until it
//   expires (BOOKING_TOKEN_HOURS);
// - a meeting's token, in every e-mail's links and the confirmation: the meeting and its sequence, so
//   a link from before a reschedule, or to a cancelled or past meeting, is used up.
// A forged, altered, expired or used-up token is answered 404, as an unknown address.

export const BOOKING_TOKEN_HOURS = 24;

export type BookingGrant = { kind: "lead"; leadType: LeadKind; leadId: number; expiresAt: number } | { kind: "meeting"; meetingId: number; sequence: number };

const key = () => createHash("sha256").update(`booking:${authSecret()}`).digest();

function encode(value: unknown[]): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(value), "utf8"), cipher.final()]);
  return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString("base64url");
}

// The value a token seals, or null when it was not sealed with our key as it is.
function decode(token: string): unknown[] | null {
  const bytes = Buffer.from(token, "base64url");
  if (bytes.length < 29 || bytes.toString("base64url") !== token) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key(), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString("utf8");
    const value = JSON.parse(text) as unknown;
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

export const leadToken = (leadType: LeadKind, leadId: number, now = Date.now()) => encode(["l", leadType, leadId, now + BOOKING_TOKEN_HOURS * 3_600_000]);

export const meetingToken = (meetingId: number, sequence: number) => encode(["m", meetingId, sequence]);

const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

// What a token grants, or null: malformed, forged, altered or expired.
export function readToken(token: unknown, now = Date.now()): BookingGrant | null {
  if (typeof token !== "string" || token.length > 300) return null;
  const value = decode(token);
  if (!value) return null;
  if (value[0] === "l" && (value[1] === "demo" || value[1] === "contact") && isId(value[2]) && typeof value[3] === "number") {
    return value[3] > now ? { kind: "lead", leadType: value[1], leadId: value[2], expiresAt: value[3] } : null;
  }
  if (value[0] === "m" && isId(value[1]) && Number.isSafeInteger(value[2])) return { kind: "meeting", meetingId: value[1], sequence: value[2] as number };
  return null;
}
