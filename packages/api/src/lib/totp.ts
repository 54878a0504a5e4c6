import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Time-based one-time passwords, RFC 6238 (on HOTP, RFC 4226): the authenticator-app method
 * of two-factor. 30-second steps, 6 digits, HMAC-SHA-1 — what every authenticator app reads
 * from an otpauth:// URL. Tested with the RFC's appendix B vectors.
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: the secret's form in otpauth URLs. */
export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 §5.3: HMAC of the 8-byte counter, dynamic truncation, the last `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm: TotpAlgorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/** The time step (RFC 6238 T) of an instant. */
export const totpStep = (at: Date, stepSeconds = TOTP_STEP_SECONDS): number => Math.floor(at.getTime() / 1000 / stepSeconds);

export function totp(key: Uint8Array, at: Date, options: { digits?: number; algorithm?: TotpAlgorithm; stepSeconds?: number } = {}): string {
  return hotp(key, totpStep(at, options.stepSeconds), options.digits, options.algorithm);
}

/**
 * The step a code belongs to, looking `window` steps either side of `at` (clock drift and the
 * time it takes to type), or null. Every candidate is compared, in constant time.
 */
export function matchTotp(key: Uint8Array, code: string, at: Date, window = 1): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const current = totpStep(at);
  let matched: number | null = null;
  for (let step = current - window; step <= current + window; step += 1) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && matched === null) matched = step;
  }
  return matched;
}

/** The otpauth:// URL authenticator apps scan (Key Uri Format). */
export function otpauthUrl({ issuer, account, secret }: { issuer: string; account: string; secret: string }): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(TOTP_DIGITS), period: String(TOTP_STEP_SECONDS) });
  return `otpauth://totp/${label}?${params.toString()}`;
}
