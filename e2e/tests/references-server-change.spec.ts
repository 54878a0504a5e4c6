import { join } from 'node:path';
import { expect, test } from '../support/test';
import { accounts } from '../support/accounts';
import { referenceRequests, untilReferencesStored } from '../support/reference-calls';
import { runWorkspaceScript, startPortal, workspaceRoot, type RunningPortal } from '../support/portal-process';
import { e2ePort } from '../support/server';
import { signIn } from '../support/session';

/**
 * Reference-data caching (docs/product/reference-data.md#loading-and-caching) end to end: the data
 * really changes on the server (an operator imports a UN/LOCODE release, which adds and renames
 * seaports and their cities), and the next visit of a signed-in browser downloads exactly the sets
 * whose hash moved. A portal of its own, because the import needs the embedded database while no
 * server holds it.
 */
const port = e2ePort() + 2;
const SAMPLE = join(workspaceRoot, 'packages/api/test/modules/references/fixtures/2026-1 UNLOCODE CodeListPart-sample.csv');
let portal: RunningPortal | undefined;

test.describe.configure({ mode: 'serial', timeout: 300_000 });
test.use({ baseURL: `http://127.0.0.1:${port}` });
test.afterAll(async () => portal?.stop());

test('after a UN/LOCODE import on the server, the next visit downloads only seaports and cities', async ({ page }) => {
  portal = await startPortal(port, { SEED_DEMO: 'true' }, { world: 'live' });
  const calls = referenceRequests(page);
  await signIn(page, accounts.carl);
  await untilReferencesStored(page);
  expect(calls.take()).toHaveLength(8); // the hash and all seven sets
  const before = await page.evaluate(() => JSON.parse(localStorage.getItem('freightdeck/references/hash')!));

  // The operator stops the server, imports a release, and starts it again on the same data.
  await portal.stop({ keepData: true });
  const report = runWorkspaceScript(['refdata:import', '--unlocode', SAMPLE], portal.dataDir);
  expect(report).toMatch(/seaports: [1-9]\d* added/);
  portal = await startPortal(port, { SEED_DEMO: 'true' }, { dataDir: portal.dataDir, keepData: true });

  await page.goto('/dashboard'); // a new visit in the same signed-in browser
  await expect(page.getByRole('navigation', { name: /main/i })).toBeVisible();
  await page.waitForFunction((old) => JSON.parse(localStorage.getItem('freightdeck/references/hash') ?? '{}').seaports !== old, before.seaports);
  await page.waitForLoadState('networkidle');
  expect(calls.take()).toEqual(['cities', 'hash', 'seaports']);

  const after = await page.evaluate(() => JSON.parse(localStorage.getItem('freightdeck/references/hash')!));
  for (const set of ['airports', 'callingCodes', 'carriers', 'chargeCodes', 'countryRegions']) expect(after[set]).toBe(before[set]);
});
