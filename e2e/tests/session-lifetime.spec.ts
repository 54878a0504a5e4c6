import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { startPortal } from '../support/portal-process';
import { e2ePort } from '../support/server';
import { openMenuItem, signIn, storedSession } from '../support/session';

/**
 * A portal of its own with 5-second access tokens (the lifetimes come from the environment:
 * docs/product/constants.md#lifetimes), so expiry happens within a test.
 */
const port = e2ePort() + 1;
let stop: (() => Promise<void>) | undefined;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ baseURL: `http://127.0.0.1:${port}` });

test.beforeAll(async () => {
  test.setTimeout(200_000);
  ({ stop } = await startPortal(port, { ACCESS_TOKEN_TTL_SECONDS: '5', SEED_DEMO: 'true' }, { world: 'live' }));
});
test.afterAll(async () => stop?.());

test('a signed-in page keeps working across access-token expiry, refreshing behind the scenes', async ({ page }) => {
  const unauthorized: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/v1/') && response.status() === 401) unauthorized.push(response.url());
  });
  const isRefresh = (response: { url: () => string }) => response.url().endsWith('/v1/auth/token/refresh');
  await signIn(page, accounts.carl);
  const first = await storedSession(page);

  // Past the 5-second access token, a navigation that calls the API refreshes first.
  await page.waitForTimeout(6_500);
  const inPage = page.waitForResponse(isRefresh);
  await openMenuItem(page, 'Profile');
  expect((await inPage).status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();

  // And so does a reload once the new token has expired as well.
  await page.waitForTimeout(6_500);
  const onReload = page.waitForResponse(isRefresh);
  await page.reload();
  expect((await onReload).status()).toBe(200);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  await expect(page.getByText('Carl Carlsson').first()).toBeVisible();

  expect(unauthorized).toEqual([]); // the user never saw a failed call
  const now = await storedSession(page);
  expect(now?.refreshToken).not.toBe(first?.refreshToken); // rotated
});

test('a refresh token used by someone else ends the session', async ({ page, request }) => {
  await signIn(page, accounts.carl);
  const stolen = await storedSession(page);
  // The thief refreshes first: the browser's copy is now an already-used token.
  const theft = await request.post('/v1/auth/token/refresh', { data: { refreshToken: stolen!.refreshToken } });
  expect(theft.ok()).toBe(true);

  await page.waitForTimeout(11_500); // past the access token and the two-tab grace
  await page.reload();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedSession(page)).toBeNull();

  // And the thief's tokens are dead too: the whole session was revoked.
  const thiefAgain = await request.post('/v1/auth/token/refresh', { data: { refreshToken: (await theft.json()).refreshToken } });
  expect(thiefAgain.status()).toBe(401);
  expect((await thiefAgain.json()).code).toBe('INVALID_REFRESH_TOKEN');
});
