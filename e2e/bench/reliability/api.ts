import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { workspaceRoot } from '../../support/portal-process';
import { ADMIN_URL, databaseUrl, once } from '../bookings/pg';

export interface ApiProcess {
  url: string;
  pid: number;
  /** SIGKILL to the whole process group (pnpm, tsx, node): no shutdown hook runs. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** A fresh PostgreSQL database for one bench run (dropped first if an interrupted run left it). */
export async function freshDatabase(name: string): Promise<string> {
  await once(ADMIN_URL, `drop database if exists ${name} with (force)`);
  await once(ADMIN_URL, `create database ${name}`);
  return databaseUrl(name);
}

export const dropDatabase = (name: string) => once(ADMIN_URL, `drop database if exists ${name} with (force)`);

/**
 * One API process (`tsx src/server.ts`) on PostgreSQL, seeding the demo world (no demo bookings)
 * on its first start. Resolves once /readyz answers.
 */
export async function startApi(port: number, database: string, env: Record<string, string> = {}, readyWithinMs = 180_000): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${port}`;
  if (await fetch(`${url}/readyz`).then(() => true, () => false)) throw new Error(`Port ${port} already answers: stop what runs there or choose another port`);
  const child: ChildProcess = spawn('pnpm', ['--filter', '@freightdeck/api', 'start'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database, LOG_LEVEL: 'error', NODE_ENV: 'test', SEED_DEMO: 'true', SEED_DEMO_BOOKINGS: '0', PUBLIC_URL: url, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API on port ${port} exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      process.kill(-child.pid!, 'SIGKILL');
      throw new Error(`The API on port ${port} did not become ready within ${readyWithinMs / 1000} s`);
    }
    if (await fetch(`${url}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 300));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, name);
      } catch {
        // already gone
      }
    }
    await exited;
  };
  return { url, pid: child.pid!, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}

/** Signs a demo user in; the headers every call then carries. */
export async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const { tokens } = (await response.json()) as { tokens: { accessToken: string; publicKey: string; refreshToken: string } };
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey };
}

/** Signs in and returns the whole token pair. */
export async function tokensOf(base: string, email: string, password: string): Promise<{ accessToken: string; publicKey: string; refreshToken: string }> {
  const response = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { tokens: { accessToken: string; publicKey: string; refreshToken: string } }).tokens;
}

/**
 * Resident memory, in MB, of the largest process in a process tree (Linux /proc): the API's node
 * process under its pnpm and tsx wrappers. NaN where /proc is missing.
 */
export function apiRssMb(rootPid: number): number {
  try {
    const parents = new Map<number, number>();
    const rss = new Map<number, number>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const status = readFileSync(`/proc/${entry}/status`, 'utf8');
        parents.set(Number(entry), Number(/PPid:\s+(\d+)/.exec(status)?.[1]));
        rss.set(Number(entry), Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0));
      } catch {
        // exited meanwhile
      }
    }
    const inTree = (pid: number, depth = 0): boolean => pid === rootPid || (depth < 10 && parents.has(pid) && inTree(parents.get(pid)!, depth + 1));
    let largest = 0;
    for (const [pid, kb] of rss) if (inTree(pid)) largest = Math.max(largest, kb);
    return largest / 1024;
  } catch {
    return Number.NaN;
  }
}
