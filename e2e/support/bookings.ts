import { expect, type Browser, type Page } from '@playwright/test';
import { signIn } from './session';

/** A page in a browser context of its own, signed in as one demo user (one person, one browser). */
export async function pageOf(browser: Browser, email: string, options: { clipboard?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext();
  if (options.clipboard) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Types into a reference picker (airport, seaport, country…) and chooses the option that starts with `code`. */
export async function pick(page: Page, label: string | RegExp, search: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** One party of the create form's parties step, inside its fieldset (legend Shipper / Consignee). */
export async function fillParty(page: Page, legend: string, party: { company: string; address: string; city: string; country: string; countryOption: RegExp }): Promise<void> {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel('Company').fill(party.company);
  await group.getByLabel('Address').fill(party.address);
  await group.getByLabel('City').fill(party.city);
  const country = group.getByRole('combobox', { name: 'Country' });
  await country.fill(party.country);
  await page.getByRole('option', { name: party.countryOption }).first().click();
}

/** The date `days` from today, as the API takes it (YYYY-MM-DD). */
export function isoDateIn(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The same day as the portal writes it and a person types it into a date field: "04 Dec 2026". */
export function dayIn(days: number): string {
  const [year, month, day] = isoDateIn(days).split('-').map(Number) as [number, number, number];
  return `${String(day).padStart(2, '0')} ${MONTHS[month - 1]} ${year}`;
}

/** A date field of the portal (the ui DatePicker): its text box, not its calendar button. */
export const dateField = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

/** Opens a booking's page and waits for its heading. */
export async function openBooking(page: Page, id: string, ref: string): Promise<void> {
  await page.goto(`/bookings/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Booking ${ref}` })).toBeVisible();
}
