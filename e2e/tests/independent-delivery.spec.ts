import { join } from 'node:path';
import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { workspaceRoot } from '../support/portal-process';
import { buildBookingsRelease, publishRemotes, RELEASE_MARKER, serveReleases, type ReleaseServer } from '../support/release-build';
import { e2eRemotesFile } from '../support/server';
import { countDocumentLoads, openMenuItem, signIn } from '../support/session';
import { readShareScope } from '../support/share-scope';

const V1 = '/bookings/release-1/';
const V2 = '/bookings/release-2/';
const newBookingV2 = `New booking · ${RELEASE_MARKER}`;

/**
 * Independent delivery (docs/adr/018-shared-scope.md#independent-delivery), for real: release 2 of
 * the bookings remote is its own webpack build (a visible change on its list page, built into a
 * folder of its own), served from another origin — a CDN on another port, which also serves
 * release 1 (the remote's current build). A release is an edit of the portal's REMOTES_FILE while
 * the portal and the shell keep running: no shell rebuild, no portal restart.
 */
test.describe('a remote released while the shell runs', () => {
  let cdn: ReleaseServer;
  test.beforeAll(async () => {
    test.setTimeout(300_000); // the release build, when no earlier run left it
    const release2 = buildBookingsRelease();
    cdn = await serveReleases({ [V1]: join(workspaceRoot, 'mfe-bookings', 'dist'), [V2]: release2 });
  });
  test.afterEach(() => publishRemotes(e2eRemotesFile(), {}));
  test.afterAll(async () => {
    await cdn?.close();
  });

  test('a new release on the CDN is swapped in on the next visit to its section, without a reload or another remote loaded again', async ({ page }) => {
    publishRemotes(e2eRemotesFile(), { bookings: `${cdn.origin}${V1}mf-manifest.json` });
    const remoteEntries: string[] = [];
    page.on('request', (request) => {
      if (/\/remoteEntry\.js$/.test(request.url())) remoteEntries.push(request.url());
    });

    await signIn(page, accounts.carl);
    const loads = countDocumentLoads(page);
    await openMenuItem(page, 'Bookings');
    await expect(page.getByRole('link', { name: 'New booking', exact: true })).toBeVisible();
    expect(remoteEntries.filter((url) => url.startsWith(`${cdn.origin}${V1}`))).toHaveLength(1);
    await openMenuItem(page, 'Track & Trace');
    await expect(page.locator('[data-remote="track"]')).toBeVisible();

    // Release 2 is published: only the portal's remotes file changes.
    publishRemotes(e2eRemotesFile(), { bookings: `${cdn.origin}${V2}mf-manifest.json` });
    await openMenuItem(page, 'Bookings');
    await expect(page.getByRole('link', { name: newBookingV2 })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('release-2-live.png') });
    expect(remoteEntries.filter((url) => url.startsWith(`${cdn.origin}${V2}`))).toHaveLength(1);
    // Its own pages load their chunks from release 2.
    await page.getByRole('link', { name: newBookingV2 }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create booking' })).toBeVisible();

    // The other section still works from the copy loaded before, and nothing reloaded the page.
    await openMenuItem(page, 'Track & Trace');
    await expect(page.locator('[data-remote="track"]')).toBeVisible();
    expect(loads.count()).toBe(0);
    expect(remoteEntries.filter((url) => url.includes('/remotes/track/'))).toHaveLength(1);
  });

  test('a release to a new origin: new pages allow it and show it at once; a tab opened before keeps working, then reloads once into it', async ({ context }) => {
    const oldTab = await context.newPage();
    await signIn(oldTab, accounts.carl);
    await openMenuItem(oldTab, 'Bookings');
    await expect(oldTab.getByRole('link', { name: 'New booking', exact: true })).toBeVisible();
    const oldPolicy = (await oldTab.request.get('/bookings', { headers: { accept: 'text/html' } })).headers()['content-security-policy'];
    expect(oldPolicy).not.toContain(cdn.origin);

    // Released to the CDN, an origin the portal did not name until now.
    publishRemotes(e2eRemotesFile(), { bookings: `${cdn.origin}${V2}mf-manifest.json` });

    // A page opened now carries a policy that allows the CDN, and shows release 2 straight away.
    const newTab = await context.newPage();
    const response = await newTab.goto('/bookings');
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${cdn.origin.replace(/\./g, '\\.')}`));
    await expect(newTab.getByRole('link', { name: newBookingV2 })).toBeVisible();
    await newTab.screenshot({ path: test.info().outputPath('release-2-new-tab.png') });

    // The old tab keeps working inside the section on release 1 (its chunks are still served) …
    const loads = countDocumentLoads(oldTab);
    await oldTab.getByRole('link', { name: 'New booking', exact: true }).click();
    await expect(oldTab.getByRole('heading', { level: 1, name: 'Create booking' })).toBeVisible();
    // … and on its next visit to the section, whose new origin its own policy would refuse, it
    // reloads once into a page that allows it, and shows release 2 — without a policy violation.
    await openMenuItem(oldTab, 'Dashboard');
    await openMenuItem(oldTab, 'Bookings');
    await expect(oldTab.getByRole('link', { name: newBookingV2 })).toBeVisible();
    await oldTab.screenshot({ path: test.info().outputPath('release-2-old-tab-after-reload.png') });
    expect(loads.count()).toBe(1);
    await openMenuItem(oldTab, 'Track & Trace');
    await expect(oldTab.locator('[data-remote="track"]')).toBeVisible();
    expect(loads.count()).toBe(1);
  });
});

/**
 * Version skew of a shared singleton (docs/adr/018-shared-scope.md#version-skew): the bookings
 * remote as if built against dayjs 1.10 (its provided copy and its `requiredVersion: ^1.10.x`),
 * while the shell provides 1.11. A newer minor satisfies the caret range: the remote loads and
 * runs on the shell's one copy. (The remote's files are rewritten in the browser: building it
 * against an older dayjs would need a second dayjs in the lockfile.)
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
