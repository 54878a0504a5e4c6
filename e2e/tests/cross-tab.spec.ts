import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { chooseUserMenuItem, signIn, storedSession } from '../support/session';

test('logout in one tab signs out the other, and the origin is not remembered', async ({ context }) => {
  const first = await context.newPage();
  await signIn(first, accounts.anna);
  const second = await context.newPage();
  await second.goto('/profile');
  await expect(second.getByRole('heading', { name: 'Profile' })).toBeVisible();

  await first.bringToFront();
  await chooseUserMenuItem(first, 'Logout');
  await expect(first).toHaveURL(/\/login$/);

  await expect(second).toHaveURL(/\/login$/);
  expect(await storedSession(second)).toBeNull();

  // After a logout, signing in again goes home, not back to /profile.
  await second.getByLabel(/e-?mail/i).fill(accounts.anna);
  await second.getByLabel(/^password/i).fill('Freightdeck-demo-2026');
  await second.getByRole('button', { name: /sign in/i }).click();
  await expect(second).toHaveURL(/\/$|\/dashboard$/);
});
