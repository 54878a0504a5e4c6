// `pnpm start` (root) → `pnpm --filter @freightdeck/api portal`: builds each app whose dist is
// missing, one at a time, then starts the API server, which also serves the shell, the remotes and
// /remotes.json on one port (docs/adr/002-one-port-portal.md). PGlite in <root>/.data unless
// DATABASE_URL is set.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function workspaceRoot(from) {
  let dir = from;
  while (!existsSync(path.join(dir, 'pnpm-workspace.yaml'))) {
    const parent = path.dirname(dir);
    if (parent === dir) return from;
    dir = parent;
  }
  return dir;
}

const root = workspaceRoot(apiRoot);
const staticRoot = path.resolve(root, process.env.STATIC_ROOT || '.');
const APPS = [
  { app: 'shell', marker: 'shell/dist/index.html' },
  ...['bookings', 'quotations', 'organizations', 'track', 'reports'].map((name) => ({ app: `mfe-${name}`, marker: `mfe-${name}/dist/mf-manifest.json` })),
];

for (const { app, marker } of APPS) {
  if (existsSync(path.join(staticRoot, marker))) continue;
  if (!existsSync(path.join(root, app, 'package.json'))) {
    console.warn(`[portal] ${app}: no such app in the workspace, skipped`);
    continue;
  }
  console.log(`[portal] building ${app} (${marker} is missing)…`);
  const result = spawnSync('pnpm', ['--filter', `@freightdeck/${app}`, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) console.warn(`[portal] ${app} did not build (exit ${result.status}); the portal starts without it`);
}

/** Human-readable logs when pino-pretty is installed (development); raw JSON otherwise. */
async function logSink() {
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, destination: 1 });
  } catch {
    return process.stdout;
  }
}

// One process (tsx as a loader, not its CLI) so the server can message us when it listens.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: apiRoot,
  env: { ...process.env, STATIC_ROOT: staticRoot },
  stdio: ['inherit', 'pipe', 'inherit', 'ipc'],
});
server.stdout.pipe(await logSink());

server.on('message', (message) => {
  if (message?.type !== 'ready') return;
  // After the server's own (asynchronously prettified) start-up lines.
  setTimeout(() => printReady(message), 300);
});

function printReady(message) {
  console.log(`\n  Freightdeck is running at ${message.url}`);
  if (message.demo) {
    console.log('  Demo accounts (password Freightdeck-demo-2026): admin@freightdeck.test, ops@freightdeck.test, anna@acme-pharma.test,');
    console.log('  carl@acme-pharma.test, vera@acme-pharma.test, nils@nordic-fresh.test, tina@nordic-fresh.test (e-mail two-factor: code at /v1/dev/outbox)\n');
  }
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
