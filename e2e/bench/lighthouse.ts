/**
 * pnpm bench:lighthouse — Lighthouse (desktop) on /login and every signed-in page, as a staff user
 * and as a customer user (docs/adr/029-lighthouse-bench.md).
 *
 * Starts the one-port portal on a fresh embedded database with the demo world (SEED_DEMO_BOOKINGS
 * bookings, 400 by default, as the e2e suite), launches Debian's chromium through Playwright with
 * the flags of support/chromium.ts and a DevTools port, signs in once through the login form in
 * that browser's own profile and lets Lighthouse open each page in a new tab of the same browser:
 * the session the shell keeps in local storage is what a returning user has (Lighthouse's storage
 * reset clears the HTTP cache, service workers and cache storage, never local storage), so every
 * page is a cold load of a signed-in user. The pages are the contracts page table's protected
 * pages (every menu item, each detail page with an id the API lists for that user, the create,
 * drafts and import pages) that the user may open; a page the guards send elsewhere is left out.
 * Prints per page and user: performance, accessibility, best practices, CLS, TBT, LCP, and the
 * audits that cost points. Goal: 100 in each category on every page.
 *
 * BENCH_PORT (default 8106) the portal's port; BENCH_PAGES a comma list of path prefixes to
 * measure (e.g. /profile,/bookings/create); BENCH_USERS staff,customer by default; BENCH_RUNS the
 * runs per page (median by performance score, default 1); BENCH_REPORTS a folder to write each
 * page's HTML report into; BENCH_REUSE=1 reuses the data folder an earlier run kept with
 * BENCH_KEEP=1 (no seeding). The portal builds the apps whose dist is missing; after changing a
 * front end, rebuild it (`pnpm --filter @freightdeck/shell build`) before measuring.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from '@playwright/test';
import { PAGES, type PageId } from '@freightdeck/contracts';
import { accounts, DEMO_PASSWORD } from '../support/accounts';
import { CHROMIUM_ARGS, chromiumPath } from '../support/chromium';
import { startPortal } from '../support/portal-process';
import { submitSignIn } from '../support/session';

const port = Number(process.env.BENCH_PORT ?? 8106);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 1));
const ONLY = process.env.BENCH_PAGES?.split(',').map((p) => p.trim()).filter(Boolean);
const REPORTS = process.env.BENCH_REPORTS;
const USERS = {
  staff: accounts.admin,
  customer: accounts.anna,
} as const;
type UserKind = keyof typeof USERS;
const WHO = (process.env.BENCH_USERS?.split(',') ?? Object.keys(USERS)) as UserKind[];

/** Pages that are not a place to measure: a redirect in passing. */
const SKIPPED: PageId[] = ['switchUser'];

/** Where each `:id` of a page comes from: the first item the API lists for the signed-in user. */
const SAMPLE_SOURCES: Partial<Record<PageId, { list: string; key: 'id' | 'bookingId' }>> = {
  booking: { list: '/v1/bookings?pageSize=1', key: 'id' },
  quotation: { list: '/v1/quotations?pageSize=1', key: 'id' },
  tracking: { list: '/v1/tracking', key: 'bookingId' },
  organization: { list: '/v1/organizations?pageSize=1', key: 'id' },
  registrationDetails: { list: '/v1/organizations/registrations?pageSize=1', key: 'id' },
};

interface Row {
  user: string;
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  cls: number;
  tbt: number;
  lcp: number;
  /** The audits with a weight that scored under 0.9: what to look at. */
  misses: string[];
}

interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; numericValue?: number; displayValue?: string; title: string; scoreDisplayMode: string }>;
  runtimeError?: { code: string; message: string };
}

type LighthouseFn = (url: string, flags: Record<string, unknown>, config: unknown) => Promise<{ lhr: LighthouseResult; report: string | string[] } | undefined>;

/** Lighthouse is ESM only; the bench runs as CommonJS under tsx. */
async function loadLighthouse(): Promise<{ run: LighthouseFn; desktopConfig: unknown }> {
  const module = (await import('lighthouse')) as unknown as { default: LighthouseFn; desktopConfig: unknown };
  return { run: module.default, desktopConfig: module.desktopConfig };
}

