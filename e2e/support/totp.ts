import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = '';
  for (const char of clean) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 6238 (SHA-1, 30 s, 6 digits), as an authenticator app computes it: the test's "phone". */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return value.toString().padStart(6, '0');
}

export const currentStep = () => Math.floor(Date.now() / 30_000);

/**
 * A code the server has not accepted before (each step's code is accepted once, and the
 * server allows one step of clock drift): the current step, or the next one when the current
 * is spent, else it waits for time to move on.
 */
export async function freshTotp(secret: string, usedSteps: Set<number>): Promise<string> {
  for (;;) {
    const last = Math.max(-1, ...usedSteps);
    const step = [currentStep(), currentStep() + 1].find((candidate) => candidate > last);
    if (step !== undefined) {
      usedSteps.add(step);
      return totpAt(secret, step);
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}
