import { expect, test, type Browser, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { dateField, dayIn, fillParty, isoDateIn, pageOf, pick } from '../support/bookings';
import { outboxFor } from '../support/outbox';

/**
 * Quotations as people try them: carl asks for an air quote SIN → FRA for pharmaceuticals, gets
 * priced options, accepts the cheapest and books it; a lane without rate cards goes to the
 * pricing desk, ops prices and issues it, carl is e-mailed and accepts; an expired quotation
 * cannot be accepted; a share link opens without an account until revoked; vera reads and
 * changes nothing; nils never sees Acme's; a rate-card CSV with a bad row imports nothing.
 */
test.describe.configure({ mode: 'serial' });

/** A lane the seed's rate cards do not cover (air, Helsinki → Auckland). */
const UNPRICED = { origin: 'HEL', destination: 'AKL' };
let booked: { id: string; ref: string };
let waiting: { id: string; ref: string };

async function requestAirQuote(page: Page, origin: string, destination: string, { customer }: { customer?: { search: string; option: RegExp } } = {}) {
  await page.goto('/quotations/create');
  await page.getByRole('radio', { name: /Air freight/ }).check();
  const forWhom = page.getByRole('combobox', { name: /^Request for \(customer\)/ });
  // Only staff choose the customer they ask for.
  if (customer) await pick(page, /^Request for \(customer\)/, customer.search, customer.option);
  else await expect(forWhom).toHaveCount(0);
  await pick(page, 'Origin airport', origin, new RegExp(`^${origin}\\b`));
  await pick(page, 'Destination airport', destination, new RegExp(`^${destination}\\b`));
  // The cargo-ready date from the calendar, by keyboard: it opens on today, a week on is Enter.
  await page.getByRole('button', { name: 'Choose Cargo-ready date' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose Cargo-ready date' });
  await expect(calendar.getByRole('button', { name: /^Today, / })).toBeFocused();
  for (let day = 0; day < 7; day += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();
  await expect(dateField(page, 'Cargo-ready date')).toHaveValue(dayIn(7));
  await page.getByLabel('Cargo type').selectOption({ label: 'Pharmaceutical' });
  await page.getByLabel('Commodity').fill('Vaccines');
  await page.getByLabel('Minimum temperature (°C)').fill('2');
  await page.getByLabel('Maximum temperature (°C)').fill('8');
  const line = page.getByRole('group', { name: 'Line 1' });
  await line.getByLabel('Pieces').fill('4');
  await line.getByLabel('Length (cm)').fill('120');
  await line.getByLabel('Width (cm)').fill('80');
  await line.getByLabel('Height (cm)').fill('100');
  await line.getByLabel('Weight per piece (kg)').fill('90');
  if (customer) await shot(page, 'request-for-customer');
  await page.getByRole('button', { name: 'Get prices' }).click();
}

const idOf = (page: Page) => new URL(page.url()).pathname.split('/').pop()!;
const shot = (page: Page, name: string) => page.screenshot({ path: `test-results/quotations-${name}.png`, fullPage: true });

test('carl gets several priced options for pharmaceuticals SIN → FRA, accepts the cheapest and books it', async ({ browser }) => {
  const page = await pageOf(browser, accounts.carl);
  await requestAirQuote(page, 'SIN', 'FRA');
  const options = page.getByRole('region', { name: 'Options' });
  await expect(options).toBeVisible({ timeout: 15_000 });
  const cards = options.getByRole('listitem');
  expect(await cards.count()).toBeGreaterThan(1);
  // Each option: price, transit time, CO2e and its breakdown.
  for (const card of await cards.all()) {
    await expect(card.getByText('Transit')).toBeVisible();
    await expect(card.getByText(/\d (kg|t) CO2e/)).toBeVisible();
    await expect(card.getByText(/^Price breakdown \(\d+ charges?\)$/)).toBeVisible();
  }
  await cards.first().getByText(/^Price breakdown/).click();
  await expect(cards.first().getByRole('table', { name: /Price breakdown/ })).toContainText('FRT');
  await shot(page, 'options');
  // Sorted by price (the default), the cheapest comes first and is marked so.
  const cheapest = cards.first();
  await expect(cheapest.getByText('Cheapest')).toBeVisible();
  await cheapest.getByRole('button', { name: /^Accept/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Quotation' })).toBeVisible();
  await expect(page.getByText('Accepted').first()).toBeVisible();
  const quotationId = idOf(page);
  await shot(page, 'accepted');

  await page.getByRole('link', { name: 'Book', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Step 4 of 5: Parties/ })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: 'Booking quotation' })).toBeVisible();
  await fillParty(page, 'Shipper', { company: 'Acme Pharma Asia Pte Ltd', address: '10 Science Park Road', city: 'Singapore', country: 'Singapore', countryOption: /Singapore/ });
  await fillParty(page, 'Consignee', { company: 'Acme Pharma GmbH', address: 'Mainzer Landstrasse 50', city: 'Frankfurt am Main', country: 'Germany', countryOption: /Germany/ });
  await page.getByRole('button', { name: 'Next' }).click();
  // The form arrived filled in from the quotation: the review shows its route and cargo, and the
  // quoted charges (not the standard tariff's estimate), saying which quotation they come from.
  await expect(page.getByText(/SIN\b.*→ FRA\b/).first()).toBeVisible(); // the route as places read ("SIN Singapore Changi Airport → FRA …")
  await expect(page.getByText('Vaccines').first()).toBeVisible();
  const quoted = page.getByRole('region', { name: 'Quoted charges' });
  await expect(quoted.getByRole('note')).toHaveText(/^These charges come from quotation FDQ-\d+ \(.+, SIN → .*FRA\)\.$/);
  await expect(quoted.getByRole('table', { name: /^Charges of quotation FDQ-\d+$/ })).toContainText('FRT');
  await expect(page.getByRole('region', { name: 'Estimate' })).toHaveCount(0);
  await expect(page.getByText(/standard tariff/)).toHaveCount(0);
  await shot(page, 'booking-review');
  await page.getByRole('button', { name: 'Submit booking' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Booking FD[A-Z]*-\d+$/ });
  await expect(heading).toBeVisible();
  booked = { id: idOf(page), ref: (await heading.textContent())!.replace('Booking ', '') };
  await shot(page, 'booking');

  // The booking links back to its quotation, which links to the booking.
  await page.getByRole('link', { name: 'The quotation this booking was made from' }).click();
  await expect(page).toHaveURL(new RegExp(`/quotations/${quotationId}$`));
  await expect(page.getByText('Booked').first()).toBeVisible();
  await expect(page.getByRole('link', { name: booked.ref })).toBeVisible();
  await page.context().close();
});

test('a lane without rate cards waits for the pricing desk; ops prices and issues it; carl is e-mailed and accepts', async ({ browser, request }) => {
  const carl = await pageOf(browser, accounts.carl);
  await requestAirQuote(carl, UNPRICED.origin, UNPRICED.destination);
  await expect(carl.getByText('No tariff covers this lane yet')).toBeVisible({ timeout: 15_000 });
  const open = carl.getByRole('link', { name: /^Open FDQ-/ });
  waiting = { ref: (await open.textContent())!.replace('Open ', ''), id: '' };
  await open.click();
  waiting.id = idOf(carl);
  await expect(carl.getByText('Waiting for pricing').first()).toBeVisible();
  const mailsBefore = (await outboxFor(request, accounts.carl)).length;

  const ops = await pageOf(browser, accounts.ops);
  await ops.goto('/quotations?status=REQUESTED');
  await ops.getByRole('link', { name: waiting.ref }).click();
  const desk = ops.getByRole('region', { name: 'Pricing desk' });
  await expect(desk).toBeVisible();
  await pick(ops, 'Carrier', 'AY', /^AY\b/);
  const freight = desk.getByRole('group', { name: 'Option 1 charge 1' });
  await freight.getByLabel('Rate').fill('6.80');
  await desk.getByLabel('Transit days').fill('2');
  await shot(ops, 'pricing-desk');
  await desk.getByRole('button', { name: 'Save prices' }).click();
  // A hand-priced option is shown by its carrier's name, not its code.
  await expect(desk.getByText(/^Saved: /)).toContainText('Finnair Cargo');
  await desk.getByRole('button', { name: 'Issue quotation' }).click();
  await expect(ops.getByText('Issued').first()).toBeVisible();
  await ops.context().close();

  await expect.poll(async () => {
    const mails = await outboxFor(request, accounts.carl);
    return mails.length > mailsBefore && mails[0]!.text.includes(waiting.ref);
  }, { timeout: 10_000 }).toBe(true);

  await carl.reload();
  await expect(carl.getByRole('region', { name: 'Options' }).getByRole('heading', { name: 'Finnair Cargo (AY)' })).toBeVisible();
  await shot(carl, 'hand-priced');
  await carl.getByRole('region', { name: 'Options' }).getByRole('button', { name: /^Accept/ }).first().click();
  await expect(carl.getByText('Accepted').first()).toBeVisible();
  await carl.context().close();
});

test('ops requests a quotation on behalf of Acme; carl sees it among Acme\'s and may accept it', async ({ browser }) => {
  const ops = await pageOf(browser, accounts.ops);
  await requestAirQuote(ops, 'SIN', 'FRA', { customer: { search: 'Acme', option: /Acme Pharma/ } });
  const options = ops.getByRole('region', { name: 'Options' });
  await expect(options).toBeVisible({ timeout: 15_000 });
  const open = ops.getByRole('link', { name: /^Open FDQ-/ });
  const ref = (await open.textContent())!.replace('Open ', '');
  await open.click();
  await expect(ops.getByText('Acme Pharma').first()).toBeVisible();
  await ops.context().close();

  const carl = await pageOf(browser, accounts.carl);
  await carl.goto(`/quotations?q=${ref}`);
  await carl.getByRole('link', { name: ref }).click();
  await expect(carl.getByRole('region', { name: 'Options' }).getByRole('button', { name: /^Accept/ }).first()).toBeVisible();
  await carl.context().close();
});

test('an expired quotation cannot be accepted', async ({ browser }) => {
  const page = await pageOf(browser, accounts.carl);
  await page.goto('/quotations?status=EXPIRED');
  await page.getByRole('table', { name: 'Quotations' }).getByRole('link').first().click();
  await expect(page.getByText(/can no longer be accepted or booked/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Accept/ })).toHaveCount(0);
  const id = idOf(page);
  // The API refuses it too, with a clear message (409), whatever the browser shows.
  const answer = await page.evaluate(async (quotationId) => {
    const session = JSON.parse(localStorage.getItem('freightdeck/auth/tokens') ?? '{}') as { accessToken: string; publicKey: string };
    const q = await (await fetch(`/v1/quotations/${quotationId}`, { headers: { authorization: `Bearer ${session.accessToken}`, 'x-public-key': session.publicKey } })).json();
    const response = await fetch(`/v1/quotations/${quotationId}/accept`, {
      method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}`, 'x-public-key': session.publicKey },
      body: JSON.stringify({ optionId: q.options[0]?.id ?? 'none' }),
    });
    return { status: response.status, body: await response.json() };
  }, id);
  expect(answer.status).toBe(409);
  expect(answer.body.message).toMatch(/expired/i);
  await page.context().close();
});

async function strangerOpens(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return { page, close: () => context.close() };
}

test('a share link opens the quotation in a fresh browser and stops working once revoked', async ({ browser }) => {
  const carl = await pageOf(browser, accounts.carl);
  await carl.goto(`/quotations/${waiting.id}`);
  const shares = carl.getByRole('region', { name: 'Share links' });
  await shares.getByRole('button', { name: 'Create share link' }).click();
  const link = shares.locator('[data-share-url]').first();
  await expect(link).toBeVisible();
  const url = (await link.textContent())!;

  const first = await strangerOpens(browser, url);
  await expect(first.page.getByRole('heading', { level: 1, name: `Quotation ${waiting.ref}` })).toBeVisible();
  await expect(first.page.getByRole('region', { name: 'Options' })).toBeVisible();
  await shot(first.page, 'shared');
  await first.page.getByRole('link', { name: 'Printable quotation' }).click();
  await expect(first.page.getByRole('article', { name: `Quotation ${waiting.ref}` })).toBeVisible();
  await shot(first.page, 'print');
  await first.close();

  await shares.getByRole('button', { name: 'Revoke' }).first().click();
  await carl.getByRole('dialog', { name: 'Revoke this share link?' }).getByRole('button', { name: 'Revoke link' }).click();
  await expect(shares.getByText('Revoked').first()).toBeVisible();
  const second = await strangerOpens(browser, url);
  await expect(second.page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired' })).toBeVisible();
  await second.close();
  await carl.context().close();
});

test('vera sees Acme\'s quotations and changes nothing; nils never sees Acme\'s', async ({ browser }) => {
  const vera = await pageOf(browser, accounts.vera);
  await vera.goto('/quotations');
  await expect(vera.getByRole('link', { name: waiting.ref })).toBeVisible();
  await expect(vera.getByRole('link', { name: 'Request a quotation' })).toHaveCount(0);
  await vera.goto(`/quotations/${waiting.id}`);
  await expect(vera.getByRole('heading', { level: 2, name: new RegExp(waiting.ref) })).toBeVisible();
  for (const name of [/^Accept/, 'Decline', 'Create share link']) await expect(vera.getByRole('button', { name })).toHaveCount(0);
  await expect(vera.getByRole('link', { name: 'Book', exact: true })).toHaveCount(0);
  await shot(vera, 'vera');
  await vera.context().close();

  const nils = await pageOf(browser, accounts.nils);
  await nils.goto(`/quotations?q=${waiting.ref}`);
  await expect(nils.getByText(/No quotations/)).toBeVisible();
  await nils.goto(`/quotations/${waiting.id}`);
  await expect(nils.getByText('Quotation not found')).toBeVisible();
  await nils.context().close();
});

test('a rate-card CSV with a bad row is refused with the row named, and nothing is imported', async ({ browser }) => {
  const ops = await pageOf(browser, accounts.ops);
  await ops.goto('/quotations/rate-cards');
  const suffix = Date.now().toString(36).toUpperCase();
  const good = `E2E-LH-MUCJFK-${suffix},LH,AIR,MUC,JFK,${isoDateIn(1)},${isoDateIn(90)},EUR,,75,4.1,3.2,2.9,2.6,2.4,2.2,,,,,,,,MY:PER_CHARGEABLE_KG:0.9,`;
  const bad = `E2E-LH-MUCORD-${suffix},LH,AIR,MUC,ORD,${isoDateIn(1)},${isoDateIn(90)},EUR,,75,4.1,3.2,abc,2.6,2.4,2.2,,,,,,,,,`;
  const header = 'reference,carrier,mode,origin,destination,validFrom,validTo,currency,cargoType,minimum,n,q45,q100,q300,q500,q1000,22G1,42G1,45G1,22R1,45R1,lclPerRevenueTonne,lclMinimum,surcharges,remarks';
  await ops.getByLabel('CSV', { exact: true }).fill([header, good, bad].join('\n'));
  await ops.getByRole('button', { name: 'Check (dry run)' }).click();
  const report = ops.getByRole('status', { name: 'Import report' });
  await expect(report).toContainText('Dry run, nothing written');
  await expect(report.getByRole('row', { name: new RegExp(`^2 E2E-LH-MUCJFK-${suffix} Add`) })).toBeVisible();
  await expect(report.getByRole('row', { name: new RegExp(`^3 E2E-LH-MUCORD-${suffix} Refuse`) })).toBeVisible();
  await ops.getByRole('button', { name: 'Import', exact: true }).click();
  const refused = ops.getByRole('alert', { name: 'Import refused' });
  await expect(refused).toContainText('Nothing was imported.');
  await expect(refused).toContainText(`line 3: E2E-LH-MUCORD-${suffix}`);
  await shot(ops, 'rate-cards-import');
  await ops.goto(`/quotations/rate-cards?q=E2E-LH-MUCJFK-${suffix}`);
  await expect(ops.getByText('No rate cards match')).toBeVisible();
  await ops.context().close();
});