async function apiSession(base: string, email: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
  if (!response.ok) throw new Error(`Signing in ${email} answered ${response.status}: ${await response.text()}`);
  const { tokens } = (await response.json()) as { tokens?: { accessToken: string; publicKey: string } };
  if (!tokens) throw new Error(`${email} needs a second factor: the bench signs in users without one`);
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey };
}

/** The path of each protected page for this user, with the sample ids the API gives them. */
async function pagesFor(base: string, email: string): Promise<{ id: PageId; path: string }[]> {
  const headers = await apiSession(base, email);
  const pages: { id: PageId; path: string }[] = [];
  for (const [id, page] of Object.entries(PAGES) as [PageId, (typeof PAGES)[PageId]][]) {
    if (page.access !== 'protected' || SKIPPED.includes(id)) continue;
    let path: string = page.path;
    if (path.includes(':')) {
      const source = SAMPLE_SOURCES[id];
      if (!source) throw new Error(`No sample id for ${page.path}: add it to SAMPLE_SOURCES`);
      const response = await fetch(`${base}${source.list}`, { headers });
      if (response.status === 403) continue; // the user may not list them: they may not open one either
      if (!response.ok) throw new Error(`${source.list} answered ${response.status}`);
      const first = ((await response.json()) as { items: Record<string, string>[] }).items[0];
      if (!first) {
        console.log(`  (no ${id} listed for ${email}: ${page.path} not measured)`);
        continue;
      }
      path = path.replace(/:[a-zA-Z]+/, encodeURIComponent(first[source.key]!));
    }
    pages.push({ id, path });
  }
  return pages;
}

/** Chromium writes the DevTools port it chose (`--remote-debugging-port=0`) into its profile. */
async function devtoolsPort(profile: string): Promise<number> {
  const file = join(profile, 'DevToolsActivePort');
  for (let i = 0; i < 100; i += 1) {
    try {
      if (statSync(file).size > 0) return Number(readFileSync(file, 'utf8').split('\n')[0]);
    } catch {
      // not written yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('chromium did not open its DevTools port');
}

async function launch(): Promise<{ context: BrowserContext; devtools: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'freightdeck-lighthouse-'));
  // The persistent context is the browser's default one: the tabs Lighthouse opens share its storage.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--remote-debugging-port=0'],
    viewport: null,
  });
  const devtools = await devtoolsPort(profile);
  return { context, devtools, close: async () => { await context.close(); rmSync(profile, { recursive: true, force: true }); } };
}

function rowOf(user: string, page: string, lhr: LighthouseResult): Row {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const weighted = new Set(Object.values(lhr.categories).flatMap((c) => c.auditRefs.filter((a) => a.weight > 0).map((a) => a.id)));
  const misses = Object.entries(lhr.audits)
    .filter(([id, a]) => weighted.has(id) && a.scoreDisplayMode !== 'notApplicable' && a.scoreDisplayMode !== 'informative' && a.score !== null && a.score < 0.9)
    .map(([id, a]) => (a.displayValue ? `${id} (${a.displayValue})` : id));
  return {
    user,
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
    lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
    misses,
  };
}

