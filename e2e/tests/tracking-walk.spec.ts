import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '../support/test';
import { makeAirWaybill } from '@freightdeck/contracts';
import { sampleAirBooking, sampleSeaBooking } from '@freightdeck/contracts/testing';
import { accounts, DEMO_PASSWORD } from '../support/accounts';
import { pageOf } from '../support/bookings';
import { outboxFor } from '../support/outbox';

/**
 * Track and trace as people try it (docs/product/tracking.md): ops creates an integration and
 * copies its key; a carrier's script reports a departure for carl's confirmed air booking, which
 * carl (watching it) sees on his list and timeline, in IN_TRANSIT, with an e-mail; the same batch
 * again changes nothing; a logger reading above the range shows an excursion; a share link opens
 * the timeline in a fresh browser until revoked; the DCSA feed answers each customer their own.
 * Also: the integrations screen's organization picker and its "last used" (real for the seed's
 * carriers), the ONE Record export of the air shipment, and revoking a key after a confirmation.
 * Screenshots of the integrations screen, the timeline and the share page go to the test's output.
 */
test.describe.configure({ mode: 'serial' });

const headersCache = new Map<string, Record<string, string>>();
async function as(request: APIRequestContext, email: string): Promise<Record<string, string>> {
  if (!headersCache.has(email)) {
    const { tokens } = await (await request.post('/v1/auth/login', { data: { email, password: DEMO_PASSWORD } })).json();
    headersCache.set(email, { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey });
  }
  return headersCache.get(email)!;
}

const awb = makeAirWaybill('020', 5_100_000 + Math.floor(Math.random() * 800_000));
let booking: { id: string; ref: string };
let apiKey = '';
const dep = { eventId: `e2e-dep-${awb}`, airWaybill: awb.replace('-', ''), statusCode: 'DEP', eventDateTime: new Date(Date.now() - 3_600_000).toISOString().replace('Z', '+00:00'), airport: 'SIN', flight: 'LH9771', pieces: 4, weightKg: 360 };

