import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { watchCsp } from '../support/csp';
import { countDocumentLoads, openMenuItem, signIn } from '../support/session';
import { readShareScope } from '../support/share-scope';

const V2 = '/released/bookings-v2/';

/**
 * Serves "release 2" of the bookings remote under another URL: the built files of
 * /remotes/bookings/, with a visible marker put into its pages ("New booking" → "New booking · v2")
 * and the chunk registry of another build.
 */
async function publishBookingsV2(page: Page): Promise<string[]> {
  const served: string[] = [];
  await page.route(`**${V2}**`, async (route) => {
    served.push(route.request().url());
    const original = await route.fetch({ url: route.request().url().replace(V2, '/remotes/bookings/') });
    if (!route.request().url().endsWith('.js')) return route.fulfill({ response: original });
    // A release of its own: the marker, and its own chunk registry as every production build has one (packages/dev-shell/webpack/remote-config.js).
    const body = (await original.text()).replaceAll('New booking', 'New booking · v2').replace(/webpackChunkfreightdeck_bookings\w*/g, 'webpackChunkfreightdeck_bookings_release2');
    return route.fulfill({ response: original, body });
  });
  return served;
}

/**
 * Independent delivery (docs/adr/018-shared-scope.md#independent-delivery): a remote released to a
 * new URL is picked up from /remotes.json on the next navigation into its section, while the shell
 * keeps running — no rebuild, no page reload, no other remote loaded again.
 */
test('a new release of the bookings remote is swapped in live through /remotes.json', async ({ page }) => {
  const csp = await watchCsp(page);
  let bookingsEntry: string | null = null;
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    if (bookingsEntry) remotes.bookings = bookingsEntry;
    await route.fulfill({ response, json: remotes });
  });
  const served = await publishBookingsV2(page);
  const remoteEntries: string[] = [];
  page.on('request', (request) => {
    if (/\/remoteEntry\.js$/.test(request.url())) remoteEntries.push(request.url());
  });

  await signIn(page, accounts.carl);
  const loads = countDocumentLoads(page);
  await openMenuItem(page, 'Bookings');
  await expect(page.getByRole('link', { name: 'New booking', exact: true })).toBeVisible();
  await openMenuItem(page, 'Track & Trace');
  await expect(page.locator('[data-remote="track"]')).toBeVisible();

  // Release 2 is published: only /remotes.json changes.
  bookingsEntry = `${V2}mf-manifest.json`;
  await openMenuItem(page, 'Bookings');
  await expect(page.getByRole('link', { name: 'New booking · v2' })).toBeVisible();
  expect(served.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
  // The other section still works, from the copy loaded before, and nothing reloaded the page.
  await openMenuItem(page, 'Track & Trace');
  await expect(page.locator('[data-remote="track"]')).toBeVisible();
  expect(loads.count()).toBe(0);
  expect(remoteEntries.filter((url) => url.includes('/remotes/track/'))).toHaveLength(1);
  expect(csp.violations()).toEqual([]);
});

/**
 * Version skew of a shared singleton (docs/adr/018-shared-scope.md#version-skew): the bookings
 * remote as if built against dayjs 1.10 (its provided copy and its `requiredVersion: ^1.10.x`),
 * while the shell provides 1.11. A newer minor satisfies the caret range: the remote loads and
 * runs on the shell's one copy.
 */
test('a remote built against an older minor of a shared singleton still loads, on the shell\'s copy', async ({ page }) => {
  const shellDayjs = await (await page.request.get('/remotes/bookings/remoteEntry.js')).text();
  const built = /s\("dayjs","(\d+\.\d+\.\d+)"/.exec(shellDayjs)?.[1];
  expect(built).toMatch(/^1\.1[1-9]\./);
  const older = '1.10.8';
  await page.route('**/remotes/bookings/*.js', async (route) => {
    const original = await route.fetch();
    const body = (await original.text()).replaceAll(`"${built}"`, `"${older}"`).replaceAll(`"^${built}"`, `"^${older}"`);
    await route.fulfill({ response: original, body });
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await signIn(page, accounts.carl);
  await openMenuItem(page, 'Bookings');
  await expect(page.getByRole('link', { name: 'New booking', exact: true })).toBeVisible();
  const [dayjs] = await page.evaluate(readShareScope, ['dayjs']);
  expect(dayjs?.loaded).toEqual([expect.stringMatching(/^1\.1[1-9]\.\d+ from shell$/)]);
  expect(errors).toEqual([]);
});
