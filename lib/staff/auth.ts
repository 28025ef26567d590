import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { dialect } from "@/db/dialect";
import { staffAccounts, staffRateLimits, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "@/db/schema";
import { siteConfig } from "@/lib/site-config";
import { recordAudit } from "@/lib/staff/audit";
import { passwordProblem } from "@/lib/staff/passwords";
import { resolvedClient } from "@/lib/server/client-address.mjs";

// Staff accounts and sessions: Better Auth with its Drizzle adapter, on whichever engine runs.
// Only the endpoints lib/staff/auth-gate.ts lets through answer over HTTP (sign-in, sign-out, the
// second factor, password change); accounts, roles and locks are managed by lib/staff/team.ts
// alone (the team page and `npm run staff`), so no plugin that manages users over HTTP is loaded.
// Passwords, session tokens and cookies are the library's.

// BETTER_AUTH_SECRET signs and encrypts the cookies. One machine may go without it: a random secret
// is kept beside the SQLite file (mode 0600). Several instances must share one, so PostgreSQL needs
// the variable.
export function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  const file = dialect.localSecretFile();
  if (!file) throw new Error("Set BETTER_AUTH_SECRET (32+ random characters, the same on every instance) to use the staff workspace");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
}

const clientIp = (headers: Headers | undefined) => resolvedClient(headers?.get("x-forwarded-for")) || null;

function createAuth() {
  return betterAuth({
    appName: `${siteConfig.name} staff`,
    baseURL: siteConfig.url,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [new URL(siteConfig.url).origin],
    telemetry: { enabled: false },
    database: drizzleAdapter(getDb(), {
      provider: dialect.authProvider,
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        rateLimit: staffRateLimits,
      },
    }),
    user: {
      // Set by lib/staff/team.ts only; no request can write them (input: false).
      additionalFields: {
        role: { type: "string", input: false, defaultValue: "sales" },
        banned: { type: "boolean", input: false, defaultValue: false, required: false },
      },
    },
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
    // A session is never extended: it ends 12 hours after sign-in (the idle timeout is
    // lib/staff/session.ts's, which sees every request).
    session: { expiresIn: 12 * 3600, disableSessionRefresh: true },
    // Sign-in has its own throttle (lib/staff/throttle.ts: failures only, per address and per
    // account); the second factor and password change are limited per address here.
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": false,
        "/two-factor/*": { window: 15 * 60, max: 5 },
        "/change-password": { window: 15 * 60, max: 5 },
      },
    },
    databaseHooks: {
      session: {
        create: {
          // A locked account gets no session (its open ones are deleted when it is locked).
          async before(session) {
            const [user] = await getDb().select({ banned: staffUsers.banned }).from(staffUsers).where(eq(staffUsers.id, session.userId)).limit(1);
            if (user?.banned) throw new APIError("FORBIDDEN", { message: "This account is locked", code: "BANNED_USER" });
          },
        },
      },
    },
    advanced: {
      cookiePrefix: "torque-staff",
      useSecureCookies: siteConfig.url.startsWith("https:"),
      // server.mjs leaves exactly one address here: the socket's, or the trusted proxy's last entry.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    hooks: {
      // A new password must resist guessing (lib/staff/passwords.ts).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/change-password") return;
        const user = (await getSessionFromCtx(ctx))?.user;
        // Worded in the account's own language (the workspace's setting).
        const [account] = user ? await getDb().select({ language: staffUsers.language }).from(staffUsers).where(eq(staffUsers.id, user.id)).limit(1) : [];
        const problem = await passwordProblem(
          String((ctx.body as { newPassword?: unknown } | undefined)?.newPassword ?? ""),
          [user?.email ?? "", user?.name ?? ""],
          account?.language === "fr" ? "fr" : "en",
        );
        if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
      }),
      // Changes to a staff member's own sign-in, each to the audit log (sign-in attempts are
      // recorded by lib/staff/auth-gate.ts, which sees the whole answer).
      after: createAuthMiddleware(async (ctx) => {
        const changes: Record<string, string> = {
          "/change-password": "password-changed",
          "/two-factor/enable": "two-factor-started",
          "/two-factor/disable": "two-factor-off",
        };
        const change = changes[ctx.path];
        if (!change || ctx.context.returned instanceof APIError) return;
        const user = ctx.context.session?.user;
        if (user) await recordAudit({ actor: { id: user.id, email: user.email }, action: change, ip: clientIp(ctx.headers) });
      }),
    },
    plugins: [twoFactor({ issuer: siteConfig.name }), nextCookies()],
  });
}

type Auth = ReturnType<typeof createAuth>;
const cache = globalThis as unknown as { __staffAuth?: Auth };

export function getAuth(): Auth {
  cache.__staffAuth ??= createAuth();
  return cache.__staffAuth;
}
