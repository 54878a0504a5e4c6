import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '../support/test';
import { accounts } from '../support/accounts';
import { signIn } from '../support/session';

/**
 * Home (docs/product/screens.md#home): what needs the user's attention, one widget per kind,
 * chosen by the user's permissions and filled from the API in their own scope.
 */
const DRAFTS = 'Drafts to finish';
const TO_CONFIRM = 'Bookings awaiting confirmation';
const EXPIRING = 'Quotations expiring this week';
const TO_PRICE = 'Requests waiting for pricing';
const ARRIVING = 'Arriving this week';
const EXCURSIONS = 'Temperature excursions';

type User = 'carl' | 'anna' | 'ops' | 'vera' | 'nils';
const EXPECTED: Record<User, { widgets: string[]; organization?: string }> = {
  ops: { widgets: [DRAFTS, TO_CONFIRM, EXPIRING, TO_PRICE, ARRIVING, EXCURSIONS] },
  anna: { widgets: [DRAFTS, EXPIRING, ARRIVING, EXCURSIONS], organization: 'Acme Pharma' },
  carl: { widgets: [DRAFTS, EXPIRING, ARRIVING, EXCURSIONS], organization: 'Acme Pharma' },
  // A viewer changes nothing: no drafts.
  vera: { widgets: [EXPIRING, ARRIVING, EXCURSIONS], organization: 'Acme Pharma' },
  nils: { widgets: [DRAFTS, EXPIRING, ARRIVING, EXCURSIONS], organization: 'Nordic Fresh' },
};

const widget = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

async function widgetTitles(page: Page): Promise<string[]> {
  return page.locator('main section h2').allTextContents();
}

/** Every widget settled: no skeleton left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: /^Loading / })).toHaveCount(0, { timeout: 20_000 });
}

/** The API's answer with the page's own session (the token the shell keeps). */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const session = JSON.parse(localStorage.getItem('freightdeck/auth/tokens') ?? 'null') as { accessToken: string; publicKey: string };
    const res = await fetch(`/v1${p}`, { headers: { authorization: `Bearer ${session.accessToken}`, 'x-public-key': session.publicKey } });
    return res.json();
  }, path) as Promise<T>;
}

for (const [user, expected] of Object.entries(EXPECTED) as [User, (typeof EXPECTED)[User]][]) {
  test(`${user}'s home lists what needs their attention, each item a link in their own scope`, async ({ page }) => {
    await signIn(page, accounts[user]);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
    await expect.poll(() => widgetTitles(page)).toEqual(expected.widgets);
    await settled(page);

    // Each quotation expiring this week is one the API gives this user, and within the week.
    const expiring = await apiGet<{ total: number; items: { ref: string; organization: { name: string } }[] }>(page, `/quotations?status=ISSUED&status=ACCEPTED&expiringBefore=${new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)}&sort=validUntil&pageSize=5`);
    const rows = widget(page, EXPIRING).getByRole('link').filter({ hasText: /^FDQ-/ });
    await expect(rows).toHaveCount(expiring.items.length);
    for (const [i, q] of expiring.items.entries()) {
      await expect(rows.nth(i)).toContainText(q.ref);
      await expect(rows.nth(i)).toHaveAttribute('href', /^\/quotations\/[0-9a-f-]{36}$/);
      if (expected.organization) expect(q.organization.name).toBe(expected.organization);
    }
    if (expiring.items.length === 0) await expect(widget(page, EXPIRING)).toContainText('No quotation runs out this week.');
    else await expect(widget(page, EXPIRING)).toContainText(expiring.total > 5 ? `5 of ${expiring.total}` : `${expiring.total} in all`);

    if (expected.widgets.includes(TO_CONFIRM)) {
      const pending = await apiGet<{ total: number; items: { id: string; ref: string }[] }>(page, '/bookings?status=PENDING&sort=createdAt&pageSize=5');
      expect(pending.total).toBeGreaterThan(0);
      const links = widget(page, TO_CONFIRM).getByRole('link').filter({ hasText: /^FD[AS]-/ });
      await expect(links).toHaveCount(Math.min(5, pending.total));
      await expect(links.first()).toHaveAttribute('href', `/bookings/${pending.items[0]!.id}`);
      await expect(widget(page, TO_CONFIRM).getByRole('link', { name: 'All pending bookings' })).toHaveAttribute('href', '/bookings?status=PENDING');
    }
    if (expected.widgets.includes(DRAFTS)) {
      const drafts = await apiGet<{ total: number }>(page, '/bookings/drafts');
      if (drafts.total === 0) await expect(widget(page, DRAFTS).getByRole('link', { name: 'Start a booking' })).toHaveAttribute('href', '/bookings/create');
    }
    // An empty widget says what is fine or what to do; none is a bare blank.
    for (const title of expected.widgets) {
      await expect(widget(page, title)).not.toHaveText(new RegExp(`^${title}$`));
    }
  });
}

