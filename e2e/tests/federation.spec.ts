import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { REMOTE_PAGES } from '../support/remotes';
import { openMenuItem, signIn } from '../support/session';
import { readShareScope } from '../support/share-scope';

// react-router is not shared on its own: its one copy lives inside the shared, curated
// react-router-dom (packages/dev-shell/webpack/react-router-dom.mjs).
const SINGLETONS = [
  'react', 'react/jsx-runtime', 'react-dom', 'react-router-dom', 'swr', 'styled-components', 'dayjs',
  '@freightdeck/auth', '@freightdeck/references', '@freightdeck/ui',
];

test('each of the five remotes is loaded at run time into the shell, sharing one instance of each singleton', async ({ page }) => {
  const remoteEntries = new Set<string>();
  page.on('response', (response) => {
    const match = /\/remotes\/([a-z]+)\/remoteEntry\.js/.exec(response.url());
    if (match?.[1] && response.ok()) remoteEntries.add(match[1]);
  });
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await signIn(page, accounts.admin);
  for (const remote of REMOTE_PAGES) {
    await openMenuItem(page, remote.menuItem);
    await expect(page).toHaveURL(new RegExp(`${remote.path}$`));
    await expect(page.locator(`[data-remote="${remote.remote}"]`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: remote.title })).toBeVisible();
    await expect(page).toHaveTitle(`${remote.title} | Freightdeck`);
  }

  expect([...remoteEntries].sort()).toEqual(REMOTE_PAGES.map((r) => r.remote).sort());
  const uses = await page.evaluate(readShareScope, SINGLETONS);
  // Exactly one copy of each singleton was loaded, and it is the shell's own.
  for (const use of uses) {
    expect.soft(use.loaded, `${use.name}: one copy, the shell's`).toEqual([expect.stringMatching(/ from shell$/)]);
  }
  // React's JSX runtime (every remote's JSX compiles to it) and the UI kit were taken from the
  // shell by every remote.
  for (const name of ['react/jsx-runtime', '@freightdeck/ui']) {
    const use = uses.find((u) => u.name === name);
    expect(use?.usedIn).toEqual(expect.arrayContaining(REMOTE_PAGES.map((r) => r.remote)));
  }
  expect(pageErrors).toEqual([]);
});

test('the shell finds remotes only through /remotes.json: no remote URL is built in', async ({ page }) => {
  // Publish the bookings remote under another URL and point /remotes.json at it.
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const remotes = await response.json();
    remotes.bookings = '/released/bookings-v2/mf-manifest.json';
    await route.fulfill({ response, json: remotes });
  });
  const servedFromNewUrl: string[] = [];
  await page.route('**/released/bookings-v2/**', async (route) => {
    servedFromNewUrl.push(route.request().url());
    const original = route.request().url().replace('/released/bookings-v2/', '/remotes/bookings/');
    await route.fulfill({ response: await route.fetch({ url: original }) });
  });

  await signIn(page, accounts.admin);
  await openMenuItem(page, 'Bookings');
  await expect(page.locator('[data-remote="bookings"]')).toBeVisible();
  expect(servedFromNewUrl.some((url) => url.endsWith('/mf-manifest.json'))).toBe(true);
  expect(servedFromNewUrl.some((url) => url.endsWith('/remoteEntry.js'))).toBe(true);
});
