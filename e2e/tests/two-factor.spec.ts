import { expect, test } from '@playwright/test';
import { accounts } from '../support/accounts';
import { submitSignIn } from '../support/session';

test('tina, with e-mail two-factor on, signs in with the code from her e-mail', async ({ page, request }) => {
  await page.goto('/login');
  await submitSignIn(page, accounts.tina);

  await expect(page.getByRole('group', { name: 'Verification code' })).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify' });
  await expect(verify).toBeDisabled();

  // Without SMTP_URL the e-mail goes to the development outbox.
  const outbox = await (await request.get('/v1/dev/outbox', { params: { to: accounts.tina } })).json();
  const code = /verification code is (\d{6})/.exec(outbox.messages[0]?.text ?? '')?.[1];
  expect(code).toMatch(/^\d{6}$/);

  await page.getByLabel('Digit 1 of 6').click();
  await page.keyboard.type(code!);
  await verify.click();
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByText('Tina', { exact: false }).first()).toBeVisible();
});
