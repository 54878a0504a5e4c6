import { expect, test as base, type Browser, type BrowserContext } from '@playwright/test';
import { watchContextCsp, type CspViolation } from './csp';

export { expect };
export type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * The `test` of every e2e spec (e2e/repo/spec-imports.test.ts checks they all use it): Playwright's,
 * with an automatic fixture that watches every browser context the test opens — the default
 * `context` and `page`, and any `browser.newContext()` / `browser.newPage()` — for
 * Content-Security-Policy violations, and fails *that test* when its pages saw one
 * (docs/adr/017-hardening.md#security-headers). `cspViolations` gives the list so far, for a test
 * that wants to check it mid-way.
 */
export const test = base.extend<{ cspViolations: CspViolation[]; cspGuard: void }>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  cspGuard: [
    async ({ browser, context, cspViolations }, use, testInfo) => {
      await watchContextCsp(context, cspViolations);
      const patched = browser as Browser & { newContext: Browser['newContext'] };
      const original = patched.newContext;
      patched.newContext = async (...args: Parameters<Browser['newContext']>): Promise<BrowserContext> => {
        const opened = await original.apply(browser, args);
        await watchContextCsp(opened, cspViolations);
        return opened;
      };
      try {
        await use();
      } finally {
        patched.newContext = original;
      }
      // Only a test whose body passed: a failing one already says what went wrong first.
      if (testInfo.status === 'passed') {
        expect(cspViolations, `Content-Security-Policy violations seen by the pages of "${testInfo.title}"`).toEqual([]);
      }
    },
    { auto: true },
  ],
});
