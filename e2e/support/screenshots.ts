import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';
import { watchContextCsp, type CspViolation } from './csp';
import { submitSignIn } from './session';
import { FROZEN_CLOCK_AT } from './worlds';

/** The two widths every route is pictured at (docs/adr/031-screenshot-suite.md). */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** Serious and critical axe violations on what the page shows now (WCAG 2.1 A/AA rules). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * A browser context of one person for the screenshot suite: the frozen world's clock
 * (FROZEN_CLOCK_AT, fixed: the page's `Date` does not move, its timers run), UTC, en-US, the
 * desktop size, its CSP violations collected into `violations` (as support/test.ts does for the
 * contexts a test opens); signed in as `email` unless a guest.
 */
export async function screenshotContext(browser: Browser, baseURL: string, email: string | null, violations: CspViolation[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP, timezoneId: 'UTC', locale: 'en-US', reducedMotion: 'reduce' });
  await watchContextCsp(context, violations);
  await context.clock.setFixedTime(new Date(FROZEN_CLOCK_AT));
  const page = await context.newPage();
  if (email) {
    await page.goto('/login');
    await submitSignIn(page, email, DEMO_PASSWORD);
    await expect(page).not.toHaveURL(/\/login/);
  }
  return { context, page };
}

/** Waits until the page has nothing left to load: no request in flight, fonts ready, nothing busy. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/**
 * Pictures what the page shows at the desktop width and at the phone width (whole pages), and
 * checks it with axe at both: `<name>-desktop.png` and `<name>-phone.png` in the test file's
 * snapshots folder. Ends at the desktop width again. `waiting`: a request is held on purpose
 * (the page is pictured mid-way), so the network is not waited for.
 */
export async function pictureAndCheck(page: Page, name: string, { waiting = false } = {}): Promise<void> {
  const ready = waiting ? () => page.evaluate(() => document.fonts.ready.then(() => undefined)) : () => settle(page);
  await ready();
  await expect(page).toHaveScreenshot(`${name}-desktop.png`, { fullPage: true });
  expect(await seriousViolations(page), `axe at ${DESKTOP.width} px`).toEqual([]);
  await page.setViewportSize(PHONE);
  await ready();
  await expect(page).toHaveScreenshot(`${name}-phone.png`, { fullPage: true });
  expect(await seriousViolations(page), `axe at ${PHONE.width} px`).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

/**
 * The API as one demo user (bearer token), for looking up what a page shows and making share
 * links; without an e-mail, as someone without an account.
 */
export async function apiAs(baseURL: string, email: string | null): Promise<{ api: APIRequestContext; dispose: () => Promise<void> }> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  if (!email) return { api: anonymous, dispose: () => anonymous.dispose() };
  const login = await anonymous.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), `${email} signs in`).toBe(true);
  const { tokens } = await login.json();
  await anonymous.dispose();
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey } });
  return { api, dispose: () => api.dispose() };
}

/** The JSON answer of a call that must succeed. */
export async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const answer = await response;
  expect(answer.ok(), `${answer.url()} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}
