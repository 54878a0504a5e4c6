// Throwaway screenshot walk for issue 24 (not committed).
import { chromium } from '@playwright/test';
const BASE = 'http://127.0.0.1:8102';
const OUT = '/tmp/fd-24fmt/shots';
const PASS = 'Freightdeck-demo-2026';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--no-first-run'] });
const only = process.argv[2];

async function pageOf(email, width) {
  const ctx = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 900 }, timezoneId: 'Europe/Berlin', permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await ctx.newPage();
  await page.goto(`${BASE}/login`);
  await page.getByLabel(/e-?mail/i).fill(email);
  await page.getByLabel(/^password/i).fill(PASS);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
  return page;
}
const shot = async (target, name) => { await target.screenshot({ path: `${OUT}/${name}.png` }); console.log('shot', name); };
const tag = (w) => (w < 500 ? '390' : 'desktop');

async function wizard(w) {
  const page = await pageOf('carl@acme-pharma.test', w);
  await page.goto(`${BASE}/bookings/create`);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('group', { name: 'Transport mode' }).getByRole('alert').waitFor();
  await shot(page, `1-wizard-step1-${tag(w)}`);
  await page.getByRole('radio', { name: /Air freight/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: /Step 2 of 5/ }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Enter the cargo-ready date').first().waitFor();
  await shot(page, `1-wizard-step2-${tag(w)}`);
  const box = page.getByRole('combobox', { name: 'Origin airport' });
  await box.fill('SIN'); await page.getByRole('option', { name: /^SIN\b/ }).first().click();
  const box2 = page.getByRole('combobox', { name: 'Destination airport' });
  await box2.fill('FRA'); await page.getByRole('option', { name: /^FRA\b/ }).first().click();
  await page.getByRole('textbox', { name: 'Cargo-ready date', exact: true }).fill('04 Dec 2026');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: /Step 3 of 5/ }).waitFor();
  await page.getByRole('group', { name: 'Line 1' }).getByLabel('Pieces').fill('');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Enter the number of pieces').first().waitFor();
  await shot(page, `1-wizard-step3-${tag(w)}`);
  await page.screenshot({ path: `${OUT}/1-wizard-step3-full-${tag(w)}.png`, fullPage: true });
  // Review with parties (phone + country).
  await page.getByLabel('Cargo type').selectOption({ label: 'General' });
  await page.getByLabel('Commodity').fill('Machine parts');
  const line = page.getByRole('group', { name: 'Line 1' });
  for (const [l, v] of [['Pieces', '2'], ['Length (cm)', '120'], ['Width (cm)', '80'], ['Height (cm)', '100'], ['Weight per piece (kg)', '90']]) await line.getByLabel(l).fill(v);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: /Step 4 of 5/ }).waitFor();
  for (const [legend, company, city, country] of [['Shipper', 'Acme Pharma Asia Pte Ltd', 'Singapore', 'Singapore'], ['Consignee', 'Acme Pharma GmbH', 'Frankfurt am Main', 'Germany']]) {
    const g = page.getByRole('group', { name: legend });
    await g.getByLabel('Company').fill(company); await g.getByLabel('Address').fill('1 Road'); await g.getByLabel('City').fill(city);
    await g.getByRole('combobox', { name: 'Country' }).fill(country); await page.getByRole('option', { name: new RegExp(country) }).first().click();
    await g.getByRole('combobox', { name: 'Calling code' }).fill(legend === 'Shipper' ? 'Singapore' : 'Germany'); await page.getByRole('option', { name: new RegExp(legend === 'Shipper' ? 'Singapore' : 'Germany') }).first().click();
    await g.getByLabel('Phone number').fill(legend === 'Shipper' ? '61234567' : '069 1234 5678');
  }
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: /Step 5 of 5/ }).waitFor();
  await page.screenshot({ path: `${OUT}/4-review-${tag(w)}.png`, fullPage: true });
  await page.context().close();
}

