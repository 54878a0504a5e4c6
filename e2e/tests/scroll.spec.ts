import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { openMenuItem, signIn } from '../support/session';

test.use({ viewport: { width: 1280, height: 480 } });

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('the scroll-to-top control shows from 200 px, and going back restores where the page was left', async ({ page }) => {
  await signIn(page, accounts.anna);
  await openMenuItem(page, 'Profile');
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  const toTop = page.getByRole('button', { name: 'Scroll to top' });

  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => scrollY(page)).toBe(150);
  await expect(toTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 260));
  await expect(toTop).toBeVisible();

  // Another page starts at the top; back on Profile, the position comes back.
  await openMenuItem(page, 'Dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/profile$/);
  await expect.poll(() => scrollY(page)).toBe(260);

  await toTop.click();
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(toTop).toHaveCount(0);
  await expect(page).toHaveTitle('Profile | Freightdeck');
});

test('at the end of a page the control floats below its last element, never over it', async ({ page }) => {
  await signIn(page, accounts.anna);
  await openMenuItem(page, 'Profile');
  await expect(page.getByRole('heading', { name: 'Two-factor verification' })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeVisible();
  const control = await toTop.boundingBox();
  // What ends the page (on a wizard, its Next button) stays clickable beside the control.
  const lastBottom = await page.evaluate(() => {
    const main = document.querySelector('main');
    const last = main?.lastElementChild;
    return last ? last.getBoundingClientRect().bottom : Number.NaN;
  });
  expect(control).not.toBeNull();
  expect(control!.y).toBeGreaterThanOrEqual(lastBottom);
});