test('ops creates an integration and copies its key; a DEP for carl’s booking shows on his list and timeline, moves it to IN_TRANSIT and e-mails him; a replay changes nothing', async ({ browser, request }) => {
  const carl = await as(request, accounts.carl);
  const ops = await as(request, accounts.ops);
  booking = await (await request.post('/v1/bookings', { headers: carl, data: sampleAirBooking({ customerReference: `E2E-TT-${awb}` }) })).json();
  const legs = [{ carrier: 'LH', transportId: 'LH9771', from: 'SIN', to: 'FRA', departureAt: new Date(Date.now() - 3_600_000).toISOString(), arrivalAt: new Date(Date.now() + 12 * 3_600_000).toISOString() }];
  expect((await request.post(`/v1/bookings/${booking.id}/confirm`, { headers: ops, data: { carrierReference: awb, legs } })).ok()).toBe(true);
  expect((await request.post('/v1/bookings/watchlist/watch', { headers: carl, data: { bookingIds: [booking.id] } })).ok()).toBe(true);

  const opsPage = await pageOf(browser, accounts.ops);
  await opsPage.goto('/track-and-trace');
  await opsPage.getByRole('link', { name: 'Integrations' }).click();
  await opsPage.getByLabel('Name').fill('Lufthansa Cargo e2e');
  await opsPage.getByLabel(/Carrier codes/).fill('LH');
  // The seed's carriers reported their shipments through the API with their keys: a real last use, not "Never".
  await expect(opsPage.getByRole('row', { name: /^LH events/ })).toContainText(/\d{2} \w{3} \d{4} \d{2}:\d{2} UTC/);
  // Scope by organization too: picked by name from the searchable list.
  const picker = opsPage.getByRole('combobox', { name: 'Organizations it reports for (optional)' });
  await picker.fill('acme');
  await opsPage.getByRole('option', { name: /Acme Pharma/ }).click();
  await expect(opsPage.getByRole('list', { name: 'Chosen organizations' })).toContainText('Acme Pharma');
  await opsPage.screenshot({ path: test.info().outputPath('integrations.png'), fullPage: true });
  await opsPage.getByRole('button', { name: 'Create integration' }).click();
  const keyField = opsPage.getByRole('textbox', { name: 'API key' });
  await expect(keyField).toHaveValue(/^fdk_/);
  apiKey = await keyField.inputValue();
  const created = opsPage.getByRole('row', { name: /Lufthansa Cargo e2e/ });
  await expect(created).toContainText('Never');
  await expect(created).toContainText('LH, Acme Pharma');

  const first = await (await request.post('/v1/tracking/events', { headers: { 'x-api-key': apiKey }, data: { events: [dep] } })).json();
  expect(first).toMatchObject({ accepted: 1, replayed: 0, refused: 0 });

  const page = await pageOf(browser, accounts.carl);
  await page.goto(`/track-and-trace?q=${awb.replace('-', '')}`);
  const row = page.getByRole('row', { name: new RegExp(booking.ref) });
  await expect(row).toContainText('Departed · SIN');
  await expect(row).toContainText('In transit');
  await row.getByRole('link', { name: new RegExp(booking.ref) }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tracking ${booking.ref}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Departed');
  await expect(page.getByRole('list', { name: 'Timeline' })).toContainText('Actual');
  await page.screenshot({ path: test.info().outputPath('timeline.png'), fullPage: true });
  await expect.poll(async () => (await outboxFor(request, accounts.carl)).some((m) => m.subject === `${booking.ref} has departed`)).toBe(true);

  const before = await (await request.get(`/v1/bookings/${booking.id}`, { headers: carl })).json();
  expect(before.status).toBe('IN_TRANSIT');
  const again = await (await request.post('/v1/tracking/events', { headers: { 'x-api-key': apiKey }, data: { events: [dep] } })).json();
  expect(again).toMatchObject({ accepted: 0, replayed: 1 });
  expect((await (await request.get(`/v1/bookings/${booking.id}`, { headers: carl })).json()).version).toBe(before.version);
  expect((await outboxFor(request, accounts.carl)).filter((m) => m.subject === `${booking.ref} has departed`)).toHaveLength(1);

  // The key's use shows on the integrations screen.
  await opsPage.reload();
  await expect(opsPage.getByRole('row', { name: /Lufthansa Cargo e2e/ })).toContainText(/\d{2} \w{3} \d{4} \d{2}:\d{2} UTC/);
});

test('the ONE Record export answers carl’s air shipment as LogisticsEvents in JSON-LD, and nils not at all', async ({ request }) => {
  const answer = await request.get(`/v1/tracking/${booking.ref}/logistics-events`, { headers: await as(request, accounts.carl) });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^application\/ld\+json/);
  const doc = await answer.json();
  expect(doc).toMatchObject({ '@context': { '@vocab': 'https://onerecord.iata.org/ns/cargo#' }, '@type': 'api:Collection' });
  expect(doc['api:hasItem']).toContainEqual(expect.objectContaining({
    '@type': 'LogisticsEvent', eventCode: { '@id': 'https://onerecord.iata.org/ns/coreCodeLists#StatusCode_DEP' }, eventTimeType: { '@id': 'https://onerecord.iata.org/ns/cargo#ACTUAL' },
    recordingOrganization: { '@type': 'Organization', name: 'Lufthansa Cargo e2e' },
  }));
  expect((await request.get(`/v1/tracking/${booking.ref}/logistics-events`, { headers: await as(request, accounts.nils) })).status()).toBe(404);
});

test('a logger reading above the range shows an excursion on the timeline page and its chart', async ({ browser, request }) => {
  const carl = await as(request, accounts.carl);
  expect((await request.post('/v1/bookings/data-loggers', { headers: carl, data: { bookingRef: booking.ref, serialNumber: `E2E-${awb}`, model: 'Sensitech TempTale 4' } })).ok()).toBe(true);
  const at = (m: number) => new Date(Date.now() - (60 - m) * 60_000).toISOString();
  const readings = [5, 6, 11.5, 12, 7].map((temperatureC, i) => ({ at: at(i * 10), temperatureC }));
  const posted = await (await request.post(`/v1/tracking/loggers/E2E-${awb}/readings`, { headers: { 'x-api-key': apiKey }, data: { readings } })).json();
  expect(posted.excursions).toHaveLength(1);
  const page = await pageOf(browser, accounts.carl);
  await page.goto(`/track-and-trace/${booking.ref}`);
  await expect(page.getByRole('list', { name: 'Excursions' })).toContainText('above range');
  await expect(page.getByRole('img', { name: new RegExp(`Temperature of logger E2E-${awb}`) })).toBeVisible();
});

