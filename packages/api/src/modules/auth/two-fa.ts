import { TWO_FA_CODE_LENGTH, TWO_FA_RESEND_COOLDOWN_SECONDS, type TwoFaChallenge } from '@freightdeck/contracts';
import type { Executor } from '../../db';
import { errors, type AppErrorCode } from '../../lib/app-error';
import { maskEmail, randomDigits, randomToken, safeEqual, sha256 } from '../../lib/crypto';
import type { MailMessage } from '../../mail';
import type { UserRow } from '../users/repository';
import { twoFaRepository } from './two-fa-repository';

/** DESIGN.md §4: a code is valid 10 minutes and allows 5 wrong tries. */
export const TWO_FA_TTL_SECONDS = 600;
export const TWO_FA_MAX_ATTEMPTS = 5;

/** The code is stored keyed by its (random, unstored) token: a leaked table can't be brute-forced. */
const codeHash = (token: string, code: string) => sha256(`${token}:${code}`);

/**
 * Binds a challenge to the user's current credentials: a password change voids pending codes,
 * and the code only completes a login that repeats the same (correct) password.
 */
export const loginBinding = (user: UserRow) => sha256(`login:${user.id}:${user.passwordHash ?? ''}`);

export interface IssuedChallenge {
  challenge: TwoFaChallenge;
  mail: MailMessage;
}

export async function issueChallenge(tx: Executor, user: UserRow, publicUrl: string, options: { enforceCooldown: boolean }): Promise<IssuedChallenge> {
  const now = new Date();
  if (options.enforceCooldown) {
    const latest = await twoFaRepository.latestForUser(tx, user.id);
    const elapsed = latest ? (now.getTime() - latest.lastSentAt.getTime()) / 1000 : Infinity;
    if (elapsed < TWO_FA_RESEND_COOLDOWN_SECONDS) throw errors.rateLimited(Math.ceil(TWO_FA_RESEND_COOLDOWN_SECONDS - elapsed));
  }
  await twoFaRepository.consumeOpen(tx, user.id, now);
  const token = randomToken();
  const code = randomDigits(TWO_FA_CODE_LENGTH);
  await twoFaRepository.insert(tx, {
    tokenHash: sha256(token),
    userId: user.id,
    codeHash: codeHash(token, code),
    loginBinding: loginBinding(user),
    expiresAt: new Date(now.getTime() + TWO_FA_TTL_SECONDS * 1000),
    lastSentAt: now,
  });
  const mail: MailMessage = {
    to: user.email,
    // The code stays out of the subject, which lock screens and mail lists show.
    subject: 'Your Freightdeck verification code',
    text: `Hello ${user.firstName},\n\nyour verification code is ${code}. It is valid for 10 minutes.\n\nIf you did not try to sign in at ${publicUrl}/login, change your password.\n`,
  };
  return { challenge: { userId: user.id, token, email: maskEmail(user.email), method: user.twoFaMethod }, mail };
}

/**
 * Checks a code against its token. A wrong code counts against the token even though the
 * request fails: the caller commits the returned verdict before throwing.
 */
export async function checkChallenge(tx: Executor, user: UserRow, token: string, code: string): Promise<AppErrorCode | null> {
  const challenge = await twoFaRepository.findByTokenHashForUpdate(tx, sha256(token));
  if (!challenge || challenge.userId !== user.id || challenge.consumedAt || challenge.purpose !== 'LOGIN') return 'INVALID_TWO_FA_TOKEN';
  if (!challenge.loginBinding || !safeEqual(challenge.loginBinding, loginBinding(user))) return 'INVALID_TWO_FA_TOKEN';
  const now = new Date();
  if (challenge.expiresAt <= now) return 'TWO_FA_TOKEN_EXPIRED';
  if (challenge.attempts >= TWO_FA_MAX_ATTEMPTS) return 'INVALID_TWO_FA_TOKEN';
  if (!/^\d{6}$/.test(code) || !challenge.codeHash || !safeEqual(challenge.codeHash, codeHash(token, code))) {
    const attempts = challenge.attempts + 1;
    await twoFaRepository.update(tx, challenge.id, { attempts, consumedAt: attempts >= TWO_FA_MAX_ATTEMPTS ? now : null });
    return 'INVALID_TWO_FA_TOKEN';
  }
  await twoFaRepository.update(tx, challenge.id, { consumedAt: now });
  return null;
}

/** Whether a token (spent or not) was issued to this user: a resend names the token it replaces. */
export async function challengeBelongsTo(tx: Executor, token: string, userId: string): Promise<boolean> {
  const challenge = await twoFaRepository.findByTokenHashForUpdate(tx, sha256(token));
  return challenge?.userId === userId;
}
