import { expect, type Browser } from '@playwright/test';
import { LINK_IN_MAIL, waitForMail } from './outbox';
import { submitSignIn } from './session';

/**
 * The invited person opens the activation link from their e-mail in a browser of their own,
 * chooses a password and signs in; returns their page, signed in.
 */
export async function activateFromMail(browser: Browser, request: Parameters<typeof waitForMail>[0], email: string, password: string) {
  const link = await waitForMail(request, email, LINK_IN_MAIL('/activate'));
  const page = await (await browser.newContext()).newPage();
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await submitSignIn(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}
