import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { e2eDataDir, e2ePort, e2eRemotesFile } from './support/server';

const port = e2ePort();

/**
 * The e2e suite runs against the one-port portal (API + shell + remotes) on a fresh
 * embedded database, in Debian's chromium (no browser download is possible here).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: `rm -rf '${e2eDataDir()}' && echo '{}' > '${e2eRemotesFile()}' && pnpm --filter @freightdeck/api portal`,
    url: `http://127.0.0.1:${port}/readyz`,
    // The first start seeds 400 bookings whose carriers' events move them through the tracking API
    // (docs/adr/015-track-and-trace.md#seed): about three minutes on a loaded 2-core machine.
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: e2eDataDir(),
      NODE_ENV: 'test',
      SEED_DEMO: 'true',
      // Enough demo bookings for lists, paging and the scope checks; a first `pnpm start` makes 2,000.
      SEED_DEMO_BOOKINGS: '400',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Where the remotes are, read again on every change (tests/independent-delivery.spec.ts).
      REMOTES_FILE: e2eRemotesFile(),
    },
  },
});
