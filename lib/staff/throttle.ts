import "server-only";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "@/db";
import { staffSignInThrottle } from "@/db/schema";

// Sign-in throttling, in the database so every instance counts the same attempts. Only failures
// count; a successful sign-in never uses up anyone's allowance.
// - Per client address (an IPv4 address or an IPv6 /64): ADDRESS_FAILURES wrong passwords in
//   WINDOW_MS lock the address out for the rest of the window, except for the accounts that signed in
//   from it before (an office's shared address is not closed to the whole office by one guesser).
//   Such a known (account, address) pair has an allowance of its own: ADDRESS_FAILURES wrong
//   passwords in a window, and it is locked with the address.
// - Per account (the normalised e-mail, whether or not it is a staff account, so the answer tells
//   nothing): past ACCOUNT_FREE_FAILURES consecutive failures, each further attempt waits twice as
//   long as the last (15 s, 30 s ... at most 15 minutes), from any address. An attacker spread over
//   thousands of addresses gets about a hundred guesses a day; the person is kept out for minutes,
//   and not at all from an address they have signed in from before (known addresses skip the delay).
export const ADDRESS_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
export const ACCOUNT_FREE_FAILURES = 5;
const ACCOUNT_DELAY_BASE_MS = 15_000;
const ACCOUNT_DELAY_MAX_MS = 15 * 60_000;
// A known address stays known this long after its last successful sign-in.
const KNOWN_FOR_MS = 30 * 24 * 3600_000;

export const normaliseEmail = (email: unknown) => (typeof email === "string" ? email.normalize("NFKC").trim().toLowerCase().slice(0, 254) : "");

const addressKey = (address: string) => `address:${address}`;
const accountKey = (email: string) => `account:${email}`;
const knownKey = (email: string, address: string) => `known:${email} ${address}`;

export function accountDelayMs(failures: number): number {
  if (failures < ACCOUNT_FREE_FAILURES) return 0;
  return Math.min(ACCOUNT_DELAY_BASE_MS * 2 ** (failures - ACCOUNT_FREE_FAILURES), ACCOUNT_DELAY_MAX_MS);
}

async function rows(keys: string[]) {
  const found = await getDb()
    .select()
    .from(staffSignInThrottle)
    .where(sql`${staffSignInThrottle.key} in ${keys}`);
  return new Map(found.map((r) => [r.key, r]));
}

const lockedOut = (row: { failures: number; windowStart: number }, now: number) => row.failures >= ADDRESS_FAILURES && now - row.windowStart < WINDOW_MS;

// How long this address must wait before trying this account again (ms), and why; 0 to go ahead.
export async function signInWait(address: string, email: string, now = Date.now()): Promise<{ ms: number; reason: "address" | "account" | null }> {
  const found = await rows([addressKey(address), accountKey(email), knownKey(email, address)]);
  const pair = found.get(knownKey(email, address));
  const known = pair && now - pair.lastAt < KNOWN_FOR_MS ? pair : undefined;
  const byAddress = found.get(addressKey(address));
  // A known pair passes a locked address while its own allowance lasts.
  if (byAddress && lockedOut(byAddress, now) && (!known || lockedOut(known, now))) {
    return { ms: byAddress.windowStart + WINDOW_MS - now, reason: "address" };
  }
  const byAccount = found.get(accountKey(email));
  if (byAccount && !known) {
    const wait = byAccount.lastAt + accountDelayMs(byAccount.failures) - now;
    if (wait > 0) return { ms: wait, reason: "account" };
  }
  return { ms: 0, reason: null };
}

// Counts one failed sign-in; answers the address's failures in its window after this one.
export async function recordSignInFailure(address: string, email: string, now = Date.now()): Promise<number> {
  const t = staffSignInThrottle;
  const inWindow = {
    failures: sql`case when ${t.windowStart} <= ${now - WINDOW_MS} then 1 else ${t.failures} + 1 end`,
    windowStart: sql`case when ${t.windowStart} <= ${now - WINDOW_MS} then ${now} else ${t.windowStart} end`,
  };
  const [byAddress] = await getDb()
    .insert(t)
    .values({ key: addressKey(address), failures: 1, windowStart: now, lastAt: now })
    .onConflictDoUpdate({ target: t.key, set: { ...inWindow, lastAt: now } })
    .returning({ failures: t.failures });
  if (email) {
    // A known pair's own allowance (its lastAt stays the time of its last sign-in).
    await getDb()
      .update(t)
      .set(inWindow)
      .where(eq(t.key, knownKey(email, address)));
    // Consecutive failures on the account; a day without one starts the count again.
    await getDb()
      .insert(t)
      .values({ key: accountKey(email), failures: 1, windowStart: now, lastAt: now })
      .onConflictDoUpdate({
        target: t.key,
        set: { failures: sql`case when ${t.lastAt} <= ${now - 24 * 3600_000} then 1 else ${t.failures} + 1 end`, lastAt: now },
      });
  }
  // Now and then, forget what no longer counts, so made-up addresses and e-mails cannot pile up.
  if (Math.random() < 0.02) await forgetStale(now);
  return byAddress?.failures ?? 1;
}

// A successful password: the account's and the pair's failure counts start again, and this address
// is known.
export async function recordSignInSuccess(address: string, email: string, now = Date.now()): Promise<void> {
  const t = staffSignInThrottle;
  await getDb()
    .delete(t)
    .where(eq(t.key, accountKey(email)));
  await getDb()
    .insert(t)
    .values({ key: knownKey(email, address), failures: 0, windowStart: now, lastAt: now })
    .onConflictDoUpdate({ target: t.key, set: { failures: 0, lastAt: now } });
}

export async function forgetStale(now = Date.now()): Promise<void> {
  const t = staffSignInThrottle;
  await getDb()
    .delete(t)
    .where(and(lt(t.lastAt, now - Math.max(WINDOW_MS, ACCOUNT_DELAY_MAX_MS, 24 * 3600_000)), sql`${t.key} not like 'known:%'`));
  await getDb()
    .delete(t)
    .where(and(lt(t.lastAt, now - KNOWN_FOR_MS), sql`${t.key} like 'known:%'`));
}
