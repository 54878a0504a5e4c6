import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { dateField, dayIn, isoDateIn, pageOf, pick } from '../support/bookings';

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
  await dateField(page, 'Departing from').fill(dayIn(7));
  await dateField(page, 'Until').fill(dayIn(13));
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
  await dateField(page, 'Until').fill(dayIn(27));
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

/** A DCSA point-to-point routes file: Maersk's MADRID MAERSK on a voyage of its own from Shanghai, to each port given. */
function routesFile(voyage: string, ports: string[]): string {
  const departure = { facilityTypeCode: 'POTE', location: { UNLocationCode: 'CNSHA' }, dateTime: `${isoDateIn(9)}T10:00:00Z` };
  return JSON.stringify(ports.map((port) => {
    const arrival = { facilityTypeCode: 'POTE', location: { UNLocationCode: port }, dateTime: `${isoDateIn(23)}T14:00:00Z` };
    return {
      placeOfReceipt: departure, placeOfDelivery: arrival, receiptTypeAtOrigin: 'CY', deliveryTypeAtDestination: 'CY',
      legs: [{
        sequenceNumber: 1,
        transport: {
          modeOfTransport: 'VESSEL',
          servicePartners: [{ carrierCode: 'MAEU', carrierCodeListProvider: 'NMFTA', carrierServiceName: 'TP6 Transpacific', carrierServiceCode: 'TP6', carrierExportVoyageNumber: voyage, carrierImportVoyageNumber: voyage }],
          vessel: { vesselIMONumber: '9778791', name: 'MADRID MAERSK', operatorCarrierCode: 'MAEU', operatorCarrierCodeListProvider: 'NMFTA' },
        },
        departure, arrival,
      }],
    };
  }));
}

/**
 * ops imports a carrier's DCSA file (docs/product/schedules.md#import): a file with a bad row is
 * refused with the row named and nothing imported; the good file's dry run lists the voyage, and
 * once applied the search finds it.
 */
test('ops imports a DCSA schedule file: a bad row refuses it, the good file is applied and found by search', async ({ browser }) => {
  const page = await pageOf(browser, accounts.ops);
  // A voyage number of this run: the import is checked against what the portal holds.
  const voyage = `9${String(Date.now() % 1000).padStart(3, '0')}E`;
  const search = `/schedules?mode=SEA&origin=CNSHA&destination=USLAX&from=${isoDateIn(8)}&to=${isoDateIn(10)}`;
  const results = page.getByRole('region', { name: 'Results' });

  await page.goto('/schedules');
  await page.getByRole('link', { name: 'Import a schedule' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a schedule' })).toBeVisible();
  const upload = (name: string, content: string) => page.getByLabel('Schedule file', { exact: true }).setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) });

  // The first file is dropped on the zone, as from a file manager; the second chosen through its input.
  const zone = page.getByLabel('Schedule file', { exact: true }).locator('..');
  const dragged = await page.evaluateHandle(([name, content]) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([content], name, { type: 'application/json' }));
    return transfer;
  }, ['maersk-bad.json', routesFile(voyage, ['USLAX', 'XXZZZ'])] as const);
  await zone.dispatchEvent('dragenter', { dataTransfer: dragged });
  await expect(zone).toHaveAttribute('data-drag', 'accept');
  await expect(zone).toContainText('Drop the file to choose it');
  await zone.dispatchEvent('drop', { dataTransfer: dragged });
  await expect(zone).toContainText('maersk-bad.json');
  await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue('MAEU');
  await expect(page.getByLabel('Format', { exact: true })).toHaveValue('DCSA_POINT_TO_POINT');
  await page.getByRole('button', { name: 'Check file' }).click();
  await expect(page.getByRole('alert')).toContainText('1 row of the file is wrong; nothing was imported');
  const bad = page.getByRole('table', { name: 'Rows to correct' });
  await expect(bad.getByRole('row', { name: /routes\[1\]\.legs\[0\]\.arrival\.location.*unknown port XXZZZ/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply import' })).toHaveCount(0);

  await page.goto(search);
  await expect(page.getByText(/options?, earliest arrival first|No sailings/)).toBeVisible();
  await expect(results.getByText(new RegExp(`MADRID MAERSK ${voyage}`))).toHaveCount(0);

  await page.goto('/schedules/import');
  await upload('maersk.json', routesFile(voyage, ['USLAX']));
  await expect(page.getByLabel('Carrier', { exact: true })).toHaveValue('MAEU');
  await page.getByRole('button', { name: 'Check file' }).click();
  const added = page.getByRole('table', { name: 'Voyages to add (1)' });
  await expect(added.getByRole('rowheader', { name: voyage })).toBeVisible();
  await expect(added).toContainText('CNSHA');
  await page.getByRole('button', { name: 'Apply import' }).click();
  await expect(page.getByText('The schedule of MAEU is imported.')).toBeVisible();

  await page.getByRole('link', { name: 'Search schedules' }).click();
  await page.goto(search);
  await expect(results.getByText(new RegExp(`MADRID MAERSK ${voyage}`)).first()).toBeVisible();
});