async function details(w) {
  const page = await pageOf('ops@freightdeck.test', w);
  await page.goto(`${BASE}/bookings?status=CONFIRMED`);
  const first = page.getByRole('table').getByRole('link').first();
  await first.waitFor();
  await first.click();
  await page.getByRole('heading', { level: 1, name: /^Booking / }).waitFor();
  const shares = page.getByRole('region', { name: 'Share links' });
  if (w >= 500) {
    await shares.getByRole('button', { name: 'Create share link' }).click();
    await shares.getByRole('group').first().waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: /^Booking / }).waitFor();
  }
  await page.getByRole('region', { name: 'Share links' }).getByRole('group').first().waitFor();
  await page.waitForTimeout(500);
  await shot(page.getByRole('region', { name: 'Share links' }), `2-share-links-${tag(w)}`);
  await shot(page.getByRole('region', { name: 'Status history' }), `3-history-${tag(w)}`);
  await shot(page.getByRole('region', { name: 'Parties' }), `4-details-parties-${tag(w)}`);
  await shot(page.getByRole('region', { name: 'Legs' }), `4-details-legs-${tag(w)}`);
  await shot(page.getByRole('region', { name: 'Charges' }), `5-charges-confirmed-${tag(w)}`);
  const url = page.url();
  // print page of the same booking
  await page.getByRole('link', { name: /Print/ }).first().click().catch(() => undefined);
  await page.waitForTimeout(1500);
  const pages = page.context().pages();
  const print = pages.at(-1);
  await print.waitForLoadState();
  await print.waitForTimeout(1500);
  await print.screenshot({ path: `${OUT}/4-print-${tag(w)}.png`, fullPage: true });
  console.log('print url', print.url(), 'details', url);
  // a pending booking's charges
  await page.goto(`${BASE}/bookings?status=PENDING`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: /^Booking / }).waitFor();
  await shot(page.getByRole('region', { name: 'Charges' }), `5-charges-pending-${tag(w)}`);
  await page.context().close();
}

async function delivery(w) {
  const page = await pageOf('ops@freightdeck.test', w);
  await page.goto(`${BASE}/bookings?status=DELIVERED`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.getByRole('heading', { level: 1, name: /^Booking / }).waitFor();
  const resp = page.waitForResponse((r) => r.url().includes('/share-links') && r.request().method() === 'POST');
  await page.getByRole('region', { name: 'Share links' }).getByRole('button', { name: 'Create share link' }).click();
  const link = await (await resp).json();
  const anon = await browser.newContext({ viewport: { width: w, height: 900 }, timezoneId: 'Europe/Berlin' });
  const p2 = await anon.newPage();
  await p2.goto(`${BASE}${link.urls.delivery}`);
  await p2.getByRole('heading', { level: 1 }).waitFor();
  await p2.waitForTimeout(2500);
  await p2.screenshot({ path: `${OUT}/4-delivery-public-${tag(w)}.png`, fullPage: true });
  await p2.goto(`${BASE}${link.urls.print}`);
  await p2.waitForTimeout(3000);
  await p2.screenshot({ path: `${OUT}/4-print-public-${tag(w)}.png`, fullPage: true });
  await anon.close();
  await page.context().close();
}

async function others(w) {
  const page = await pageOf('admin@freightdeck.test', w);
  await page.goto(`${BASE}/organizations`);
  await page.getByRole('table').getByRole('link').first().waitFor();
  const rows = page.getByRole('table').getByRole('link');
  await rows.nth(1).click();
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/4-organization-${tag(w)}.png`, fullPage: true });
  await page.goto(`${BASE}/track-and-trace`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT}/4-track-${tag(w)}.png`, fullPage: true });
  await page.goto(`${BASE}/reports`);
  await page.waitForTimeout(4000);
  await page.screenshot({ path: `${OUT}/4-reports-${tag(w)}.png`, fullPage: true });
  await page.goto(`${BASE}/quotations`);
  await page.getByRole('table').getByRole('link').first().click();
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `${OUT}/4-quotation-${tag(w)}.png`, fullPage: true });
  await page.goto(`${BASE}/schedules`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `${OUT}/4-schedules-${tag(w)}.png`, fullPage: true });
  await page.context().close();
}

for (const w of [1280, 390]) {
  for (const [name, fn] of [['wizard', wizard], ['details', details], ['delivery', delivery], ['others', others]]) {
    if (only && only !== name) continue;
    try { await fn(w); } catch (e) { console.log('FAILED', name, w, e.message.split('\n')[0]); }
  }
}
await browser.close();
