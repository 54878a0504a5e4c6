import { expect, test } from '../support/test';
import { INVITED } from '../support/accounts';
import { LINK_IN_MAIL, outboxFor, waitForMail } from '../support/outbox';
import { submitSignIn } from '../support/session';

test.describe.configure({ mode: 'serial' });

const FIRST_PASSWORD = 'Ivan-first-pass-1';
const NEW_PASSWORD = 'Ivan-second-pass-2';

test('an invitation link from the e-mail activates the account, and the user signs in', async ({ page, request }) => {
  const link = await waitForMail(request, INVITED.email, LINK_IN_MAIL('/activate'));
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Activate your account' })).toBeVisible();
  await expect(page.getByText(`Welcome, ${INVITED.firstName}`)).toBeVisible();

  // A mismatch is caught on submit, beside the field.
  await page.getByLabel('Password', { exact: true }).fill(FIRST_PASSWORD);
  await page.getByLabel('Repeat password').fill('something else');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page).toHaveURL(/\/activate/);
  await page.getByLabel('Repeat password').fill(FIRST_PASSWORD);
  await page.getByRole('button', { name: 'Activate account' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toBeVisible();
  await submitSignIn(page, INVITED.email, FIRST_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  await expect(page.getByRole('banner')).toContainText(`${INVITED.firstName} ${INVITED.lastName}`);

  // The link is single-use.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByText('Invalid invitation, please verify the link with invitation email')).toBeVisible();
});

test('forgot password → e-mailed link → new password → sign in with it', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  const seen = (await outboxFor(request, INVITED.email)).length;
  await page.getByLabel('E-mail').fill(INVITED.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').or(page.getByText(/check your e-?mail|if an account exists/i)).first()).toBeVisible();

  const link = await waitForMail(request, INVITED.email, LINK_IN_MAIL('/reset-password'), seen);
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await submitSignIn(page, INVITED.email, FIRST_PASSWORD);
  const error = page.getByRole('alertdialog', { name: 'Error' });
  await expect(error).toContainText('Invalid email or password');
  await error.getByRole('button', { name: 'OK' }).click();
  await submitSignIn(page, INVITED.email, NEW_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);

  // A used reset link says so.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('Another-pass-3');
  await page.getByLabel('Repeat new password').fill('Another-pass-3');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Invalid reset password token')).toBeVisible();
});

test('an unknown address gets the same answer and no e-mail', async ({ page, request }) => {
  const nobody = 'nobody@nowhere.test';
  await page.goto('/forgot-password');
  await page.getByLabel('E-mail').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').or(page.getByText(/check your e-?mail|if an account exists/i)).first()).toBeVisible();
  expect(await outboxFor(request, nobody)).toEqual([]);
});
