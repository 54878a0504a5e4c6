import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '../support/test';
import { accounts, DEMO_PASSWORD } from '../support/accounts';
import { dateField, dayIn, fillParty, pageOf, pick } from '../support/bookings';

/** A report as `email` sees it through the API, in the browser's zone (UTC in the test browser). */
async function apiReport<T>(request: APIRequestContext, email: string, path: string): Promise<T> {
  const login = await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } });
  const { tokens } = await login.json();
  const response = await request.get(`/v1${path}`, { headers: { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey, 'x-timezone': 'UTC' } });
  expect(response.ok()).toBe(true);
  const body = (response.headers()['content-type'] ?? '').includes('json') ? await response.json() : await response.text();
  await request.post('/v1/auth/logout', { data: { refreshToken: tokens.refreshToken } });
  return body as T;
}


test('the report is the caller\'s scope: anna sees Acme, nils Nordic Fresh, ops all and filters to one; the CSV adds up to the chart', async ({ browser, request }) => {
  const acme = await apiReport<{ bookings: number }>(request, accounts.anna, '/bookings/reports/count');
  const all = await apiReport<{ bookings: number }>(request, accounts.ops, '/bookings/reports/count');
  expect(all.bookings).toBeGreaterThan(acme.bookings);

  const anna = await pageOf(browser, accounts.anna);
  await anna.goto('/reports');
  const monthly = anna.getByRole('table', { name: 'Bookings and shipments per month' });
  await expect(monthly).toBeAttached();
  // The chart's table: the monthly bookings add up to Acme's count, nothing of Nordic Fresh's.
  const booked = await monthly.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.children[1]!.textContent!.replace(/,/g, ''))));
  expect(booked.reduce((a, b) => a + b, 0)).toBe(acme.bookings);
  await expect(anna.getByRole('combobox', { name: 'Organization' })).toHaveCount(0);

  // The CSV of what is shown: one row per booking, Acme Pharma's only; its rows add up to the charts' tables.
  const [download] = await Promise.all([anna.waitForEvent('download'), anna.getByRole('button', { name: 'Export CSV' }).click()]);
  const lines = (await readFile((await download.path())!, 'utf8')).trim().split('\r\n');
  expect(lines.length - 1).toBe(booked.reduce((a, b) => a + b, 0));
  expect(lines.length - 1).toBe(acme.bookings);
  expect(lines.slice(1).every((l) => l.includes(',Acme Pharma,'))).toBe(true);
  const csvTonnes = lines.slice(1).reduce((sum, l) => sum + Number(l.split(',')[8]), 0) / 1000;
  const weights = await anna.getByRole('table', { name: 'Gross weight per month' }).locator('tbody tr')
    .evaluateAll((rows) => rows.map((r) => Number(r.children[1]!.textContent!.replace(/[^\d.]/g, ''))));
  // Each month's bar is rounded to 0.1 t.
  expect(Math.abs(weights.reduce((a, b) => a + b, 0) - csvTonnes)).toBeLessThanOrEqual(0.05 * weights.length);
  await anna.context().close();

  // nils sees Nordic Fresh's bookings: none of Acme's.
  const nordic = await apiReport<{ bookings: number }>(request, accounts.nils, '/bookings/reports/count');
  expect(nordic.bookings + acme.bookings).toBeLessThanOrEqual(all.bookings);
  const nils = await pageOf(browser, accounts.nils);
  await nils.goto('/reports');
  const nilsMonthly = nils.getByRole('table', { name: 'Bookings and shipments per month' });
  await expect(nilsMonthly).toBeAttached();
  const nilsBooked = await nilsMonthly.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.children[1]!.textContent!.replace(/,/g, ''))));
  expect(nilsBooked.reduce((a, b) => a + b, 0)).toBe(nordic.bookings);
  await nils.context().close();

  const ops = await pageOf(browser, accounts.ops);
  await ops.goto('/reports');
  const opsMonthly = ops.getByRole('table', { name: 'Bookings and shipments per month' });
  await expect(opsMonthly).toBeAttached();
  // The organization filter searches every organization on the server as ops types.
  const organization = ops.getByRole('combobox', { name: 'Organization' });
  await organization.fill('Acme');
  await ops.getByRole('listbox').getByRole('option', { name: /Acme Pharma/ }).click();
  await ops.getByRole('button', { name: 'Apply' }).click();
  await expect(ops).toHaveURL(/organizationId=/);
  const monthlyTotal = async () => (await opsMonthly.locator('tbody tr').evaluateAll((rows) => rows.map((r) => Number(r.children[1]!.textContent!.replace(/,/g, ''))))).reduce((a, b) => a + b, 0);
  await expect.poll(monthlyTotal).toBe(acme.bookings);
  // Spend per currency beside the totals, as the API sums it.
  const opsUrl = new URL(ops.url());
  const acmeSummary = await apiReport<{ spend: { currency: string; amount: number }[] }>(request, accounts.ops, `/bookings/reports/summary?${opsUrl.searchParams}`);
  expect(acmeSummary.spend.length).toBeGreaterThan(0);
  await expect(ops.getByTestId('spend')).toContainText(acmeSummary.spend[0]!.currency);

  // Dated by departure: the months count the bookings departing in them (the API's count for the same filter).
  await ops.getByRole('combobox', { name: 'Dated by' }).selectOption('DEPARTURE');
  await ops.getByRole('button', { name: 'Apply' }).click();
  await expect(ops).toHaveURL(/dateBasis=DEPARTURE/);
  await expect(ops.getByText(/^Bookings departing/)).toBeVisible();
  const departing = await apiReport<{ bookings: number }>(request, accounts.ops, `/bookings/reports/count?${new URL(ops.url()).searchParams}`);
  await expect.poll(monthlyTotal).toBe(departing.bookings);
  await ops.context().close();
});

