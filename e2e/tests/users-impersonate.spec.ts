import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { chooseUserMenuItem, signIn } from '../support/session';

test('admin finds carl on the users page, impersonates him, and stops again', async ({ page }) => {
  await signIn(page, accounts.admin);
  await page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search').fill('carl');
  await expect(page).toHaveURL(/q=carl/);
  const row = page.getByRole('row', { name: /Carl Carlsson/ });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: 'Impersonate Carl Carlsson' }).click();

  const header = page.getByRole('banner');
  await expect(header).toContainText('Carl Carlsson');
  await expect(header.getByText('IMPERSONATED')).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

  await chooseUserMenuItem(page, 'Stop Impersonate');
  await expect(header).toContainText('Ada Admin');
  await expect(header.getByText('IMPERSONATED')).toHaveCount(0);
});
