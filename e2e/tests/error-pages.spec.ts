import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { openMenuItem, signIn } from '../support/session';

test('an unknown path shows the 404 page, whose buttons go back and home', async ({ page }) => {
  await signIn(page, accounts.carl);
  await page.goto('/dashboard');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page.getByText('Not Found', { exact: true })).toBeVisible();
  await expect(page.getByText('The page you requested is not found.')).toBeVisible();

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/no/such/page');
  // Home may be a link drawn as a button: it goes to / either way.
  await page.getByRole('main').getByRole('link', { name: 'Home' }).or(page.getByRole('main').getByRole('button', { name: 'Home' })).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unexpected error shows Oops!, and going back resets it', async ({ page }) => {
  await signIn(page, accounts.carl);
  await page.goto('/dashboard');
  await openMenuItem(page, 'Profile');
  await expect(page).toHaveURL(/\/profile$/);

  // An uncaught error anywhere in the page shows the Oops screen too
  // (docs/product/screens.md#error-screen).
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e: something broke'); }, 0));
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await expect(page.getByText('Something went wrong')).toBeVisible();
  await expect(page.getByText('This service is temporarily unavailable.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  await expect(page.getByRole('link', { name: /freightdeck/i }).first()).toHaveAttribute('href', '/');

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Oops!' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('a render error from a malformed server answer shows Oops!, not a blank page', async ({ page }) => {
  await signIn(page, accounts.carl);
  // The current user's permissions arrive as something the menu cannot read.
  await page.route('**/v1/users/self', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, firstName: { unexpected: true }, permissions: 42 } });
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh' }).isVisible();
});

test('the 404 page titles the document "Not Found | Freightdeck", and the next page its own title', async ({ page }) => {
  await signIn(page, accounts.carl);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Not Found | Freightdeck');
  await openMenuItem(page, 'Profile');
  await expect(page).toHaveTitle('Profile | Freightdeck');
});

test('a booking id that does not exist is asked for once: a 404 is not retried (one SWR rule for every remote)', async ({ page }) => {
  await signIn(page, accounts.carl);
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/bookings/FDA-999999') asked.push(request.method());
  });
  await page.goto('/bookings/FDA-999999');
  await expect(page.getByText('Booking not found')).toBeVisible();
  // SWR's default would ask again after its error-retry wait (5 s, with jitter up to 7.5 s).
  await page.waitForTimeout(9_000);
  expect(asked).toEqual(['GET']);
});
