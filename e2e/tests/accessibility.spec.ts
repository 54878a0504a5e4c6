import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { signIn, submitSignIn } from '../support/session';

/** Serious and critical axe violations on what the page shows now (WCAG 2.1 A/AA rules). */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const path of ['/login', '/forgot-password', '/reset-password?token=abc', '/activate?token=abc', '/attributions']) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

for (const path of ['/dashboard', '/profile', '/no/such/page']) {
  test(`${path}, signed in, has no serious accessibility violations`, async ({ page }) => {
    await signIn(page, accounts.anna);
    await page.goto(path);
    await expect(page.getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

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
