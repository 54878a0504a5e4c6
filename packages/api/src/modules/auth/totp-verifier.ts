import type { Clock } from '../../lib/clock';
import { sha256 } from '../../lib/crypto';
import { base32Decode, matchTotp, TOTP_STEP_SECONDS } from '../../lib/totp';
import type { SecretBox } from '../../lib/secret-box';
import type { RateLimitStore } from '../rate-limit';
import type { UserRow } from '../users';

/** ±1 step (30 s either side) at sign-in and for security changes (RFC 6238 §5.2). */
export const TOTP_WINDOW = 1;
/**
 * Confirming an enrolment accepts ±10 steps (5 minutes): that code only proves the app holds
 * the new secret, and with two-factor on the request is repeated after the e-mailed check.
 */
export const TOTP_ENROLMENT_WINDOW = 10;

export interface TotpVerifier {
  /**
   * Whether the user signs in with their app: method TOTP and a secret that opens. A secret
   * sealed under a former JWT secret does not open; such a user gets e-mailed codes until they
   * set the app up again, rather than being locked out.
   */
  inUse(user: UserRow): boolean;
  /** Whether `code` is the user's authenticator code now; a code is accepted once only. */
  accept(user: UserRow, code: string): Promise<boolean>;
  /** The same for the pending (not yet confirmed) secret of an enrolment. */
  acceptPending(user: UserRow, code: string): Promise<boolean>;
  /** Whether `code` matches the pending secret, without recording it as used. */
  matchesPending(user: UserRow, code: string): Promise<boolean>;
  decodeSecret(sealed: string): Buffer;
}

/**
 * Authenticator-app codes. A matched step is recorded in the rate-limit store (key per user
 * and step, kept while the step could still match), so a code seen once — typed, shoulder-
 * surfed or intercepted — never works again. Call outside database transactions.
 */
export function createTotpVerifier({ secretBox, store, now }: { secretBox: SecretBox; store: RateLimitStore; now: Clock }): TotpVerifier {
  const decodeSecret = (sealed: string) => base32Decode(secretBox.open(sealed));
  const opens = (sealed: string) => {
    try {
      decodeSecret(sealed);
      return true;
    } catch {
      return false;
    }
  };
  async function acceptWith(userId: string, sealed: string | null, code: string, window: number): Promise<boolean> {
    if (!sealed || !opens(sealed)) return false;
    const secret = decodeSecret(sealed);
    const step = matchTotp(secret, code, now(), window);
    if (step === null) return false;
    // Keyed by the secret's fingerprint too: an enrolment's code stays used once the secret is confirmed.
    const claim = await store.hit(`totp-used:${userId}:${sha256(secret.toString('hex')).slice(0, 16)}:${step}`, (2 * window + 2) * TOTP_STEP_SECONDS);
    return claim.count === 1;
  }
  return {
    inUse: (user) => user.twoFaMethod === 'TOTP' && user.totpSecret !== null && opens(user.totpSecret),
    accept: (user, code) => acceptWith(user.id, user.totpSecret, code, TOTP_WINDOW),
    acceptPending: (user, code) => acceptWith(user.id, user.totpPendingSecret, code, TOTP_ENROLMENT_WINDOW),
    matchesPending: async (user, code) =>
      user.totpPendingSecret !== null && opens(user.totpPendingSecret) && matchTotp(decodeSecret(user.totpPendingSecret), code, now(), TOTP_ENROLMENT_WINDOW) !== null,
    decodeSecret,
  };
}
