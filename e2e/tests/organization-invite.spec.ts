import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { activateFromMail } from '../support/activation';
import { signIn } from '../support/session';

const menu = (page: Page) => page.getByRole('navigation');

test('anna invites a user from her organization\'s page; the user activates and signs in with the role; Nordic Fresh stays out of sight', async ({ page, browser, request }) => {
  await signIn(page, accounts.anna);
  // anna is not in the primary organization: no Users item in her menu (docs/product/screens.md#menu).
  await expect(menu(page).getByRole('link', { name: 'Organizations', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toHaveCount(0);

  await menu(page).getByRole('link', { name: 'Organizations', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('link', { name: 'Acme Pharma' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2); // the header and Acme Pharma
  await page.getByLabel('Search').fill('Nordic');
  await expect(page.getByText(/no organization/i)).toBeVisible();
  await page.getByLabel('Search').fill('');

  await table.getByRole('link', { name: 'Acme Pharma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Acme Pharma' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a user to Acme Pharma' });
  await dialog.getByLabel('E-mail').fill('greta.gran@acme-pharma.test');
  await dialog.getByLabel('First name').fill('Greta');
  await dialog.getByLabel('Last name').fill('Gran');
  await dialog.getByLabel('Role').selectOption({ label: 'Viewer' });
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Greta Gran' })).toBeVisible();
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: /Greta Gran/ })).toContainText('Invited');

  // Her users page (no menu item, but she manages her organization's users) lists Acme Pharma's people only.
  await page.goto('/users');
  await expect(page.getByRole('row', { name: /Carl Carlsson/ })).toBeVisible();
  await expect(page.getByRole('row', { name: /Nils Nilsen/ })).toHaveCount(0);
  await page.getByLabel('Search').fill('nils');
  await expect(page.getByRole('row', { name: /Carl Carlsson/ })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Nils Nilsen/ })).toHaveCount(0);

  const greta = await activateFromMail(browser, request, 'greta.gran@acme-pharma.test', 'Greta-pass-2026');
  await expect(greta.getByRole('banner')).toContainText('Greta Gran');
  // A Viewer reads bookings but may not create one: the create page sends her to the dashboard.
  await expect(menu(greta).getByRole('link', { name: 'Bookings', exact: true })).toBeVisible();
  await greta.goto('/bookings/create');
  await expect(greta).toHaveURL(/\/dashboard$/);
  await greta.context().close();
});
