import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { seriousViolations } from '../support/screenshots';
import { submitSignIn } from '../support/session';

// Every route is checked with axe at both widths by the screenshot suite (tests/screenshots.spec.ts);
// here what no route shows by itself: the two-factor modal, and the way to the attributions.

test('the two-factor modal is accessible, keeps focus and closes with Escape', async ({ page }) => {
  await page.goto('/login');
  await submitSignIn(page, accounts.tina);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('group', { name: 'Verification code' })).toBeVisible();
  await expect(dialog.getByLabel('Digit 1 of 6')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('every sign-in page credits the data sources', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Data sources and attributions' }).click();
  await expect(page).toHaveURL(/\/attributions$/);
  await expect(page.getByText(/CC BY 4\.0/).first()).toBeVisible();
});
