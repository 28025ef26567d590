import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { symmetricDecrypt } from "better-auth/crypto";
import { getDb } from "@/db";
import { staffTwoFactors, staffUsers } from "@/db/schema";
import { clientKey } from "@/lib/http/client-address";
import { logger } from "@/lib/server/log.mjs";
import { metrics } from "@/lib/server/metrics.mjs";
import { recordAudit } from "@/lib/staff/audit";
import { getAuth } from "@/lib/staff/auth";
import { staffFromHeaders } from "@/lib/staff/session";
import { ADDRESS_FAILURES, normaliseEmail, recordSignInFailure, recordSignInSuccess, signInWait } from "@/lib/staff/throttle";

// The two steps of a staff sign-in, around Better Auth's own endpoints: the throttle before the
// password, the replay check before the authenticator code, and the audit log after each, written
// from the whole answer (Better Auth's hooks run before its two-factor plugin has decided whether
// a password alone signs in).

const ip = (request: Request) => request.headers.get("x-forwarded-for") ?? "";

// The staff account an e-mail names, if any: only then is a typed e-mail written to the audit log.
async function staffAccount(email: string): Promise<{ id: string; email: string } | null> {
  if (!email) return null;
  const [user] = await getDb().select({ id: staffUsers.id, email: staffUsers.email }).from(staffUsers).where(eq(staffUsers.email, email)).limit(1);
  return user ?? null;
}

const actorOf = (account: { id: string; email: string } | null) => (account ? { id: account.id, email: account.email } : { id: null, email: null });

function tooMany(ms: number, reason: "address" | "account"): Response {
  const seconds = String(Math.max(1, Math.ceil(ms / 1000)));
  return Response.json(
    {
      code: "TOO_MANY_ATTEMPTS",
      message: reason === "address" ? "Too many sign-in attempts from this address" : "Too many failed sign-ins for this account: wait a moment",
    },
    { status: 429, headers: { "Retry-After": seconds, "X-Retry-After": seconds } },
  );
}

// A request's JSON body, as lib/staff/auth-gate.ts read it and handed it to Better Auth.
export type Fields = Record<string, unknown>;

// POST /api/auth/sign-in/email: the password step.
export async function passwordStep(request: Request, fields: Fields): Promise<Response> {
  const email = normaliseEmail(fields.email);
  const address = clientKey(ip(request) || "unknown");
  const wait = await signInWait(address, email);
  if (wait.reason) {
    metrics.signIns.inc({ result: "locked" });
    return tooMany(wait.ms, wait.reason);
  }

  const response = await getAuth().handler(request);
  const account = await staffAccount(email);
  const answer = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { twoFactorRedirect?: boolean; code?: string };
  if (response.ok) {
    if (!answer.twoFactorRedirect) metrics.signIns.inc({ result: "success" });
    await recordSignInSuccess(address, email);
    // With two-factor on, no session exists yet: the password was right, the code is to come.
    await recordAudit({ actor: actorOf(account), action: answer.twoFactorRedirect ? "sign-in-second-factor-pending" : "sign-in", ip: ip(request) });
  } else if (response.status === 403 && answer.code === "BANNED_USER") {
    metrics.signIns.inc({ result: "locked" });
    await recordAudit({ actor: actorOf(account), action: "sign-in-refused-locked", ip: ip(request) });
  } else if (response.status !== 429) {
    metrics.signIns.inc({ result: "failure" });
    const failures = await recordSignInFailure(address, email);
    await recordAudit({ actor: actorOf(account), action: "sign-in-failed", ip: ip(request) });
    // One lockout row per address and window: written when the failure that locks it happens.
    if (failures === ADDRESS_FAILURES) await recordAudit({ actor: actorOf(account), action: "sign-in-locked", detail: { address }, ip: ip(request) });
  }
  return response;
}

// A cookie Better Auth signed (better-call's format: encodeURIComponent(`${value}.${base64 HMAC-SHA256}`)).
function signedCookie(request: Request, name: string, secret: string): string | null {
  const pair = (request.headers.get("cookie") ?? "").split(/;\s*/).find((c) => c.startsWith(`${name}=`));
  if (!pair) return null;
  let value: string;
  try {
    value = decodeURIComponent(pair.slice(name.length + 1));
  } catch {
    return null;
  }
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const data = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac("sha256", secret).update(data).digest("base64"));
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? data : null;
}

