import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import type { LeadKind } from "@/db/enums";
import { authSecret } from "@/lib/staff/auth";

// Signed tokens, so no table holds them and any instance checks them (the workspace's secret,
// BETTER_AUTH_SECRET, shared by every instance; a key of its own derived from it):
// - a booking token, in the answer to a demo request: the lead it may book a meeting for, until it
//   expires (BOOKING_TOKEN_HOURS);
// - a meeting's token, in every e-mail's links and the confirmation: the meeting and its sequence, so
//   a link from before a reschedule, or to a cancelled or past meeting, is used up.
// A forged, altered, expired or used-up token is answered 404, as an unknown address.

export const BOOKING_TOKEN_HOURS = 24;

export type BookingGrant = { kind: "lead"; leadType: LeadKind; leadId: number; expiresAt: number } | { kind: "meeting"; meetingId: number; sequence: number };

const sign = (payload: string) => createHmac("sha256", `booking:${authSecret()}`).update(payload).digest("base64url");

function encode(value: unknown[]): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${sign(payload)}`;
}

export const leadToken = (leadType: LeadKind, leadId: number, now = Date.now()) => encode(["l", leadType, leadId, now + BOOKING_TOKEN_HOURS * 3_600_000]);

export const meetingToken = (meetingId: number, sequence: number) => encode(["m", meetingId, sequence]);

const isId = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) > 0;

// What a token grants, or null: malformed, forged, altered or expired.
export function readToken(token: unknown, now = Date.now()): BookingGrant | null {
  if (typeof token !== "string" || token.length > 300) return null;
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const value = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as unknown[];
    if (value[0] === "l" && (value[1] === "demo" || value[1] === "contact") && isId(value[2]) && typeof value[3] === "number") {
      return value[3] > now ? { kind: "lead", leadType: value[1], leadId: value[2], expiresAt: value[3] } : null;
    }
    if (value[0] === "m" && isId(value[1]) && Number.isSafeInteger(value[2])) return { kind: "meeting", meetingId: value[1], sequence: value[2] as number };
  } catch {
    // not ours
  }
  return null;
}