function table(rows: Row[]): string {
  const head = ['page', 'user', 'performance', 'accessibility', 'best practices', 'CLS', 'TBT ms', 'LCP ms'];
  const cells = rows.map((r) => [r.page, r.user, String(r.performance), String(r.accessibility), String(r.bestPractices), r.cls.toFixed(3), r.tbt.toFixed(0), r.lcp.toFixed(0)]);
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => c.map((x, i) => (i <= 1 ? x.padEnd(widths[i]!) : x.padStart(widths[i]!))).join('  ');
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

async function main() {
  const { run, desktopConfig } = await loadLighthouse();
  const keep = !!process.env.BENCH_KEEP;
  const portal = await startPortal(port, { SEED_DEMO: 'true', SEED_DEMO_BOOKINGS: process.env.SEED_DEMO_BOOKINGS ?? '400' }, { keepData: !!process.env.BENCH_REUSE, readyTimeoutMs: 900_000 });
  console.log(`Portal at ${portal.url} (load average ${loadavg().map((l) => l.toFixed(1)).join(' ')})`);
  if (REPORTS) mkdirSync(REPORTS, { recursive: true });
  const rows: Row[] = [];
  const wanted = (path: string) => !ONLY || ONLY.some((p) => path === p || path.startsWith(`${p}/`) || (p.endsWith('/') && path.startsWith(p)));

  const measure = async (devtools: number, user: string, path: string) => {
    const results: Row[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A trace Lighthouse could not read (NO_NAVSTART, NO_FCP on a busy machine) is tried again, twice.
      let outcome: Awaited<ReturnType<LighthouseFn>>;
      for (let attempt = 1; ; attempt += 1) {
        outcome = await run(`${portal.url}${path}`, {
          port: devtools, logLevel: 'error', output: 'html',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        }, desktopConfig);
        const failure = !outcome ? 'no result' : outcome.lhr.runtimeError ? `${outcome.lhr.runtimeError.code} ${outcome.lhr.runtimeError.message}` : null;
        if (!failure) break;
        if (attempt === 3) throw new Error(`Lighthouse on ${path}: ${failure}`);
        console.log(`  (${user} ${path}: ${failure}; trying again)`);
      }
      if (!outcome) throw new Error(`Lighthouse returned nothing for ${path}`);
      results.push(rowOf(user, path, outcome.lhr));
      if (REPORTS && i === 0) {
        const name = join(REPORTS, `${user}${path.replace(/[^a-z0-9]+/gi, '_')}`);
        writeFileSync(`${name}.html`, String(outcome.report));
        writeFileSync(`${name}.json`, JSON.stringify(outcome.lhr));
      }
    }
    const row = results.sort((a, b) => a.performance - b.performance)[Math.floor(results.length / 2)]!;
    rows.push(row);
    console.log(`  ${user} ${path}: performance ${row.performance}, accessibility ${row.accessibility}, best practices ${row.bestPractices}, CLS ${row.cls.toFixed(3)}, TBT ${row.tbt.toFixed(0)} ms, LCP ${row.lcp.toFixed(0)} ms${row.misses.length ? `; under 0.9: ${row.misses.join(', ')}` : ''} (load average ${loadavg()[0]!.toFixed(1)})`);
  };

  try {
    let loginMeasured = false;
    for (const kind of WHO) {
      const email = USERS[kind];
      if (!email) throw new Error(`BENCH_USERS: unknown user ${kind} (staff, customer)`);
      const pages = (await pagesFor(portal.url, email)).filter((p) => wanted(p.path));
      const browser = await launch();
      try {
        const page = browser.context.pages()[0] ?? await browser.context.newPage();
        if (!loginMeasured && wanted(PAGES.login.path)) {
          await measure(browser.devtools, 'guest', PAGES.login.path);
          loginMeasured = true;
        }
        await page.goto(`${portal.url}${PAGES.login.path}`);
        await submitSignIn(page, email);
        await page.waitForURL((url) => url.pathname !== PAGES.login.path);
        for (const { path } of pages) {
          // The guards send a user elsewhere from a page they may not open: not theirs to measure.
          await page.goto(`${portal.url}${path}`);
          await page.waitForLoadState('networkidle');
          if (new URL(page.url()).pathname !== path.split('?')[0]) {
            console.log(`  (${kind} ${path} leads to ${new URL(page.url()).pathname}: not measured)`);
            continue;
          }
          await page.goto('about:blank'); // one tab at work at a time
          await measure(browser.devtools, kind, path);
        }
      } finally {
        await browser.close();
      }
    }
    const [one, five, fifteen] = loadavg().map((l) => l.toFixed(1));
    console.log(`\nLighthouse ${RUNS > 1 ? `(median of ${RUNS} runs) ` : ''}desktop, Debian chromium, ${portal.url}; load average ${one} ${five} ${fifteen}\n`);
    console.log(table(rows));
    const missed = rows.filter((r) => r.performance < 100 || r.accessibility < 100 || r.bestPractices < 100);
    if (missed.length) {
      console.log('\nUnder 100, the audits that cost the points (score under 0.9):');
      for (const r of missed) console.log(`  ${r.page} (${r.user}): ${r.misses.join(', ') || 'none under 0.9: several audits a little short'}`);
    }
  } finally {
    await portal.stop({ keepData: keep });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
