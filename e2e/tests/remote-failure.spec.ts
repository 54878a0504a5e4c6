import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { countDocumentLoads, openMenuItem, signIn } from '../support/session';

test('a remote that cannot be loaded reloads the page once, then only its section is unavailable', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.route('**/remotes/track/**', (route) => route.abort());
  const loads = countDocumentLoads(page);

  await page.goto('/track-and-trace');
  const unavailable = page.getByText(/unavailable/i);
  await expect(unavailable).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  // The first failure reloaded the page once; the second one did not reload again.
  expect(loads.count()).toBe(2);

  // Every other section keeps working, without a reload.
  await openMenuItem(page, 'Bookings');
  await expect(page.locator('[data-remote="bookings"]')).toBeVisible();
  await openMenuItem(page, 'Dashboard');
  await expect(page).toHaveTitle('Dashboard | Freightdeck');
  await openMenuItem(page, 'Track & Trace');
  await expect(unavailable).toBeVisible();
  expect(loads.count()).toBe(2);

  // The remote is served again: Retry brings the section back without a reload.
  await page.unroute('**/remotes/track/**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.locator('[data-remote="track"]')).toBeVisible();
  await expect(page).toHaveTitle('Track & Trace | Freightdeck');
  expect(loads.count()).toBe(2);
});
