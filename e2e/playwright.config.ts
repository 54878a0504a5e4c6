import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromium';
import { e2ePort } from './support/server';

const port = e2ePort();

/**
 * The e2e suite runs against the one-port portal (API + shell + remotes) on a copy of the demo
 * world seeded once per run (support/global-setup.ts), in Debian's chromium (no browser download
 * is possible here). Screenshot baselines: tests/<spec>-snapshots/, updated with
 * `pnpm e2e:screenshots:update` (e2e/README.md).
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  globalSetup: './support/global-setup.ts',
  expect: {
    timeout: 10_000,
    // The screenshot suite (tests/screenshots.spec.ts): still pictures, no caret; a few pixels of
    // anti-aliasing may differ between two renders of the same page, a layout change moves many.
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixelRatio: 0.002 },
  },
  // Baselines beside the test file, one name per picture, the same on every machine of this kind.
  snapshotPathTemplate: '{testDir}/{testFileName}-snapshots/{arg}{ext}',
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
