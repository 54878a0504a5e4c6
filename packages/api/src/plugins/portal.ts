import { createReadStream, existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_NAMES, type RemotesManifest } from '@freightdeck/contracts';
import type { RemotesSource } from './remotes-source';

export interface PortalOptions {
  staticRoot: string;
  remotes: RemotesSource;
}

const NO_CACHE = 'no-cache';
const LONG_LIVED = 'public, max-age=31536000, immutable';
/** Paths the shell's SPA fallback never answers: they belong to the API or to the remotes. */
const NOT_PAGES = ['/v1', '/remotes', '/healthz', '/readyz'];
export const SHELL_NOT_BUILT = 'The shell is not built: run pnpm build';

export function defaultRemotes(): RemotesManifest {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`]));
}

/** Federation entry points change with every release; everything else a remote emits is hashed. */
const remoteCacheControl = (file: string) => (/(^|[/\\])(mf-manifest\.json|mf-stats\.json|remoteEntry\.js)$/.test(file) ? NO_CACHE : LONG_LIVED);
/**
 * The shell's own entry files are not content-hashed (docs/adr/013), so only hashed names live
 * long.
 */
const shellCacheControl = (file: string) => (/[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/.test(path.basename(file)) ? LONG_LIVED : NO_CACHE);

/**
 * One port for the whole portal (docs/adr/002-one-port-portal.md): /remotes.json, each remote's
 * dist under /remotes/<name>/ and the shell at / with an SPA fallback to index.html.
 */
export async function portalPlugin(app: FastifyInstance, { staticRoot, remotes }: PortalOptions) {
  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', NO_CACHE);
    return { ...defaultRemotes(), ...remotes.current() };
  });

  for (const name of REMOTE_NAMES) {
    const root = path.join(staticRoot, `mfe-${name}`, 'dist');
    if (!existsSync(root)) {
      app.log.warn({ root }, `remote ${name} is not built: /remotes/${name}/ answers 404`);
      continue;
    }
    await app.register(fastifyStatic, {
      root, prefix: `/remotes/${name}/`, decorateReply: false, cacheControl: false, index: false,
      setHeaders: (res, file) => res.header('cache-control', remoteCacheControl(file)),
    });
  }

  const shellRoot = path.join(staticRoot, 'shell', 'dist');
  if (existsSync(shellRoot)) {
    await app.register(fastifyStatic, {
      root: shellRoot, prefix: '/', decorateReply: false, cacheControl: false,
      setHeaders: (res, file) => res.header('cache-control', shellCacheControl(file)),
    });
  } else {
    app.log.warn({ root: shellRoot }, `${SHELL_NOT_BUILT} (pages answer 503 until then)`);
  }
}

/** Whether a missed request is a page load the shell should answer (a reload of /bookings/123). */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_PAGES.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}.`))) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Answers a page request with the shell's index.html, or 503 when the shell is not built. */
export function sendShell(staticRoot: string, reply: FastifyReply) {
  const index = path.join(staticRoot, 'shell', 'dist', 'index.html');
  if (!existsSync(index)) return reply.status(503).type('text/plain; charset=utf-8').header('cache-control', NO_CACHE).send(SHELL_NOT_BUILT);
  return reply.status(200).type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(createReadStream(index));
}
