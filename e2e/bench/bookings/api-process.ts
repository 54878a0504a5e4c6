import { spawn } from 'node:child_process';
import { workspaceRoot } from '../../support/portal-process';

/**
 * The API alone (`tsx src/server.ts`) on PostgreSQL. Unlike startPortal it waits up to
 * `readyWithinMs`: the first start seeds the 2,000 demo bookings through the services.
 */
export async function startApi(port: number, databaseUrl: string, env: Record<string, string>, readyWithinMs: number) {
  // A server left on the port (an interrupted run) would answer /readyz for us and be measured instead.
  const stale = await fetch(`http://127.0.0.1:${port}/readyz`).then(() => true, () => false);
  if (stale) throw new Error(`Port ${port} already answers: stop what runs there (an interrupted bench leaves its API) or set BENCH_PORT`);
  const child = spawn('pnpm', ['--filter', '@freightdeck/api', 'start'], {
    cwd: workspaceRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      throw new Error(`The API did not become ready within ${readyWithinMs / 1000} s`);
    }
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    url,
    exited,
    /** kill -9 of the whole process group (pnpm, tsx, node): the crash of the tracking bench. */
    kill() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    },
    async stop() {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
      await exited;
    },
  };
}

/** Signs a demo user in; the headers every call then carries. */
export async function signIn(base: string, email: string, password: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}: ${await response.text()}`);
  const { tokens } = (await response.json()) as { tokens: { accessToken: string; publicKey: string } };
  return { authorization: `Bearer ${tokens.accessToken}`, 'x-public-key': tokens.publicKey };
}
