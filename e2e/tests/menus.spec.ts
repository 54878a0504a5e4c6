import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { CODE_IN_MAIL, outboxFor, waitForMail } from '../support/outbox';
import { signIn, submitSignIn } from '../support/session';

const EVERYTHING = ['Dashboard', 'Schedules', 'Quotations', 'Bookings', 'Track & Trace', 'Organizations', 'Report', 'Users', 'Sustainability Report', 'Profile'];
// Customer organizations are not the primary one: no Users item whatever their user permissions
// (docs/product/screens.md#menu).
const CUSTOMER = EVERYTHING.filter((item) => item !== 'Users');

/**
 * The menu in order, each item only with its permission (docs/product/screens.md#menu). The
 * expected lists follow from the seeded roles (contracts ROLE_TEMPLATES) by the page requirements
 * (docs/product/permissions.md#page-requirements), written out here.
 */
const EXPECTED_MENUS: Record<keyof typeof accounts, string[]> = {
  admin: EVERYTHING,
  ops: EVERYTHING,
  anna: CUSTOMER,
  carl: CUSTOMER,
  vera: CUSTOMER,
  nils: CUSTOMER,
  tina: CUSTOMER,
};

async function menuItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: /main/i });
  await expect(nav.getByRole('link').first()).toBeVisible();
  const labels = await nav.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
  return labels.filter((label) => label !== 'Freightdeck home');
}

for (const [name, email] of Object.entries(accounts) as [keyof typeof accounts, string][]) {
  test(`${name} sees exactly the menu the role allows`, async ({ page, request }) => {
    if (name === 'tina') {
      const seen = (await outboxFor(request, email)).length;
      await page.goto('/login');
      await submitSignIn(page, email);
      const code = await waitForMail(request, email, CODE_IN_MAIL, seen);
      await page.getByLabel('Digit 1 of 6').click();
      await page.keyboard.type(code);
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page).not.toHaveURL(/\/login/);
    } else {
      await signIn(page, email);
    }
    // The menu settles once the current user's permissions have arrived.
    await expect.poll(async () => (await menuItems(page)).map((item) => item.replace(/\s*NEW$/, ''))).toEqual(EXPECTED_MENUS[name]);
  });
}

test('a customer user sent to /users lands on the dashboard', async ({ page }) => {
  await signIn(page, accounts.vera);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the expanded menu shows every label whole and runs the full height of a long page', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 700 });
  await signIn(page, accounts.ops);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('button', { name: 'Expand menu' }).click();
  const label = nav.getByRole('link', { name: /Sustainability Report/ });
  await expect(label).toContainText('Sustainability Report');
  // Not cut short: every label's text fits its box (it wraps rather than ending in "…").
  const clipped = await nav.locator('a span').evaluateAll((spans) => spans
    .filter((s) => s.scrollWidth > s.clientWidth + 1 || getComputedStyle(s).textOverflow === 'ellipsis')
    .map((s) => s.textContent));
  expect(clipped).toEqual([]);
  // The page is taller than the window: the menu's column reaches its bottom.
  const { navHeight, pageHeight } = await page.evaluate(() => ({
    navHeight: document.querySelector('nav[aria-label="Main menu"]')!.getBoundingClientRect().height,
    pageHeight: document.documentElement.scrollHeight,
  }));
  expect(pageHeight).toBeGreaterThan(700);
  expect(navHeight).toBeGreaterThanOrEqual(pageHeight - 1);
  // …and its items stay in view as the page scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toBeInViewport();
});
