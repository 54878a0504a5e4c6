import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { isoDateIn, pageOf, pick } from '../support/bookings';

/**
 * Schedules as carl tries them (docs/product/schedules.md#the-schedules-page): air SIN → FRA next
 * week shows direct flights and one-stop options through a hub in local times, sea CNSHA → NLRTM
 * shows sailings (transshipment where a loop needs it), Book opens the booking form filled in,
 * and the recent searches survive a reload.
 */
test('carl finds flights and sailings, books one, and finds his searches again after a reload', async ({ browser }) => {
  const page = await pageOf(browser, accounts.carl);
  await page.goto('/schedules');
  await expect(page.getByRole('heading', { level: 1, name: 'Schedules' })).toBeVisible();

  await pick(page, 'From', 'SIN', /^SIN\b/);
  await pick(page, 'To', 'FRA', /^FRA\b/);
  await page.getByLabel('Departing from').fill(isoDateIn(7));
  await page.getByLabel('Until').fill(isoDateIn(13));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/mode=AIR&origin=SIN&destination=FRA/);

  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('listitem').first()).toBeVisible();
  await expect(results.getByText('Direct').first()).toBeVisible();
  // A one-stop option names its hub and the connection time, in local times of each airport.
  await expect(results.getByText(/^1 stop · (DXB|DOH|IST|HKG|AUH|ICN) · \d+ h \d{2} min$/).first()).toBeVisible();
  await expect(results.getByText(/\(UTC\+08:00\)/).first()).toBeVisible();

  await page.getByLabel('Mode').selectOption('SEA');
  await pick(page, 'From', 'CNSHA', /^CNSHA\b/);
  await pick(page, 'To', 'NLRTM', /^NLRTM\b/);
  await page.getByLabel('Until').fill(isoDateIn(27));
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/mode=SEA&origin=CNSHA&destination=NLRTM/);
  await expect(results.getByText(/IMO \d{7}/).first()).toBeVisible();
  await expect(results.getByText(/^1 stop · [A-Z]{5} · \d+ d \d+ h$/).first()).toBeVisible();

  await page.reload();
  const recent = page.getByRole('region', { name: 'Recent searches' });
  await expect(recent.getByRole('button', { name: /^Air SIN → FRA/ })).toBeVisible();
  await recent.getByRole('button', { name: /^Air SIN → FRA/ }).click();
  await expect(page).toHaveURL(/mode=AIR&origin=SIN&destination=FRA/);

  await results.getByRole('link', { name: 'Book', exact: true }).first().click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Route' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Origin airport' })).toHaveValue(/^SIN – /);
  await expect(page.getByRole('combobox', { name: 'Destination airport' })).toHaveValue(/^FRA – /);
  await expect(page.getByLabel('Chosen schedule')).toContainText('SIN');
});