// Whose second factor this request answers: a signed-in member setting it up, or someone halfway
// through signing in (Better Auth's signed two-factor cookie names a pending challenge).
async function secondFactorUser(request: Request): Promise<{ userId: string; flow: "setup" | "sign-in" } | null> {
  const staff = await staffFromHeaders(request.headers);
  if (staff) return { userId: staff.id, flow: "setup" };
  const context = await getAuth().$context;
  const challenge = signedCookie(request, context.createAuthCookie("two_factor").name, context.secret);
  if (!challenge) return null;
  const pending = await context.internalAdapter.findVerificationValue(challenge);
  return pending && new Date(pending.expiresAt).getTime() > Date.now() ? { userId: pending.value, flow: "sign-in" } : null;
}

const STEP_MS = 30_000;

// RFC 4226 HOTP with the key as Better Auth keeps it (the secret's UTF-8 bytes), 6 digits.
function hotp(key: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hash = createHmac("sha1", Buffer.from(key, "utf8")).update(message).digest();
  const offset = hash[hash.length - 1]! & 15;
  return String((hash.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, "0");
}

// The time step a code belongs to, within the ±1 step Better Auth accepts; null when it matches none.
async function codeStep(userId: string, code: string, now = Date.now()): Promise<number | null> {
  const [row] = await getDb().select({ secret: staffTwoFactors.secret }).from(staffTwoFactors).where(eq(staffTwoFactors.userId, userId)).limit(1);
  if (!row || !/^\d{6}$/.test(code)) return null;
  let key: string;
  try {
    key = await symmetricDecrypt({ key: (await getAuth().$context).secretConfig, data: row.secret });
  } catch (error) {
    // Encrypted under another BETTER_AUTH_SECRET: the member must set up two-factor again
    // (docs/deploy.md, "Rotate BETTER_AUTH_SECRET"). The code is refused like a wrong one.
    logger.error({ err: error, userId }, "a two-factor key cannot be decrypted: was BETTER_AUTH_SECRET rotated?");
    return null;
  }
  const current = Math.floor(now / STEP_MS);
  for (const step of [current - 1, current, current + 1]) if (hotp(key, step) === code) return step;
  return null;
}

// Takes a time step for this account, once: a code at or before the last accepted step is refused
// (RFC 6238 §5.2), so a code seen over someone's shoulder cannot sign in a second time. Atomic, so
// two requests racing with the same code cannot both take it.
async function takeStep(userId: string, step: number): Promise<boolean> {
  const taken = await getDb()
    .update(staffTwoFactors)
    .set({ lastTotpStep: step })
    .where(and(eq(staffTwoFactors.userId, userId), or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step))))
    .returning({ id: staffTwoFactors.id });
  return taken.length > 0;
}

// POST /api/auth/two-factor/verify-totp and /verify-backup-code: the second step, or the first code
// that proves a new authenticator is set up.
export async function secondFactorStep(request: Request, fields: Fields, method: "totp" | "backup-code"): Promise<Response> {
  const who = await secondFactorUser(request);
  const actor = who
    ? actorOf(
        await getDb()
          .select({ id: staffUsers.id, email: staffUsers.email })
          .from(staffUsers)
          .where(eq(staffUsers.id, who.userId))
          .limit(1)
          .then((r) => r[0] ?? null),
      )
    : { id: null, email: null };
  const failed = who?.flow === "setup" ? "two-factor-setup-failed" : "sign-in-second-factor-failed";
  if (who && method === "totp") {
    const code = String(fields.code ?? "");
    const step = await codeStep(who.userId, code);
    if (step !== null && !(await takeStep(who.userId, step))) {
      await recordAudit({ actor, action: failed, detail: { method, reason: "code already used" }, ip: ip(request) });
      return Response.json({ code: "INVALID_CODE", message: "This code was already used: wait for the next one" }, { status: 401 });
    }
  }
  const response = await getAuth().handler(request);
  if (who?.flow === "sign-in") metrics.signIns.inc({ result: response.ok ? "success" : response.status === 429 ? "locked" : "failure" });
  if (who && response.status !== 429) {
    const action = response.ok ? (who.flow === "setup" ? "two-factor-on" : "sign-in") : failed;
    await recordAudit({ actor, action, detail: { method }, ip: ip(request) });
  }
  return response;
}