test('the pricing desk opens a waiting request from home', async ({ page }) => {
  await signIn(page, accounts.ops);
  await page.goto('/');
  const first = widget(page, TO_PRICE).getByRole('link').filter({ hasText: /^FDQ-/ }).first();
  const ref = (await first.textContent())?.match(/FDQ-\d+/)?.[0] ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/quotations\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('main')).toContainText(ref);
});

test('one widget failing leaves the others working, and Try again loads it', async ({ page }) => {
  let failing = true;
  await page.route(/\/v1\/quotations\?/, (route) => (failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'INTERNAL_ERROR', message: 'e2e', details: null }) }) : route.fallback()));
  await signIn(page, accounts.carl);
  await page.goto('/');
  await expect(widget(page, EXPIRING).getByRole('alert')).toHaveText('Quotations expiring this week could not be loaded.');
  await settled(page);
  await expect(widget(page, DRAFTS).getByRole('alert')).toHaveCount(0);
  await expect(widget(page, ARRIVING).getByRole('alert')).toHaveCount(0);
  await expect(widget(page, EXCURSIONS).getByRole('alert')).toHaveCount(0);
  failing = false;
  await widget(page, EXPIRING).getByRole('button', { name: 'Try again' }).click();
  await expect(widget(page, EXPIRING).getByRole('alert')).toHaveCount(0);
  await expect(widget(page, EXPIRING).getByText(/No quotation runs out this week\.|in all|\d of \d+/).first()).toBeVisible();
});

test('a remote that cannot load leaves its widgets with Retry and the rest of home working', async ({ page }) => {
  await page.route(/\/remotes\/track\//, (route) => route.abort());
  await signIn(page, accounts.anna);
  await page.goto('/');
  await expect(widget(page, ARRIVING).getByRole('alert')).toHaveText('Track & Trace is unavailable right now.');
  await expect(widget(page, EXCURSIONS).getByRole('button', { name: 'Retry' })).toBeVisible();
  await settled(page);
  await expect(widget(page, EXPIRING).getByRole('alert')).toHaveCount(0);
  await expect(widget(page, DRAFTS).getByRole('alert')).toHaveCount(0);
});

test('home does not shift as its widgets load (CLS under 0.1), desktop and phone', async ({ browser }) => {
  for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, accounts.ops);
    await page.goto('/dashboard');
    await page.addInitScript(() => {
      (window as unknown as { cls: number }).cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) (window as unknown as { cls: number }).cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/');
    await settled(page);
    await page.waitForTimeout(500);
    const cls = await page.evaluate(() => (window as unknown as { cls: number }).cls);
    expect(cls, `CLS at ${viewport.width} px`).toBeLessThan(0.1);
    await context.close();
  }
});

test('home has no serious accessibility violations', async ({ page }) => {
  await signIn(page, accounts.ops);
  await page.goto('/');
  await settled(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
});
