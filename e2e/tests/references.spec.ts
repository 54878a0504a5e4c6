import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { REFERENCE_SET_NAMES, REFERENCE_SET_PATHS, type ReferenceHash } from '@freightdeck/contracts';
import { accounts } from '../support/accounts';
import { referenceRequests, untilReferencesStored } from '../support/reference-calls';
import { chooseUserMenuItem, openMenuItem, signIn } from '../support/session';

const SET_PATHS = REFERENCE_SET_NAMES.map((s) => REFERENCE_SET_PATHS[s]);

const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('freightdeck/references/')).sort());

test('after sign-in the seven sets load once; a reload makes one hash request and no download; sign-out clears them', async ({ page }) => {
  const calls = referenceRequests(page);
  await signIn(page, accounts.carl);
  await untilReferencesStored(page);
  expect(calls.take()).toEqual(['hash', ...SET_PATHS].sort());
  expect(await storedKeys(page)).toEqual(['hash', ...REFERENCE_SET_NAMES].map((k) => `freightdeck/references/${k}`).sort());

  // Moving around the signed-in shell downloads nothing.
  await openMenuItem(page, 'Profile');
  await expect(page).toHaveURL(/\/profile$/);
  await openMenuItem(page, 'Dashboard');
  await page.waitForLoadState('networkidle');
  expect(calls.take()).toEqual([]);

  // A reload in the same session: one hash request, every set from local storage.
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(calls.take()).toEqual(['hash']);

  await chooseUserMenuItem(page, 'Logout');
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => storedKeys(page)).toEqual([]);
});

test('a set whose hash changed on the server is the only one the next session downloads', async ({ page }) => {
  // The server side (only the changed set's hash moves) is proven in the API suite
  // (test/modules/references); here the browser sees a hash that moved for carriers alone.
  const calls = referenceRequests(page);
  await signIn(page, accounts.carl);
  await untilReferencesStored(page);
  calls.take();

  let changed = false;
  await page.route('**/v1/references/hash', async (route) => {
    const response = await route.fetch();
    const hash = (await response.json()) as ReferenceHash;
    if (changed) hash.carriers = `${hash.carriers}-changed`;
    await route.fulfill({ json: hash });
  });
  changed = true;
  await page.reload();
  await expect(page.getByRole('navigation')).toBeVisible();
  await page.waitForFunction(() => (localStorage.getItem('freightdeck/references/hash') ?? '').includes('-changed'));
  await page.waitForLoadState('networkidle');
  expect(calls.take()).toEqual(['carriers', 'hash']);
});

test('the airport picker finds Frankfurt by name and FRA by code, by keyboard only, with no serious axe violations', async ({ page }) => {
  await page.goto('/attributions');
  await expect(page.getByRole('heading', { name: 'Data sources and attributions' })).toBeVisible();
  // The set sizes come from the loaded data.
  await expect(page.getByRole('row', { name: /^Airports/ })).toContainText(/8,\d{3}/);
  const airport = page.getByRole('combobox', { name: 'Airport' });
  await expect(airport).not.toHaveAttribute('aria-busy', 'true');

  // Tab until the airport field has the focus: no mouse anywhere.
  for (let i = 0; i < 40 && !(await airport.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(airport).toBeFocused();

  await page.keyboard.type('Frankfurt');
  const listbox = page.getByRole('listbox', { name: 'Airport' });
  await expect(listbox.getByRole('option', { name: /^FRA Frankfurt Airport/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results available$/ })).toHaveCount(1);
  // What was typed highlights the best match (the APG's automatic selection): Enter picks it.
  await expect(airport).toHaveAttribute('aria-activedescendant', /option-0/);
  await expect(listbox.getByRole('option', { selected: true })).toHaveAccessibleName(/^FRA Frankfurt Airport/);

  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.keyboard.press('Enter');
  await expect(airport).toHaveValue('FRA – Frankfurt Airport');
  await expect(airport).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('FRA');
  await expect(listbox.getByRole('option').first()).toHaveAccessibleName(/^FRA Frankfurt Airport Frankfurt am Main, Germany/);
  await page.keyboard.press('ArrowDown');
  await expect(airport).toHaveAttribute('aria-activedescendant', /option-1/);
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(airport).toHaveValue('FRA – Frankfurt Airport');

  // Seaports answer to their alias codes too.
  await page.keyboard.press('Tab');
  const seaport = page.getByRole('combobox', { name: 'Seaport' });
  await expect(seaport).toBeFocused();
  await page.keyboard.type('SGSIN');
  await page.keyboard.press('Enter');
  await expect(seaport).toHaveValue('SGSIN – Singapore');
});
