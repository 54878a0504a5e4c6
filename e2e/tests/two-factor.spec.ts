import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { CODE_IN_MAIL, outboxFor, waitForMail } from '../support/outbox';
import { submitSignIn } from '../support/session';

test('tina, with e-mail two-factor on, signs in with the code from her e-mail', async ({ page, request }) => {
  const seen = (await outboxFor(request, accounts.tina)).length;
  await page.goto('/login');
  await submitSignIn(page, accounts.tina);

  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();

  // Without SMTP_URL the e-mail goes to the development outbox.
  const code = await waitForMail(request, accounts.tina, CODE_IN_MAIL, seen);
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await verify.click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Tina', { exact: false }).first()).toBeVisible();
});

test('a wrong code shows the inline message, and Resend counts down from 59', async ({ page, request }) => {
  const seen = (await outboxFor(request, accounts.tina)).length;
  await page.goto('/login');
  await submitSignIn(page, accounts.tina);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Verification code' })).toBeVisible();
  const code = await waitForMail(request, accounts.tina, CODE_IN_MAIL, seen);

  // Resend waits out the cooldown: 59 → 0, one step a second (docs/product/sessions.md#two-factor).
  const resend = dialog.getByRole('button', { name: /^Resend/ });
  await expect(resend).toBeDisabled();
  await expect(resend).toHaveText(/Resend \(5[89]s\)/);
  await page.waitForTimeout(2_100);
  await expect(resend).toHaveText(/Resend \(5[67]s\)/);

  const wrong = code === '000000' ? '111111' : '000000';
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(wrong);
  const verify = dialog.getByRole('button', { name: 'Verify' });
  await verify.click();
  await expect(dialog.getByRole('alert')).toHaveText('Invalid verification code');
  await expect(page.getByRole('alertdialog', { name: 'Error' })).toHaveCount(0); // inline, not the modal
  await expect(verify).toBeDisabled(); // while the error shows

  // Editing clears the error; the right code signs in.
  await dialog.getByLabel('Digit 1 of 6').click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await dialog.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await verify.click();
  await expect(page).not.toHaveURL(/\/login/);
});