test('the share link opens the timeline in a fresh browser and stops working once revoked', async ({ browser }) => {
  const page = await pageOf(browser, accounts.carl);
  await page.goto(`/track-and-trace/${booking.ref}`);
  await page.getByRole('button', { name: 'Create share link' }).click();
  const url = await page.getByRole('textbox', { name: 'Share link' }).first().inputValue();
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(url);
  await expect(stranger.getByRole('heading', { level: 1, name: `Shipment ${booking.ref}` })).toBeVisible();
  await expect(stranger.getByRole('list', { name: 'Timeline' })).toContainText('Departed');
  await stranger.screenshot({ path: test.info().outputPath('share.png'), fullPage: true });
  await page.getByRole('button', { name: 'Revoke' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Share link' })).toHaveCount(0);
  const later = await (await browser.newContext()).newPage();
  await later.goto(url);
  await expect(later.getByRole('alert')).toContainText('This link is not valid');
});

test('DCSA: the conformance sample is taken in, the feed answers anna and never nils, and a wrong filter is 400 in DCSA’s shape', async ({ request }) => {
  const anna = await as(request, accounts.anna);
  const ops = await as(request, accounts.ops);
  const sea = await (await request.post('/v1/bookings', { headers: anna, data: sampleSeaBooking({ customerReference: `E2E-DCSA-${awb}` }) })).json();
  expect((await request.post(`/v1/bookings/${sea.id}/confirm`, { headers: ops, data: { carrierReference: 'ABC123123123' } })).ok()).toBe(true);
  const integration = await (await request.post('/v1/integrations', { headers: ops, data: { name: 'Maersk e2e', kind: 'CARRIER', organizationIds: [sea.organization.id] } })).json();
  const sample = JSON.parse(readFileSync(path.join(__dirname, '../../packages/api/standards/dcsa/tnt-220-response.json'), 'utf8'));
  const result = await (await request.post('/v1/tracking/events', { headers: { 'x-api-key': integration.apiKey }, data: sample })).json();
  expect(result.refused).toBe(0);
  const wrong = JSON.parse(readFileSync(path.join(__dirname, '../../packages/api/standards/dcsa/tnt-220-response-wrong-attribute-values.json'), 'utf8'));
  expect((await (await request.post('/v1/tracking/events', { headers: { 'x-api-key': integration.apiKey }, data: wrong })).json()).refused).toBeGreaterThan(0);
  const mine = await (await request.get('/v1/dcsa/tnt/v2/events?carrierBookingReference=ABC123123123', { headers: anna })).json();
  expect(mine.length).toBeGreaterThan(0);
  const nils = await (await request.get('/v1/dcsa/tnt/v2/events', { headers: await as(request, accounts.nils) })).json();
  expect(nils.filter((e: { eventID: string }) => sample.some((s: { eventID: string }) => s.eventID === e.eventID))).toEqual([]);
  const bad = await request.get('/v1/dcsa/tnt/v2/events?eventType=SHIPMENT&transportEventTypeCode=ARRI', { headers: anna });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ statusCode: 400, errors: [{ reason: 'invalidQuery' }] });
});

test('ops revokes a key only after confirming it; the key is refused from then on', async ({ browser, request }) => {
  const opsPage = await pageOf(browser, accounts.ops);
  await opsPage.goto('/track-and-trace/integrations');
  await opsPage.getByRole('button', { name: 'Revoke Lufthansa Cargo e2e' }).click();
  const dialog = opsPage.getByRole('dialog', { name: 'Revoke Lufthansa Cargo e2e?' });
  await dialog.getByRole('button', { name: 'Keep' }).click();
  await expect(dialog).toBeHidden();
  expect((await request.post('/v1/tracking/events', { headers: { 'x-api-key': apiKey }, data: { events: [dep] } })).status()).toBe(200);
  await opsPage.getByRole('button', { name: 'Revoke Lufthansa Cargo e2e' }).click();
  await opsPage.getByRole('dialog', { name: 'Revoke Lufthansa Cargo e2e?' }).getByRole('button', { name: 'Revoke key' }).click();
  await expect(opsPage.getByRole('row', { name: /Lufthansa Cargo e2e/ })).toContainText('Revoked');
  expect((await request.post('/v1/tracking/events', { headers: { 'x-api-key': apiKey }, data: { events: [dep] } })).status()).toBe(401);
});
