import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { activateFromMail } from '../support/activation';
import { LINK_IN_MAIL, waitForMail } from '../support/outbox';
import { signIn } from '../support/session';

const APPLICANT = 'founder@baltic-bio.test';

async function pick(page: Page, label: string, search: string, option: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

test('ops sends a registration link; the applicant applies in a fresh browser; ops approves; the new administrator activates and sees only their organization', async ({ page, browser, request }) => {
  await signIn(page, accounts.ops);
  await page.getByRole('navigation').getByRole('link', { name: 'Organizations', exact: true }).click();
  await page.getByRole('button', { name: 'Send registration link' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(APPLICANT);
  await dialog.getByLabel('Company name (optional)').fill('Baltic Bio');
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(page.getByRole('status').filter({ hasText: APPLICANT })).toBeVisible();

  // The applicant: the link from the e-mail, in a browser that never signed in.
  const link = await waitForMail(request, APPLICANT, LINK_IN_MAIL('/registration'));
  const applicant = await (await browser.newContext()).newPage();
  await applicant.goto(link);
  await expect(applicant.getByRole('heading', { level: 1, name: 'Registration' })).toBeVisible();
  await expect(applicant.getByLabel('Company name')).toHaveValue('Baltic Bio');
  await expect(applicant.getByLabel('E-mail')).toHaveValue(APPLICANT);
  await pick(applicant, 'Country', 'Latvia', /^LV/);
  await applicant.getByLabel('Tax id').fill('LV40003000000');
  await applicant.getByLabel('Address').fill('Krasta iela 5, Riga');
  await applicant.getByLabel('First name').fill('Liga');
  await applicant.getByLabel('Last name').fill('Ozola');
  await pick(applicant, 'Calling code', 'Latvia', /\+371/);
  await applicant.getByLabel('Phone number').fill('2000 0000');
  await applicant.getByRole('button', { name: 'Send application' }).click();
  await expect(applicant.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  // The link served its one application.
  await applicant.goto(link);
  await expect(applicant.getByRole('alert')).toContainText('Invalid registration link, please verify the link with email');
  await applicant.context().close();

  // ops reviews and approves.
  await page.goto('/organizations/registrations');
  await page.getByRole('link', { name: 'Baltic Bio' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Baltic Bio' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await page.getByRole('dialog', { name: 'Approve application' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status').getByRole('link', { name: 'Baltic Bio' })).toHaveAttribute('href', /\/organizations\/[0-9a-f-]{36}$/);

  // The new administrator: invitation, activation, sign-in; only their organization.
  const admin = await activateFromMail(browser, request, APPLICANT, 'Baltic-bio-2026');
  await expect(admin.getByRole('banner')).toContainText('Liga Ozola');
  await admin.getByRole('navigation').getByRole('link', { name: 'Organizations', exact: true }).click();
  const table = admin.getByRole('table');
  await expect(table.getByRole('link', { name: 'Baltic Bio' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);
  await admin.context().close();
});
