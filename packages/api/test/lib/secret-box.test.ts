import { createSecretBox } from '../../src/lib/secret-box';

describe('secret box (secrets at rest)', () => {
  const key = new TextEncoder().encode('x'.repeat(48));
  const box = createSecretBox(key, 'totp-secret');

  it('seals so the stored form reveals nothing, and opens again', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.seal('JBSWY3DPEHPK3PXP')).not.toBe(sealed);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value, another server secret and another purpose', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const [v, iv, tag, data] = sealed.split('.');
    const flipped = Buffer.from(data!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open([v, iv, tag, flipped.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox(new TextEncoder().encode('y'.repeat(48)), 'totp-secret').open(sealed)).toThrow();
    expect(() => createSecretBox(key, 'something-else').open(sealed)).toThrow();
    expect(() => box.open('plain-text')).toThrow();
  });
});
