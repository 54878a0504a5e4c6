import { base32Decode, base32Encode, hotp, matchTotp, otpauthUrl, totp, type TotpAlgorithm } from '../../src/lib/totp';

// RFC 6238 appendix B: the seeds are the ASCII digits repeated to the hash's key length.
const SEEDS: Record<TotpAlgorithm, Buffer> = {
  sha1: Buffer.from('12345678901234567890'),
  sha256: Buffer.from('12345678901234567890123456789012'),
  sha512: Buffer.from('1234567890123456789012345678901234567890123456789012345678901234'),
};

const RFC_6238_VECTORS: [number, string, TotpAlgorithm][] = [
  [59, '94287082', 'sha1'], [59, '46119246', 'sha256'], [59, '90693936', 'sha512'],
  [1111111109, '07081804', 'sha1'], [1111111109, '68084774', 'sha256'], [1111111109, '25091201', 'sha512'],
  [1111111111, '14050471', 'sha1'], [1111111111, '67062674', 'sha256'], [1111111111, '99943326', 'sha512'],
  [1234567890, '89005924', 'sha1'], [1234567890, '91819424', 'sha256'], [1234567890, '93441116', 'sha512'],
  [2000000000, '69279037', 'sha1'], [2000000000, '90698825', 'sha256'], [2000000000, '38618901', 'sha512'],
  [20000000000, '65353130', 'sha1'], [20000000000, '77737706', 'sha256'], [20000000000, '47863826', 'sha512'],
];

describe('TOTP (RFC 6238)', () => {
  it.each(RFC_6238_VECTORS)('at T=%i s the 8-digit code is %s (%s)', (seconds, code, algorithm) => {
    expect(totp(SEEDS[algorithm], new Date(seconds * 1000), { digits: 8, algorithm })).toBe(code);
  });

  it('HOTP matches RFC 4226 appendix D', () => {
    const codes = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expect(codes.map((_, counter) => hotp(SEEDS.sha1, counter))).toEqual(codes);
  });

  it('accepts the code of the current step and one step either side, nothing further', () => {
    const at = new Date(1_700_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    const codeAt = (offsetSteps: number) => hotp(SEEDS.sha1, step + offsetSteps);
    expect(matchTotp(SEEDS.sha1, codeAt(0), at)).toBe(step);
    expect(matchTotp(SEEDS.sha1, codeAt(-1), at)).toBe(step - 1);
    expect(matchTotp(SEEDS.sha1, codeAt(1), at)).toBe(step + 1);
    for (const offset of [-2, 2]) if (![codeAt(-1), codeAt(0), codeAt(1)].includes(codeAt(offset))) expect(matchTotp(SEEDS.sha1, codeAt(offset), at)).toBeNull();
    expect(matchTotp(SEEDS.sha1, codeAt(-5), at, 10)).toBe(step - 5);
    for (const bad of ['', '12345', '1234567', 'abcdef']) expect(matchTotp(SEEDS.sha1, bad, at)).toBeNull();
  });

  it('base32 follows RFC 4648 (no padding) and round-trips', () => {
    const vectors: [string, string][] = [['', ''], ['f', 'MY'], ['fo', 'MZXQ'], ['foo', 'MZXW6'], ['foob', 'MZXW6YQ'], ['fooba', 'MZXW6YTB'], ['foobar', 'MZXW6YTBOI']];
    for (const [plain, encoded] of vectors) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(base32Decode(encoded).toString()).toBe(plain);
    }
    expect(base32Decode('mzxw 6ytb oi==').toString()).toBe('foobar');
    expect(() => base32Decode('not base32!')).toThrow();
  });

  it('builds the otpauth:// URL authenticator apps scan', () => {
    expect(otpauthUrl({ issuer: 'Freightdeck', account: 'anna@acme-pharma.test', secret: 'JBSWY3DPEHPK3PXP' })).toBe(
      'otpauth://totp/Freightdeck:anna%40acme-pharma.test?secret=JBSWY3DPEHPK3PXP&issuer=Freightdeck&algorithm=SHA1&digits=6&period=30',
    );
  });
});
