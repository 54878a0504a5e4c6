import { expect, test, type Page } from '../support/test';
import { makeAirWaybill } from '@freightdeck/contracts';
import { accounts } from '../support/accounts';
import { dateField, dayIn, fillParty, openBooking, pageOf, pick } from '../support/bookings';

/**
 * The bookings walk-through of the README, as people try it: carl books pharmaceuticals SIN → FRA
 * through the form and resumes a draft; ops confirms with an air waybill; anna asks for a revision
 * that ops approves; ops delivers with proof of delivery; carl prints; a share link opens in a
 * fresh browser and stops working once revoked.
 */
test.describe.configure({ mode: 'serial' });

let booking: { id: string; ref: string };
const airWaybill = makeAirWaybill('020', 4_100_000 + Math.floor(Math.random() * 800_000));

async function nextStep(page: Page, title: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Step \\d of 5: ${title}`) })).toBeVisible();
}

test('carl books pharmaceuticals from SIN to FRA and sees the chargeable weight and CO2e before submitting', async ({ browser }) => {
  const page = await pageOf(browser, accounts.carl);
  await page.goto('/bookings/create');
  // Next with nothing chosen: the message names its field.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('group', { name: 'Transport mode' }).getByRole('alert')).toHaveText('Choose the transport mode');
  await page.getByRole('radio', { name: /Air freight/ }).check();
  await nextStep(page, 'Route');

  await pick(page, 'Origin airport', 'SIN', /^SIN\b/);
  await pick(page, 'Destination airport', 'FRA', /^FRA\b/);
  await dateField(page, 'Cargo-ready date').fill(dayIn(7));
  await page.getByLabel('Customer reference').fill('PO-E2E-1');
  await nextStep(page, 'Cargo');

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
  // 4 × 0.96 m³ = 3.84 m³ → 640 kg volumetric (÷ 6000) beats 360 kg gross.
  await expect(page.getByRole('group', { name: 'Shipment totals' })).toContainText('640 kg');
  await expect(page.getByRole('group', { name: 'Shipment totals' })).toContainText('3.84 m³');
  await nextStep(page, 'Parties');

  await fillParty(page, 'Shipper', { company: 'Acme Pharma Asia Pte Ltd', address: '10 Science Park Road', city: 'Singapore', country: 'Singapore', countryOption: /Singapore/ });
  await fillParty(page, 'Consignee', { company: 'Acme Pharma GmbH', address: 'Mainzer Landstrasse 50', city: 'Frankfurt am Main', country: 'Germany', countryOption: /Germany/ });
  await nextStep(page, 'Review');

  await expect(page.getByRole('table', { name: 'Estimated charges' })).toBeVisible();
  await expect(page.getByText(/kg CO2e|t CO2e/).first()).toBeVisible();
  await expect(page.getByText(/640 kg/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Submit booking' }).click();
  const heading = page.getByRole('heading', { level: 1, name: /^Booking FDA-\d+$/ });
  await expect(heading).toBeVisible();
  const ref = (await heading.textContent())!.replace('Booking ', '');
  const id = new URL(page.url()).pathname.split('/').pop()!;
  booking = { id, ref };
  await expect(page.getByText('Pending').first()).toBeVisible();
  await page.context().close();
});

test('carl saves a draft of another booking and resumes it where he left off', async ({ browser }) => {
  const page = await pageOf(browser, accounts.carl);
  await page.goto('/bookings/create');
  await page.getByRole('radio', { name: /Sea freight/ }).check();
  await page.getByRole('radio', { name: /Full container load/ }).check();
  await nextStep(page, 'Route');
  await pick(page, 'Origin port', 'CNSHA', /^CNSHA\b/);
  await pick(page, 'Destination port', 'NLRTM', /^NLRTM\b/);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved' })).toBeVisible();

  await page.goto('/bookings/drafts');
  const resume = page.getByRole('link', { name: /^Resume CNSHA → NLRTM/ }).first();
  await expect(resume).toBeVisible();
  await resume.click();
  await expect(page.getByRole('heading', { name: 'Step 2 of 5: Route' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Origin port' })).toHaveValue(/CNSHA|Shanghai/);
  await page.context().close();
});

test('ops confirms the booking with an air waybill number', async ({ browser }) => {
  const page = await pageOf(browser, accounts.ops);
  await openBooking(page, booking.id, booking.ref);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm booking ${booking.ref}` });
  // A wrong check digit is refused before anything is sent.
  await dialog.getByLabel('Air waybill').fill(`${airWaybill.slice(0, -1)}${(Number(airWaybill.slice(-1)) + 1) % 10}`);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText(/does not match/)).toBeVisible();
  await dialog.getByLabel('Air waybill').fill(airWaybill);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(airWaybill).first()).toBeVisible();
  await expect(page.getByText('Confirmed').first()).toBeVisible();
  // Confirmed: the charges are final, no longer an estimate awaiting confirmation.
  await expect(page.getByRole('region', { name: 'Charges' })).toContainText('Final charges');
  await expect(page.getByRole('region', { name: 'Charges' })).not.toContainText('at confirmation');
  await page.context().close();
});

