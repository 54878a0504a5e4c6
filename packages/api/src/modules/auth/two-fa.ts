import { TWO_FA_CODE_LENGTH, TWO_FA_RESEND_COOLDOWN_SECONDS, type TwoFaChallenge } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { errors, type AppErrorCode } from '../../lib/app-error';
import { maskEmail, randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { MailMessage } from '../../mail';
import type { UserRow } from '../users';
import { twoFaRepository, type ChallengeRow } from './two-fa-repository';

/** A code is valid 10 minutes and allows 5 wrong tries (docs/product/sessions.md#two-factor). */
export const TWO_FA_TTL_SECONDS = 600;
export const TWO_FA_MAX_ATTEMPTS = 5;

export type ChallengePurpose = ChallengeRow['purpose'];

/** The code is stored keyed by its (random, unstored) token: a leaked table can't be brute-forced. */
const codeHash = (token: string, code: string) => sha256(`${token}:${code}`);

/**
 * Binds a challenge to the user's current credentials: a password change voids pending codes,
 * and the code only completes a login that repeats the same (correct) password.
 */
export const loginBinding = (user: UserRow) => sha256(`login:${user.id}:${user.passwordHash ?? ''}`);

/** A security-settings challenge belongs to one session (and, like a login one, to the password). */
export const securityBinding = (user: UserRow, sessionId: string) => sha256(`security:${user.id}:${sessionId}:${user.passwordHash ?? ''}`);

export interface IssuedChallenge {
  challenge: TwoFaChallenge;
  /** The e-mail with the code; null for the authenticator-app method (the code is in the app). */
  mail: MailMessage | null;
}

export interface IssueOptions {
  purpose: ChallengePurpose;
  /** EMAIL, or TOTP when the user's authenticator app is in use (TotpVerifier.inUse). */
  method: 'EMAIL' | 'TOTP';
  binding: string;
  enforceCooldown: boolean;
  publicUrl: string;
  now: Date;
}

function codeMail(user: UserRow, code: string, purpose: ChallengePurpose, publicUrl: string): MailMessage {
  const why = purpose === 'LOGIN' ? `If you did not try to sign in at ${publicUrl}/login, change your password.` : 'It confirms a change of your password or two-factor settings. If you did not ask for one, change your password.';
  return {
    to: user.email,
    // The code stays out of the subject, which lock screens and mail lists show.
    subject: 'Your Freightdeck verification code',
    text: `Hello ${user.firstName},\n\nyour verification code is ${code}. It is valid for 10 minutes.\n\n${why}\n`,
  };
}

/**
 * A new challenge for the user's two-factor method, replacing their open ones of the same
 * purpose. E-mail: a 6-digit code is mailed (after the caller commits). Authenticator app
 * (TOTP): nothing is sent; the code comes from the app.
 */
export async function issueChallenge(tx: Executor, user: UserRow, options: IssueOptions): Promise<IssuedChallenge> {
  const { now, purpose, method } = options;
  if (options.enforceCooldown) {
    const latest = await twoFaRepository.latestForUser(tx, user.id);
    const elapsed = latest ? (now.getTime() - latest.lastSentAt.getTime()) / 1000 : Infinity;
    if (elapsed < TWO_FA_RESEND_COOLDOWN_SECONDS) throw errors.rateLimited(Math.ceil(TWO_FA_RESEND_COOLDOWN_SECONDS - elapsed));
  }
  await twoFaRepository.consumeOpen(tx, user.id, purpose, now);
  const token = randomToken();
  const code = method === 'EMAIL' ? randomDigits(TWO_FA_CODE_LENGTH) : null;
  await twoFaRepository.insert(tx, {
    tokenHash: sha256(token),
    userId: user.id,
    codeHash: code ? codeHash(token, code) : null,
    method,
    purpose,
    loginBinding: options.binding,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TWO_FA_TTL_SECONDS * 1000),
    lastSentAt: now,
  });
  return {
    challenge: { userId: user.id, token, email: maskEmail(user.email), method },
    mail: code ? codeMail(user, code, purpose, options.publicUrl) : null,
  };
}

export interface CheckOptions {
  purpose: ChallengePurpose;
  binding: string;
  now: Date;
  /**
   * For an authenticator-app challenge: whether the code matched the app and had not been
   * used before (decided by the caller before the transaction: the replay record lives in
   * the rate-limit store).
   */
  totpAccepted: boolean;
}

/**
 * Checks a code against its token. A wrong code counts against the token even though the
 * request fails: the caller commits the returned verdict before throwing.
 */
export async function checkChallenge(tx: Executor, user: UserRow, token: string, code: string, options: CheckOptions): Promise<AppErrorCode | null> {
  const challenge = await twoFaRepository.findByTokenHashForUpdate(tx, sha256(token));
  if (!challenge || challenge.userId !== user.id || challenge.consumedAt || challenge.purpose !== options.purpose) return 'INVALID_TWO_FA_TOKEN';
  if (!challenge.loginBinding || !safeEqual(challenge.loginBinding, options.binding)) return 'INVALID_TWO_FA_TOKEN';
  const { now } = options;
  if (challenge.expiresAt <= now) return 'TWO_FA_TOKEN_EXPIRED';
  if (challenge.attempts >= TWO_FA_MAX_ATTEMPTS) return 'INVALID_TWO_FA_TOKEN';
  const accepted = challenge.method === 'TOTP'
    ? options.totpAccepted
    : /^\d{6}$/.test(code) && challenge.codeHash !== null && safeEqual(challenge.codeHash, codeHash(token, code));
  if (!accepted) {
    const attempts = challenge.attempts + 1;
    await twoFaRepository.update(tx, challenge.id, { attempts, consumedAt: attempts >= TWO_FA_MAX_ATTEMPTS ? now : null });
    return 'INVALID_TWO_FA_TOKEN';
  }
  await twoFaRepository.update(tx, challenge.id, { consumedAt: now });
  return null;
}

/** The challenge a resend replaces, if that token was issued to this user (spent or not). */
export async function challengeOf(tx: Executor, token: string, userId: string): Promise<ChallengeRow | undefined> {
  const challenge = await twoFaRepository.findByTokenHashForUpdate(tx, sha256(token));
  return challenge?.userId === userId ? challenge : undefined;
}