test('the sustainability report\'s total is the sum of the bookings\' CO2e, states its method and prints on A4', async ({ browser, request }) => {
  const { totals } = await apiReport<{ totals: { co2eKg: number } }>(request, accounts.anna, '/bookings/reports/summary');
  const page = await pageOf(browser, accounts.anna);
  await page.goto('/sustainability-report');
  await expect(page.getByTestId('co2e-total')).toBeVisible();
  await expect(page.getByText(/ISO 14083:2023 and the GLEC Framework v3.0/)).toBeVisible();
  // The method names its hub factors with their sources, says which are not confirmed, and gives the data quality shares.
  const factors = page.getByRole('table', { name: 'Emission factors' });
  await expect(factors.getByRole('row', { name: /Air cargo terminal, ambient.*0\.60 per t.*transshipment, ambient/ })).toBeAttached();
  await expect(factors.getByRole('row', { name: /Maritime container terminal, ambient.*10\.70 per t.*Unit not confirmed/ })).toBeAttached();
  await expect(page.getByText(/Not confirmed against the GLEC table: Maritime container terminal, ambient; Maritime container terminal, temperature-controlled/)).toBeVisible();
  await expect(page.getByText(/\d+(\.\d)?% of the CO2e is counted with default factors; \d+(\.\d)?% with modelled or carrier \(primary\) data/)).toBeVisible();
  // The same filter's bookings, one by one (the report file), add up to the total shown.
  const file = await apiReport<string>(request, accounts.anna, '/bookings/report?format=csv');
  const rows = file.trim().split('\r\n').slice(1).map((l) => l.split(','));
  const sum = rows.reduce((s, r) => s + Number(r[13] || 0), 0);
  expect(sum).toBeCloseTo(totals.co2eKg, 0);
  const shown = (await page.getByTestId('co2e-total').textContent())!;
  const tonnes = Number(shown.match(/^([\d,.]+) t CO2e/)?.[1]?.replace(/,/g, ''));
  expect(tonnes).toBeCloseTo(sum / 1000, 1);

  // Print preview: A4, nothing wider than the printable width (210 mm − 2 × 12 mm at 96 dpi): charts, tiles, tables.
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('[data-print-root] figure, [data-print-root] table, [data-print-root] dl');
  const widest = await printed.evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().width)));
  await page.setViewportSize({ width: 703, height: 1000 });
  const rightmost = await printed.evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
  expect(widest).toBeGreaterThan(0);
  expect(rightmost).toBeLessThanOrEqual(703);
  await expect(page.getByRole('button', { name: /print/i })).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } });
  expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
  await page.context().close();
});