test('anna requests a revision and ops approves it; the difference is shown', async ({ browser }) => {
  const anna = await pageOf(browser, accounts.anna);
  await openBooking(anna, booking.id, booking.ref);
  await anna.getByRole('button', { name: 'Request revision' }).click();
  const editor = anna.getByRole('dialog');
  await editor.getByLabel('Customer reference').fill('PO-E2E-1-REV');
  await editor.getByRole('button', { name: 'Request revision' }).click();
  await expect(editor).toBeHidden();
  await expect(anna.getByText(/Revision requested by Anna Andersen/).first()).toBeVisible();
  await anna.context().close();

  const ops = await pageOf(browser, accounts.ops);
  await openBooking(ops, booking.id, booking.ref);
  const revisions = ops.getByRole('region', { name: 'Revisions' });
  await expect(revisions).toContainText('PO-E2E-1-REV');
  await revisions.getByRole('button', { name: 'Approve' }).click();
  await expect(revisions.getByText(/Approved/i).first()).toBeVisible();
  await expect(ops.getByRole('region', { name: 'Summary' })).toContainText('PO-E2E-1-REV');
  // The history names the changed field as the page does, not by its API path.
  const history = ops.getByRole('region', { name: 'Status history' });
  await expect(history.getByRole('row', { name: /^Customer reference PO-E2E-1 PO-E2E-1-REV/ }).first()).toBeVisible();
  await expect(history).not.toContainText('customerReference');
  await ops.context().close();
});

test('ops moves it to delivery and records the proof of delivery', async ({ browser }) => {
  const page = await pageOf(browser, accounts.ops);
  await openBooking(page, booking.id, booking.ref);
  for (const [action, status] of [['Depart', 'In transit'], ['Arrive', 'Arrived']] as const) {
    await page.getByRole('button', { name: action, exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: new RegExp(`^(Record|${action})`) }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(status).first()).toBeVisible();
  }
  await page.getByRole('button', { name: 'Deliver', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Received by').fill('J. Weber, goods-in');
  await dialog.getByRole('button', { name: 'Record delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Delivered').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status history' })).toContainText('Delivered');
  await page.context().close();
});

test('carl prints the booking; a share link opens in a fresh browser and stops working once revoked', async ({ browser }) => {
  const carl = await pageOf(browser, accounts.carl, { clipboard: true });
  // He attaches the packing list through the drop zone, then prints from the booking's page.
  await openBooking(carl, booking.id, booking.ref);
  const upload = carl.getByRole('form', { name: 'Upload a document' });
  await upload.getByLabel('Document type').selectOption({ label: 'Packing list' });
  await upload.getByLabel('File', { exact: true }).setInputFiles({ name: 'packing-list.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await expect(upload).toContainText('packing-list.pdf');
  await upload.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(carl.getByRole('table', { name: 'Documents' }).getByRole('row', { name: /packing-list\.pdf/ })).toBeVisible();
  await expect(upload).not.toContainText('packing-list.pdf');
  // Print is a link in a button's look, beside the page's buttons.
  await carl.getByRole('link', { name: 'Print', exact: true }).click();
  await expect(carl).toHaveURL(new RegExp(`/bookings/print/${booking.ref}$`));
  await expect(carl.getByRole('heading', { level: 1, name: `Booking ${booking.ref}` })).toBeVisible();
  await expect(carl.getByRole('img', { name: new RegExp(`QR code .*${booking.ref}`) })).toBeVisible();
  await expect(carl.getByText(airWaybill).first()).toBeVisible();
  await expect(carl.getByText(/USD/).first()).toBeVisible();

  await openBooking(carl, booking.id, booking.ref);
  const shares = carl.getByRole('region', { name: 'Share links' });
  await shares.getByRole('button', { name: 'Create share link' }).click();
  await shares.getByRole('button', { name: 'Copy print link' }).click();
  await expect(shares.getByRole('status')).toHaveText('Print link copied');
  const printUrl = new URL(await carl.evaluate(() => navigator.clipboard.readText()));
  expect(printUrl.searchParams.get('token')).toMatch(/^[\w-]{40,}$/);

  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await visitor.goto(printUrl.pathname + printUrl.search);
  await expect(visitor.getByRole('heading', { level: 1, name: `Booking ${booking.ref}` })).toBeVisible();
  await expect(visitor.getByText('Acme Pharma GmbH').first()).toBeVisible();
  // The shared view carries no prices.
  await expect(visitor.getByText(/USD/)).toHaveCount(0);

  await shares.getByRole('button', { name: 'Revoke' }).click();
  await carl.getByRole('dialog', { name: 'Revoke share link' }).getByRole('button', { name: 'Revoke' }).click();
  await expect(shares.getByText('Revoked').first()).toBeVisible();

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('This link is not valid or has expired');
  await stranger.close();
  await carl.context().close();
});
