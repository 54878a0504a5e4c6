import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts the one-port portal on a fresh embedded database and waits until it is ready. */
export async function startPortal(port: number, env: Record<string, string> = {}): Promise<{ url: string; stop: () => void }> {
  const dataDir = join(tmpdir(), `freightdeck-bench-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn('pnpm', ['--filter', '@freightdeck/api', 'portal'], {
    cwd: join(__dirname, '..', '..'),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'test', PUBLIC_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The portal exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const stop = () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, stop };
}
