/**
 * pnpm bench:bundle — how much JavaScript each page type loads before first paint, gzip.
 *
 * Starts the one-port portal on a fresh database, opens /login and a remote page in Debian's
 * chromium, lists the scripts requested before first contentful paint (and, for the remote
 * page, until the remote's content is on screen), downloads each and gzips it (level 6, as a
 * server would). Goal: the shell's /login ≤ 120 KB gzip. Then the chart and map chunks /reports
 * loads (goal: charts ≤ 40 KB gzip), and that /login and /dashboard load neither. BENCH_VERBOSE=1 lists /login's scripts.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../support/chromium';
import { accounts } from '../support/accounts';
import { submitSignIn } from '../support/session';
import { startPortal } from '../support/portal-process';
import { REMOTE_PAGES } from '../support/remotes';

const LOGIN_GOAL_KB = 120;
/** docs/adr/016-reports-and-emissions.md: the chart code a page that draws charts loads. */
const CHART_GOAL_KB = 40;
const gzipCache = new Map<string, number>();

async function gzipSize(url: string): Promise<number> {
  const cached = gzipCache.get(url);
  if (cached !== undefined) return cached;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 6 }).length;
  gzipCache.set(url, size);
  return size;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

/** Script URLs the page requested before `until` (ms since navigation start). */
async function scriptsBefore(page: Page, until: number): Promise<string[]> {
  return page.evaluate((limit) =>
    performance.getEntriesByType('resource')
      .filter((e) => e.startTime <= limit && /\.js(\?|$)/.test(e.name))
      .map((e) => e.name), until);
}

async function firstPaint(page: Page): Promise<number> {
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  return page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]!.startTime);
}

async function total(urls: string[], filter: (u: string) => boolean = () => true): Promise<number> {
  let sum = 0;
  for (const url of urls.filter(filter)) sum += await gzipSize(url);
  return sum;
}

const isShell = (u: string) => !new URL(u).pathname.startsWith('/remotes/');

async function main() {
  const portal = await startPortal(Number(process.env.BENCH_PORT ?? 18310));
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const rows: string[][] = [];
    const context = await browser.newContext({ baseURL: portal.url });
    const page = await context.newPage();

    await page.goto('/login', { waitUntil: 'networkidle' });
    const loginScripts = await scriptsBefore(page, await firstPaint(page));
    const loginShell = await total(loginScripts, isShell);
    if (process.env.BENCH_VERBOSE) {
      for (const url of loginScripts) console.log(`  /login ${kb(await gzipSize(url)).padStart(6)} KB  ${new URL(url).pathname}`);
    }
    rows.push(['/login', 'first paint', String(loginScripts.length), kb(await total(loginScripts)), kb(loginShell)]);

    await submitSignIn(page, accounts.admin);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));

    const entries: string[][] = [];
    for (const remote of REMOTE_PAGES) {
      await page.goto(remote.path, { waitUntil: 'networkidle' });
      const paint = await firstPaint(page);
      await page.locator(`[data-remote="${remote.remote}"]`).waitFor();
      const shown = await page.evaluate(() => performance.now());
      const beforePaint = await scriptsBefore(page, paint);
      const untilShown = await scriptsBefore(page, shown);
      rows.push([remote.path, 'first paint', String(beforePaint.length), kb(await total(beforePaint)), kb(await total(beforePaint, isShell))]);
      rows.push([remote.path, 'content shown', String(untilShown.length), kb(await total(untilShown)), kb(await total(untilShown, isShell))]);
      const own = untilShown.filter((u) => new URL(u).pathname.startsWith(`/remotes/${remote.remote}/`));
      const entry = own.find((u) => u.endsWith('/remoteEntry.js'));
      entries.push([remote.remote, entry ? kb(await gzipSize(entry)) : 'n/a', String(own.length), kb(await total(own))]);
    }

    // The chart and map chunks of @freightdeck/ui (docs/adr/016): /reports draws both; /login and
    // /dashboard must load neither.
    const chartRows: string[][] = [];
    await page.goto('/reports', { waitUntil: 'networkidle' });
    await page.locator('[data-remote="reports"] figure').first().waitFor();
    const onReports = await scriptsBefore(page, await page.evaluate(() => performance.now()));
    for (const chunk of ['charts', 'world-map']) {
      const urls = onReports.filter((u) => new URL(u).pathname.split('/').pop()!.startsWith(`${chunk}.`));
      chartRows.push([chunk, String(urls.length), kb(await total(urls)), chunk === 'charts' ? String(CHART_GOAL_KB) : '', chunk === 'charts' ? ((await total(urls)) / 1024 / CHART_GOAL_KB).toFixed(2) : '']);
    }
    await page.goto('/dashboard', { waitUntil: 'networkidle' });
    const onDashboard = await scriptsBefore(page, await page.evaluate(() => performance.now()));
    const chartFile = (u: string) => /^(charts|world-map)\./.test(new URL(u).pathname.split('/').pop()!);
    const leaked = [...loginScripts, ...onDashboard].filter(chartFile);

    console.log('\nJS loaded per page type (gzip -6, KB)\n');
    console.log(table(['page', 'until', 'scripts', 'all JS', "shell's share"], rows));
    console.log('\nEach remote (gzip -6, KB)\n');
    console.log(table(['remote', 'remoteEntry.js', 'own scripts', 'own JS total'], entries));
    console.log('\nChart code on /reports (gzip -6, KB)\n');
    console.log(table(['chunk', 'files', 'KB', 'goal KB', 'ratio'], chartRows));
    console.log(leaked.length ? `\nChart code loaded by /login or /dashboard: ${leaked.join(', ')}` : '\n/login and /dashboard load no chart or map code.');
    const ratio = loginShell / 1024 / LOGIN_GOAL_KB;
    console.log(`\n/login: shell ${kb(loginShell)} KB of a ${LOGIN_GOAL_KB} KB goal — ratio ${ratio.toFixed(2)} ${ratio <= 1 ? '(within the goal)' : '(OVER the goal)'}`);
  } finally {
    await browser.close();
    await portal.stop();
  }
}

function table(head: string[], rows: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