test('the booking form\'s sea estimate is the figure the booking stores: the same sea route, distance and CO2e', async ({ browser, request }) => {
  const page = await pageOf(browser, accounts.carl);
  await page.goto('/bookings/create');
  await page.getByRole('radio', { name: /Sea freight/ }).check();
  await page.getByRole('radio', { name: /Full container load/ }).check();
  const next = async (title: string) => {
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: new RegExp(`Step \\d of 5: ${title}`) })).toBeVisible();
  };
  await next('Route');
  await pick(page, 'Origin port', 'CNSHA', /^CNSHA\b/);
  await pick(page, 'Destination port', 'NLRTM', /^NLRTM\b/);
  await dateField(page, 'Cargo-ready date').fill(dayIn(10));
  await next('Cargo');
  await page.getByLabel('Cargo type').selectOption({ label: 'General cargo' });
  await page.getByLabel('Commodity').fill('Machine parts');
  const line = page.getByRole('group', { name: 'Container line 1' });
  await line.getByLabel('Container type').selectOption('42G1');
  await line.getByLabel('Containers').fill('1');
  await line.getByLabel('Cargo weight per container (kg)').fill('18000');
  await next('Parties');
  await fillParty(page, 'Shipper', { company: 'Pacific Parts Shanghai Co.', address: '88 Century Avenue', city: 'Shanghai', country: 'China', countryOption: /China/ });
  await fillParty(page, 'Consignee', { company: 'Pacific Parts Europe BV', address: 'Waalhaven 1', city: 'Rotterdam', country: 'Netherlands', countryOption: /Netherlands/ });
  await next('Review');

  const estimate = page.getByRole('region', { name: 'Estimate' });
  const distance = estimate.getByText('Distance', { exact: true }).locator('xpath=following-sibling::*[1]');
  await expect(distance).toHaveText(/^[\d,]+ km \(sea route\)$/);
  const co2e = (await estimate.getByText('CO2e', { exact: true }).locator('xpath=following-sibling::*[1]').textContent())!;
  const shownKm = Number((await distance.textContent())!.replace(/ km.*/, '').replace(/,/g, ''));

  await page.getByRole('button', { name: 'Submit booking' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Booking FDS-\d+$/ })).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop()!;
  const stored = await apiReport<{ emissions: { co2eKg: number; legs: { distanceKm: number; distanceMethod: string }[] } }>(request, accounts.carl, `/bookings/${id}`);
  expect(stored.emissions.legs[0]!.distanceMethod).toBe('SEA_ROUTE');
  expect(shownKm).toBe(Math.round(stored.emissions.legs[0]!.distanceKm));
  // The review shows kg below 10 t and tonnes to one decimal above.
  const kg = stored.emissions.co2eKg;
  expect(co2e).toBe(kg >= 10_000 ? `${(kg / 1000).toLocaleString('en', { maximumFractionDigits: 1 })} t CO2e` : `${Math.round(kg).toLocaleString('en')} kg CO2e`);
  await page.context().close();
});

test('the screens a freight manager reads: /reports, the sustainability report on screen and in print, the dashboard widgets (anna and ops)', async ({ browser, request }) => {
  for (const who of ['anna', 'ops'] as const) {
    const page = await pageOf(browser, accounts[who]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const shipments = page.getByRole('region', { name: 'Shipments this month' });
    await expect(shipments.getByText(/bookings/).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'CO2e this year' }).getByText(/CO2e/).first()).toBeVisible();
    // This month so far, as the API counts it for the same days.
    const today = new Date().toISOString().slice(0, 10);
    const month = await apiReport<{ bookings: number }>(request, accounts[who], `/bookings/reports/count?from=${today.slice(0, 8)}01&to=${today}`);
    await expect(shipments.getByText(`${month.bookings.toLocaleString('en')} bookings`).first()).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`dashboard-${who}.png`), fullPage: true });

    await page.goto('/reports');
    await expect(page.getByRole('table', { name: 'Origins, destinations and lanes' })).toBeAttached();
    await expect(page.locator('[data-route^="SEA:"]').first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath(`reports-${who}.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: test.info().outputPath(`reports-print-${who}.png`), fullPage: true });
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/sustainability-report');
    await expect(page.getByTestId('co2e-total')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: test.info().outputPath(`sustainability-${who}.png`), fullPage: true });
    await page.emulateMedia({ media: 'print' });
    await page.setViewportSize({ width: 794, height: 1123 });
    await page.screenshot({ path: test.info().outputPath(`sustainability-print-${who}.png`), fullPage: true });
    await page.context().close();
  }
});
