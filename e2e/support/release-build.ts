import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative } from 'node:path';
import { workspaceRoot } from './portal-process';
import { e2ePort } from './server';

/** What a test release of the bookings remote shows on its list page: "New booking · <marker>". */
export const RELEASE_MARKER = 'v2';

/** What the bookings remote's build depends on: its sources, the shared packages, the build setup. */
const INPUTS = ['mfe-bookings/src', 'mfe-bookings/webpack.config.js', 'mfe-bookings/package.json', 'packages/ui/src', 'packages/auth/src', 'packages/contracts/src', 'packages/references/src', 'packages/dev-shell/webpack', 'pnpm-lock.yaml', 'e2e/support/release-webpack.cjs', 'e2e/support/release-marker-loader.cjs'];

function filesOf(path: string): string[] {
  const full = join(workspaceRoot, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).sort().flatMap((name) => (name === 'node_modules' ? [] : filesOf(join(path, name))));
}

/**
 * Builds release 2 of the bookings remote — its real webpack build, with a visible marker in the
 * list page — into a folder of its own (not the remote's dist), and returns the folder. The folder
 * is named after a hash of everything the build reads, so a later run with the same sources reuses
 * it instead of building again (one extra webpack build of one remote at most).
 */
export function buildBookingsRelease(): string {
  const hash = createHash('sha256').update(RELEASE_MARKER);
  for (const file of INPUTS.flatMap(filesOf)) hash.update(file).update(readFileSync(join(workspaceRoot, file)));
  const out = join(tmpdir(), `freightdeck-bookings-release-${hash.digest('hex').slice(0, 16)}`);
  if (existsSync(join(out, 'mf-manifest.json'))) return out;
  const build = spawnSync('pnpm', ['--filter', '@freightdeck/mfe-bookings', 'exec', 'webpack', '--mode', 'production', '--config', join(workspaceRoot, 'e2e/support/release-webpack.cjs'), '--output-path', out], {
    cwd: workspaceRoot, encoding: 'utf8', env: { ...process.env, RELEASE_MARKER, RELEASE_ID: `e2e_${RELEASE_MARKER}` },
  });
  if (build.status !== 0 || !existsSync(join(out, 'mf-manifest.json'))) throw new Error(`The release build of mfe-bookings failed:\n${build.stdout}\n${build.stderr}`);
  return out;
}

const TYPES: Record<string, string> = { '.js': 'application/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

export interface ReleaseServer {
  /** The other origin, e.g. http://127.0.0.1:18950 */
  origin: string;
  close(): Promise<void>;
}

/**
 * A static file server on another port — another origin, like a CDN — serving each folder of
 * `releases` under its path prefix (`/bookings/release-2/` → a built dist), with the CORS header a
 * remote's manifest needs when a shell on another origin fetches it.
 */
export async function serveReleases(releases: Record<string, string>, port = Number(process.env.E2E_RELEASE_PORT ?? e2ePort() + 50)): Promise<ReleaseServer> {
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const prefix = Object.keys(releases).find((p) => pathname.startsWith(p));
    const root = prefix ? releases[prefix]! : null;
    const file = root ? normalize(join(root, pathname.slice(prefix!.length))) : null;
    if (!root || !file || relative(root, file).startsWith('..') || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*', 'cache-control': 'no-cache' });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** Rewrites the e2e portal's REMOTES_FILE: what /remotes.json (and the CSP) say from the next request on. */
export function publishRemotes(file: string, remotes: Record<string, string>): void {
  writeFileSync(file, JSON.stringify(remotes));
}
