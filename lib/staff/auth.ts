import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { nextCookies } from "better-auth/next-js";
import { admin, twoFactor } from "better-auth/plugins";
import { databasePath, engine, getDb } from "@/db";
import { staffAccounts, staffRateLimits, staffSessions, staffTwoFactors, staffUsers, staffVerifications } from "@/db/schema";
import { allowedOrigins } from "@/lib/api";
import { siteConfig } from "@/lib/site-config";
import { recordAudit } from "@/lib/staff/audit";

// Staff accounts and sessions: Better Auth with its Drizzle adapter, on whichever engine runs.
// No public sign-up (accounts come from `npm run staff` or an administrator); passwords, session
// tokens and cookies are the library's. Sign-in is throttled per client address in the database,
// so every instance counts the same attempts.

export const SIGN_IN_ATTEMPTS = 5;
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
export const SESSION_HOURS = 12;

// BETTER_AUTH_SECRET signs and encrypts the cookies. One machine may go without it: a random secret
// is kept beside the SQLite file (mode 0600). Several instances must share one, so PostgreSQL needs
// the variable.
function authSecret(): string {
  if (process.env.BETTER_AUTH_SECRET) return process.env.BETTER_AUTH_SECRET;
  if (engine() === "postgres") throw new Error("Set BETTER_AUTH_SECRET (32+ random characters, the same on every instance) to use the staff workspace");
  const file = path.join(path.dirname(databasePath()), "auth-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("base64url");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
      return secret;
    } catch {
      return fs.readFileSync(file, "utf8").trim(); // another process wrote it first
    }
  }
}

const clientIp = (headers: Headers | undefined) => headers?.get("x-forwarded-for") ?? null;

function createAuth() {
  return betterAuth({
    appName: `${siteConfig.name} staff`,
    baseURL: siteConfig.url,
    basePath: "/api/auth",
    secret: authSecret(),
    trustedOrigins: [...allowedOrigins()],
    telemetry: { enabled: false },
    database: drizzleAdapter(getDb(), {
      provider: engine() === "postgres" ? "pg" : "sqlite",
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
        rateLimit: staffRateLimits,
      },
    }),
    emailAndPassword: { enabled: true, disableSignUp: true, minPasswordLength: 12, maxPasswordLength: 128 },
    session: { expiresIn: SESSION_HOURS * 3600, updateAge: 3600 },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        "/sign-in/email": { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS },
        "/two-factor/*": { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS },
        "/change-password": { window: SIGN_IN_WINDOW_SECONDS, max: SIGN_IN_ATTEMPTS },
      },
    },
    advanced: {
      cookiePrefix: "torque-staff",
      useSecureCookies: siteConfig.url.startsWith("https:"),
      // server.mjs leaves exactly one address here: the socket's, or the trusted proxy's last entry.
      ipAddress: { ipAddressHeaders: ["x-forwarded-for"] },
    },
    hooks: {
      // Every sign-in attempt, successful or not, goes to the audit log.
      after: createAuthMiddleware(async (ctx) => {
        const changes: Record<string, string> = { "/change-password": "password-changed", "/two-factor/enable": "two-factor-started", "/two-factor/disable": "two-factor-off" };
        const change = changes[ctx.path];
        if (change && !(ctx.context.returned instanceof APIError)) {
          const user = ctx.context.session?.user;
          if (user) await recordAudit({ actor: { id: user.id, email: user.email }, action: change, ip: clientIp(ctx.headers) });
          return;
        }
        if (ctx.path !== "/sign-in/email") return;
        const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? "").slice(0, 254);
        const returned = ctx.context.returned;
        const failed = returned instanceof APIError;
        const user = failed ? null : ctx.context.newSession?.user;
        await recordAudit({
          actor: user ? { id: user.id, email: user.email } : { id: null, email },
          action: failed ? "sign-in-failed" : "sign-in",
          ip: clientIp(ctx.headers),
        });
      }),
    },
    plugins: [
      // Roles: "admin" has the plugin's permissions; "sales" (every other account) has none of them.
      admin({ defaultRole: "sales", adminRoles: ["admin"] }),
      twoFactor({ issuer: siteConfig.name }),
      nextCookies(),
    ],
  });
}

type Auth = ReturnType<typeof createAuth>;
const cache = globalThis as unknown as { __staffAuth?: Auth };

export function getAuth(): Auth {
  cache.__staffAuth ??= createAuth();
  return cache.__staffAuth;
}
