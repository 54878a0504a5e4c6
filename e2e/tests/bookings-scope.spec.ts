import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '../support/test';
import { accounts, DEMO_PASSWORD } from '../support/accounts';
import { pageOf } from '../support/bookings';

/** The newest Acme Pharma booking, read through the API as anna (who may see it). */
async function anAcmeBooking(request: APIRequestContext): Promise<{ id: string; ref: string }> {
  const login = await request.post('/v1/auth/login', { data: { email: accounts.anna, password: DEMO_PASSWORD } });
  const { tokens } = await login.json();
  const list = await request.get('/v1/bookings', {
    params: { pageSize: '1', status: 'CONFIRMED' },
    headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey },
  });
  expect(list.ok()).toBe(true);
  const [item] = (await list.json()).items;
  await request.post('/v1/auth/logout', { data: { refreshToken: tokens.refreshToken } });
  return item;
}

test('nils (Nordic Fresh) finds no Acme Pharma booking in the list, the widget or by its address', async ({ browser, request }) => {
  const acme = await anAcmeBooking(request);
  const page = await pageOf(browser, accounts.nils);
  await page.goto('/dashboard');
  const all = page.getByRole('link', { name: /^All [\d,]+ bookings$/ });
  await expect(all).toBeVisible();
  const counted = (await all.textContent())!.replace(/\D/g, '');
  await page.goto('/bookings');
  const table = page.getByRole('table');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table).not.toContainText('Acme Pharma');
  // The widget's count and the list's total are the same scope: Nordic Fresh's bookings only.
  await expect(page.getByText(new RegExp(`of ${Number(counted).toLocaleString('en')} bookings`))).toBeVisible();
  await page.getByRole('searchbox').or(page.getByLabel('Search')).first().fill(acme.ref);
  await expect(page.getByText(/No bookings match/i)).toBeVisible();

  await page.goto(`/bookings/${acme.id}`);
  await expect(page.getByText(/not found/i).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: `Booking ${acme.ref}` })).toHaveCount(0);
  await page.goto(`/bookings/print/${acme.ref}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('was not found');
  await page.context().close();
});

test('vera (Viewer) sees Acme bookings but is offered no change', async ({ browser, request }) => {
  const acme = await anAcmeBooking(request);
  const page = await pageOf(browser, accounts.vera);
  await page.goto('/bookings');
  await expect(page.getByRole('table')).toContainText('Acme Pharma');
  await expect(page.getByRole('link', { name: 'New booking' })).toHaveCount(0);

  await page.goto(`/bookings/${acme.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${acme.ref}` })).toBeVisible();
  for (const action of ['Cancel booking', 'Request revision', 'Edit', 'Confirm', 'Create share link', 'Upload', 'Add data logger']) {
    await expect(page.getByRole('button', { name: action, exact: true })).toHaveCount(0);
  }
  // The create page is not hers: the shell sends her to the dashboard
  // (docs/product/permissions.md#page-requirements).
  await page.goto('/bookings/create');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.context().close();
});

test('the bookings pages have no serious accessibility violations', async ({ browser, request }) => {
  const acme = await anAcmeBooking(request);
  const page = await pageOf(browser, accounts.anna);
  for (const [path, ready] of [
    ['/bookings', page.getByRole('table')],
    [`/bookings/${acme.id}`, page.getByRole('heading', { level: 1, name: `Booking ${acme.ref}` })],
    ['/bookings/create', page.getByRole('heading', { name: /Step 1 of 5/ })],
    ['/bookings/drafts', page.getByRole('heading', { level: 1 })],
    ['/dashboard', page.getByRole('heading', { name: 'Bookings by status' })],
  ] as const) {
    await page.goto(path);
    await expect(ready.first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
  await page.context().close();
});
