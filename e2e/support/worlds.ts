import { spawn } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { e2ePort } from './server';

/**
 * The demo worlds of an e2e run (docs/adr/031-screenshot-suite.md#one-seed-per-world). Each is
 * seeded once per run, by the global setup, into a template folder; every portal of the run
 * starts on a copy of one (a copy takes a second, a seed minutes).
 *
 * - `live`: the world the walks act in. Its dates count from the day of the run, because the
 *   walks book, quote and track against the real calendar (a cargo-ready day must lie ahead, a
 *   quotation must still be valid) in browsers on the real clock.
 * - `frozen`: the screenshot world. Seeded at SEED_NOW with the process clock stopped there
 *   (e2e/support/fixed-clock.mjs), and served on a clock stopped at FROZEN_CLOCK_AT: the same
 *   records and the same "today" on every run, whatever the date.
 */
export type WorldName = 'live' | 'frozen';

/** The screenshot world's present: its dates count back (and its timetables forward) from here. */
export const SEED_NOW = '2026-11-20T08:00:00.000Z';
/** The clock of the screenshot portal and of its browser pages: an hour after the seed's present. */
export const FROZEN_CLOCK_AT = '2026-11-20T09:00:00.000Z';

/** The environment of a portal process whose clock stands still at `at` (e2e/support/fixed-clock.mjs). */
export function frozenClock(at: string): Record<string, string> {
  return { E2E_CLOCK_AT: at, E2E_CLOCK_FROZEN: 'true' };
}

interface World {
  /** Demo bookings (SEED_DEMO_BOOKINGS). */
  bookings: number;
  /** The seeding process's environment beyond the usual. */
  env: Record<string, string>;
}

export const WORLDS: Record<WorldName, World> = {
  // Enough demo bookings for lists, paging and the scope checks; a first `pnpm start` makes 2,000.
  live: { bookings: 400, env: {} },
  // Enough for full list pages and every status; fewer than live, so it seeds beside it in time.
  frozen: { bookings: 120, env: { SEED_NOW, ...frozenClock(SEED_NOW) } },
};

export const workspaceRoot = join(__dirname, '..', '..');
const apiRoot = join(workspaceRoot, 'packages', 'api');
const FIXED_CLOCK = pathToFileURL(join(__dirname, 'fixed-clock.mjs')).href;

/** The template folder of a world (one per e2e port, so parallel runs on other ports do not meet). */
export function templateDir(world: WorldName): string {
  return join(tmpdir(), `freightdeck-e2e-${e2ePort()}-world-${world}`);
}

/**
 * NODE_OPTIONS for a process whose clock starts at E2E_CLOCK_AT (when the environment sets it):
 * the fixed-clock module preloaded, after whatever NODE_OPTIONS already held.
 */
export function clockOptions(env: Record<string, string | undefined>): Record<string, string> {
  if (!env.E2E_CLOCK_AT) return {};
  return { NODE_OPTIONS: `${env.NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? ''} --import=${FIXED_CLOCK}`.trim() };
}

/** What a template was seeded with: a kept template (E2E_KEEP_WORLDS) is reused only when it matches. */
function stamp(world: WorldName): string {
  return JSON.stringify({ world, ...WORLDS[world] });
}

/**
 * Seeds a world into its template: the API alone (no front end is served) on `port`, with the
 * demo seed on, until it is ready; then stopped, which closes the database cleanly. With
 * E2E_KEEP_WORLDS=true a template left by an earlier run with the same settings is kept, for
 * quick local runs of one spec (after a change to the seed or the migrations, run without it).
 */
export async function prepareWorld(world: WorldName, port: number): Promise<{ world: WorldName; seconds: number; kept: boolean }> {
  const dir = templateDir(world);
  const stampFile = `${dir}.json`;
  if (process.env.E2E_KEEP_WORLDS === 'true' && existsSync(dir) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp(world)) {
    return { world, seconds: 0, kept: true };
  }
  rmSync(dir, { recursive: true, force: true });
  rmSync(stampFile, { force: true });
  const started = Date.now();
  const env = {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dir, NODE_ENV: 'test', LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO: 'true', SEED_DEMO_BOOKINGS: String(WORLDS[world].bookings), ...WORLDS[world].env,
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot, env: { ...env, ...clockOptions(env) }, stdio: ['ignore', 'ignore', 'inherit'], detached: true,
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    // The first start loads the reference data and seeds: minutes on a loaded 2-core machine.
    const deadline = Date.now() + 600_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`seeding the ${world} world: the API exited with code ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error(`seeding the ${world} world took over 600 s`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  writeFileSync(stampFile, stamp(world));
  return { world, seconds: Math.round((Date.now() - started) / 1000), kept: false };
}

/** Puts a fresh copy of a world's template at `dataDir` (what was there is removed). */
export function copyWorld(world: WorldName, dataDir: string): void {
  const dir = templateDir(world);
  if (!existsSync(dir)) throw new Error(`The ${world} world has no template at ${dir}: the e2e global setup seeds it (e2e/support/global-setup.ts)`);
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(dir, dataDir, { recursive: true });
}
