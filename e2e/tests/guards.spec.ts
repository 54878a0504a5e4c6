import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { signIn, submitSignIn } from '../support/session';

test('a deep link into a remote survives sign-in and reload, guarded and titled by the shell', async ({ page }) => {
  await page.goto('/bookings/BK-123');
  // Protected: the visitor is sent to sign in, and the origin is remembered.
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, accounts.carl);

  await expect(page).toHaveURL(/\/bookings\/BK-123$/);
  const details = page.locator('[data-remote="bookings"]');
  await expect(details).toContainText('BK-123');
  await expect(page).toHaveTitle('Bookings | Freightdeck');

  await page.reload();
  await expect(details).toContainText('BK-123');
});

test("a page the user's role does not allow sends them to the dashboard", async ({ page }) => {
  await signIn(page, accounts.vera); // Viewer: may see bookings, may not create them
  await page.goto('/bookings/create');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Dashboard | Freightdeck');

  await page.goto('/bookings');
  await expect(page.locator('[data-remote="bookings"]')).toBeVisible();
});
