import { maskEmail, randomDigits, randomToken, safeEqual } from '../../src/lib/crypto';
import { firstLink } from '../../src/mail/mailer';
import { createTokenSigner } from '../../src/modules/auth/tokens';
import { createFakeClock } from '../helpers/clock';

describe('crypto helpers', () => {
  it('makes 256-bit base64url tokens and numeric codes of the asked length', () => {
    expect(randomToken()).toMatch(/^[\w-]{43}$/);
    expect(randomToken()).not.toBe(randomToken());
    const codes = Array.from({ length: 200 }, () => randomDigits(6));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(new Set(codes.map((c) => c[0])).size).toBeGreaterThan(5); // leading zeros happen too
  });

  it('masks e-mail addresses for the two-factor modal', () => {
    expect(maskEmail('tina@nordic-fresh.test')).toBe('t***@nordic-fresh.test');
    expect(maskEmail('ab@x.test')).toBe('***@x.test');
  });

  it('compares strings of any length safely', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
  });

  it('finds the first link of a mail without trailing punctuation', () => {
    expect(firstLink('Open https://x.test/activate?t=1, then sign in.')).toBe('https://x.test/activate?t=1');
    expect(firstLink('no link here')).toBeNull();
  });
});

describe('token signer', () => {
  const signer = createTokenSigner(new TextEncoder().encode('k'.repeat(48)), 900);

  it('derives the same successor for the same refresh token, and a different one per secret', () => {
    const token = randomToken();
    expect(signer.nextRefreshToken(token)).toBe(signer.nextRefreshToken(token));
    expect(signer.nextRefreshToken(token)).toMatch(/^[\w-]{43}$/);
    const other = createTokenSigner(new TextEncoder().encode('j'.repeat(48)), 900);
    expect(other.nextRefreshToken(token)).not.toBe(signer.nextRefreshToken(token));
  });

  it('signs access tokens it verifies, and rejects tampered ones', async () => {
    const { token, expiresAt } = await signer.signAccessToken({ userId: 'u1', sessionId: 's1', organizations: [{ id: 'o1', name: 'Acme', isPrimary: false }], impersonatedById: null });
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(899_000);
    await expect(signer.verifyAccessToken(token)).resolves.toMatchObject({ sub: 'u1', sid: 's1', impersonatedById: null });
    const [header, , signature] = token.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'admin', sid: 's1', organizations: [], impersonatedById: null, iat: 1, exp: 9_999_999_999 })).toString('base64url');
    await expect(signer.verifyAccessToken(`${header}.${forgedPayload}.${signature}`)).resolves.toBeNull();
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${forgedPayload}.`;
    await expect(signer.verifyAccessToken(none)).resolves.toBeNull();
  });

  it('remembers a verified token only until it expires, and never lets a tampered copy in', async () => {
    const clock = createFakeClock();
    const timed = createTokenSigner(new TextEncoder().encode('k'.repeat(48)), 60, clock.now);
    const { token } = await timed.signAccessToken({ userId: 'u1', sessionId: 's1', organizations: [], impersonatedById: null });
    await expect(timed.verifyAccessToken(token)).resolves.toMatchObject({ sub: 'u1' });
    await expect(timed.verifyAccessToken(token)).resolves.toMatchObject({ sub: 'u1' }); // from the cache
    const [header, payload, signature] = token.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.slice(-2) === 'AA' ? 'AB' : 'AA'}`;
    await expect(timed.verifyAccessToken(`${header}.${payload}.${flipped}`)).resolves.toBeNull();
    clock.advance(59);
    await expect(timed.verifyAccessToken(token)).resolves.toMatchObject({ sub: 'u1' });
    clock.advance(1);
    await expect(timed.verifyAccessToken(token)).resolves.toBeNull();
    clock.advance(-30); // a cache miss after expiry goes back to a full check, which passes again
    await expect(timed.verifyAccessToken(token)).resolves.toMatchObject({ sub: 'u1' });
  });
});
