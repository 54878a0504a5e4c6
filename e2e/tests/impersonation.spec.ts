import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { userIdOf } from '../support/api-session';
import { chooseUserMenuItem, signIn } from '../support/session';

const menuOf = (page: Page) => page.getByRole('navigation', { name: /main/i });

test('admin impersonates carl, sees his menu and the IMPERSONATED label, then stops', async ({ page, request }) => {
  const carlId = await userIdOf(request, accounts.carl);
  await signIn(page, accounts.admin);
  await expect(menuOf(page).getByRole('link', { name: 'Users' })).toBeVisible();

  await page.goto(`/switch-user?action=IMPERSONATE&userId=${carlId}`);
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Carl Carlsson');
  await expect(header.getByText('IMPERSONATED')).toBeVisible();
  // carl's menu: a customer has no Users item.
  await expect(menuOf(page).getByRole('link', { name: 'Bookings' })).toBeVisible();
  await expect(menuOf(page).getByRole('link', { name: 'Users' })).toHaveCount(0);

  await chooseUserMenuItem(page, 'Stop Impersonate');
  await expect(page).toHaveURL(/\/$/);
  await expect(header).toContainText('Ada Admin');
  await expect(header.getByText('IMPERSONATED')).toHaveCount(0);
  await expect(menuOf(page).getByRole('link', { name: 'Users' })).toBeVisible();
});

test('carl cannot impersonate anyone', async ({ page, request }) => {
  const annaId = await userIdOf(request, accounts.anna);
  await signIn(page, accounts.carl);
  await page.goto('/dashboard');
  await page.goto(`/switch-user?action=IMPERSONATE&userId=${annaId}`);

  const dialog = page.getByRole('alertdialog', { name: 'Error' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You do not have permission to do this');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('banner')).toContainText('Carl Carlsson');
  await expect(page.getByRole('banner').getByText('IMPERSONATED')).toHaveCount(0);
});
