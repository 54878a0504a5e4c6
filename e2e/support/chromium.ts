import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/** Flags for Debian's chromium on this closed network (docs/adr/013-toolchain.md#browser-checks). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const found = candidates.find((p): p is string => !!p && existsSync(p));
  if (!found) {
    throw new Error(
      'No chromium found. Install Debian\'s chromium (apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  return found;
}

export function chromiumLaunchOptions(): LaunchOptions {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
