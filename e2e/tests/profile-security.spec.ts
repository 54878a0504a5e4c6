import { expect, test, type Page } from '../support/test';
import { accounts, DEMO_PASSWORD } from '../support/accounts';
import { chooseUserMenuItem, signIn, submitSignIn } from '../support/session';
import { freshTotp } from '../support/totp';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const twoFactorCard = (page: Page) => page.getByRole('region', { name: /two-factor/i }).or(page.locator('[aria-labelledby="two-factor-title"]')).first();

async function answerModal(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await dialog.getByRole('button', { name: 'Verify' }).click();
}

test('nils enrols an authenticator app with the QR code, signs in with it, and turns two-factor off again', async ({ page }) => {
  const used = new Set<number>();
  await signIn(page, accounts.nils);
  await page.goto('/profile');
  const card = twoFactorCard(page);
  await card.getByLabel('Ask for a verification code when I sign in').check();
  await card.getByLabel('Authenticator app').check();

  await expect(card.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await card.getByLabel('Setup key').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await card.getByLabel('Code from the app').fill(await freshTotp(secret, used));
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Your two-factor settings have been saved.');

  // Next sign-in asks for the app's code, without Resend.
  await chooseUserMenuItem(page, 'Logout');
  await submitSignIn(page, accounts.nils);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('authenticator app');
  await expect(dialog.getByRole('button', { name: /Resend/ })).toHaveCount(0);
  await answerModal(page, await freshTotp(secret, used));
  await expect(page).not.toHaveURL(/\/login/);

  // Turning it off is a security change: confirmed with a code.
  await page.goto('/profile');
  await twoFactorCard(page).getByLabel('Ask for a verification code when I sign in').uncheck();
  await twoFactorCard(page).getByRole('button', { name: 'Save' }).click();
  await answerModal(page, await freshTotp(secret, used));
  await expect(twoFactorCard(page).getByRole('status')).toHaveText('Your two-factor settings have been saved.');

  await chooseUserMenuItem(page, 'Logout');
  await signIn(page, accounts.nils); // password only again
});

test('changing the password needs the current one, and the new one signs in', async ({ page }) => {
  const next = 'Nils-new-password-1';
  await signIn(page, accounts.nils);
  await page.goto('/profile');
  const card = page.locator('[aria-labelledby="password-title"]').first();

  await card.getByLabel('Current password').fill('not-my-password');
  await card.getByLabel('New password', { exact: true }).fill(next);
  await card.getByLabel('Repeat new password').fill(next);
  await card.getByRole('button', { name: 'Change password' }).click();
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toContainText('Current password not matched');
  await error.getByRole('button', { name: 'OK' }).click();

  await card.getByLabel('Current password').fill(DEMO_PASSWORD);
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(card.getByRole('status')).toHaveText('Your password has been changed.');

  await chooseUserMenuItem(page, 'Logout');
  await signIn(page, accounts.nils, next);

  // Put the demo password back, so the demo account stays as documented.
  await page.goto('/profile');
  const again = page.locator('[aria-labelledby="password-title"]').first();
  await again.getByLabel('Current password').fill(next);
  await again.getByLabel('New password', { exact: true }).fill(DEMO_PASSWORD);
  await again.getByLabel('Repeat new password').fill(DEMO_PASSWORD);
  await again.getByRole('button', { name: 'Change password' }).click();
  await expect(again.getByRole('status')).toHaveText('Your password has been changed.');
});
