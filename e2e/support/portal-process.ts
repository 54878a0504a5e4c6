import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clockOptions, copyWorld, workspaceRoot, type WorldName } from './worlds';

export { workspaceRoot };

export interface PortalOptions {
  /** The embedded database's folder; default a fresh one per port. */
  dataDir?: string;
  /** Keep what dataDir holds (a restart of the same portal); default: start empty. */
  keepData?: boolean;
  /** The API alone (`tsx src/server.ts`), without building or serving the front end. */
  apiOnly?: boolean;
<<<<<<< HEAD
  /**
   * Start on a copy of this demo world's template (seeded once per run by the global setup:
   * e2e/support/worlds.ts) instead of an empty folder; the seed then finds its work done.
   */
  world?: WorldName;
=======
  /** How long the first start may take (building missing apps, seeding); default 180 s. */
  readyTimeoutMs?: number;
>>>>>>> issue-24-lighthouse
}

export interface RunningPortal {
  url: string;
  dataDir: string;
  /** Stops the server; the data folder is removed unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
}

/** Starts the one-port portal (API + shell + remotes) on an embedded database and waits until it is ready. */
export async function startPortal(port: number, env: Record<string, string> = {}, options: PortalOptions = {}): Promise<RunningPortal> {
  const dataDir = options.dataDir ?? join(tmpdir(), `freightdeck-bench-${port}`);
  if (options.world && !options.keepData) copyWorld(options.world, dataDir);
  else if (!options.keepData) rmSync(dataDir, { recursive: true, force: true });
  const environment = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, SEED_DEMO_BOOKINGS: '0', ...env };
  // Node itself rather than `pnpm --filter @freightdeck/api portal|start` (the same scripts): a
  // second less per start, and a preloaded clock (E2E_CLOCK_AT) reaches only the portal's processes.
  const child: ChildProcess = spawn(process.execPath, options.apiOnly ? ['--import', 'tsx', 'src/server.ts'] : ['scripts/portal.mjs'], {
    cwd: join(workspaceRoot, 'packages', 'api'),
    env: { ...environment, ...clockOptions(environment) },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const timeout = options.readyTimeoutMs ?? 180_000;
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The portal exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGTERM'); // not left running (and holding the database) after a failed start
      throw new Error(`The portal did not become ready within ${timeout / 1000} s`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = async ({ keepData = false } = {}) => {
    if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited; // the embedded database allows one process: wait until it has let go
    if (!keepData) rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, dataDir, stop };
}

/** Runs a root workspace script (e.g. `refdata:import`) against a portal's data folder; returns its output. */
export function runWorkspaceScript(args: string[], dataDir: string): string {
  const result = spawnSync('pnpm', args, { cwd: workspaceRoot, env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test' }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}
