import { errors } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { secondsUntil, type Bucket, type RateLimitStore } from './store';

interface Limit {
  max: number;
  windowSeconds: number;
}

/**
 * Sign-in limits (docs/adr/007-sign-in-security.md). Only failures count (a wrong password,
 * an unknown e-mail, a wrong two-factor code); a success clears the account's counters.
 * - per address: one address guessing across many accounts;
 * - per account and address: generous, so the owner's typos never trip it, and an attacker
 *   elsewhere cannot trip it for the owner;
 * - per account from every address: a short window, and not applied to an address that has
 *   signed in to the account before, so a distributed attacker slows guessing without locking
 *   the owner out of their usual place.
 */
export const SIGN_IN_LIMITS = {
  address: { max: 50, windowSeconds: 15 * 60 },
  accountAddress: { max: 10, windowSeconds: 15 * 60 },
  account: { max: 30, windowSeconds: 5 * 60 },
  /** How long an address that signed in stays exempt from the account-wide limit. */
  knownAddressSeconds: 30 * 24 * 60 * 60,
} as const;

/** Password reset requests (POST /v1/auth/password/forgot). */
export const FORGOT_PASSWORD_LIMITS = {
  /** Requests from one address: beyond this, 429 (the same whether or not the e-mail exists). */
  address: { max: 10, windowSeconds: 15 * 60 },
  /** Reset e-mails to one address: beyond this, the request is answered (204) but no e-mail is sent. */
  email: { max: 3, windowSeconds: 60 * 60 },
} as const;

// E-mails are hashed in keys: the counters hold no addresses.
const accountKey = (email: string) => sha256(email.trim().toLowerCase()).slice(0, 32);

export function createSignInLimiter(store: RateLimitStore, now: Clock) {
  const keys = (email: string, ip: string) => {
    const account = accountKey(email);
    return {
      address: `signin:ip:${ip}`,
      accountAddress: `signin:acct-ip:${account}:${ip}`,
      account: `signin:acct:${account}`,
      known: `signin:known:${account}:${ip}`,
    };
  };

  const over = (bucket: Bucket, limit: Limit) => (bucket.count > limit.max ? bucket : null);

  function throwIfLimited(buckets: (Bucket | null)[]): void {
    const blocked = buckets.filter((b): b is Bucket => b !== null);
    if (blocked.length === 0) return;
    const at = now();
    throw errors.rateLimited(Math.max(...blocked.map((b) => secondsUntil(b.resetAt, at))));
  }

  return {
    /**
     * Counts this attempt before the password is checked, in one atomic increment per counter
     * (a row upsert in PostgreSQL, INCR in Redis), and answers 429 RATE_LIMITED when it is one
     * too many: parallel attempts each get their own count, so no more than the limit are ever
     * checked (docs/adr/017-hardening.md#sign-in-limit). A failure leaves the count; a success
     * or a proven password takes it back (`release`), so only failures count.
     */
    async reserve(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      const known = await store.get(k.known);
      const [address, accountAddress, account] = await Promise.all([
        store.hit(k.address, SIGN_IN_LIMITS.address.windowSeconds),
        store.hit(k.accountAddress, SIGN_IN_LIMITS.accountAddress.windowSeconds),
        store.hit(k.account, SIGN_IN_LIMITS.account.windowSeconds),
      ]);
      // An address that signed in to the account before is exempt from the account-wide limit.
      throwIfLimited([over(address, SIGN_IN_LIMITS.address), over(accountAddress, SIGN_IN_LIMITS.accountAddress), known ? null : over(account, SIGN_IN_LIMITS.account)]);
    },
    /** Takes back what `reserve` counted: the password was right. */
    async release(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await Promise.all([store.undo(k.address), store.undo(k.accountAddress), store.undo(k.account)]);
    },
    /** Counts a failure found after the password (a wrong two-factor code). */
    async failed(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await store.hit(k.address, SIGN_IN_LIMITS.address.windowSeconds);
      await store.hit(k.accountAddress, SIGN_IN_LIMITS.accountAddress.windowSeconds);
      await store.hit(k.account, SIGN_IN_LIMITS.account.windowSeconds);
    },
    async succeeded(email: string, ip: string): Promise<void> {
      const k = keys(email, ip);
      await store.reset(k.accountAddress);
      await store.reset(k.account);
      await store.hit(k.known, SIGN_IN_LIMITS.knownAddressSeconds);
    },
  };
}
export type SignInLimiter = ReturnType<typeof createSignInLimiter>;

export function createForgotPasswordLimiter(store: RateLimitStore, now: Clock) {
  return {
    /** 429 when the address asked too often; otherwise whether an e-mail may go to this account. */
    async admit(email: string, ip: string): Promise<{ mayMail: boolean }> {
      const address = await store.hit(`forgot:ip:${ip}`, FORGOT_PASSWORD_LIMITS.address.windowSeconds);
      if (address.count > FORGOT_PASSWORD_LIMITS.address.max) throw errors.rateLimited(secondsUntil(address.resetAt, now()));
      const mails = await store.hit(`forgot:acct:${accountKey(email)}`, FORGOT_PASSWORD_LIMITS.email.windowSeconds);
      return { mayMail: mails.count <= FORGOT_PASSWORD_LIMITS.email.max };
    },
  };
}
export type ForgotPasswordLimiter = ReturnType<typeof createForgotPasswordLimiter>;
