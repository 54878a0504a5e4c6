import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RemotesManifest } from '@freightdeck/contracts';
import type { RemotesSource } from './remotes-source';

/** The origins of the remotes /remotes.json names with an absolute URL (relative ones are 'self'). */
export function remoteOrigins(remotes: RemotesManifest | undefined): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes ?? {})) {
    if (!url || !/^https?:\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin);
    } catch {
      // config.ts refuses malformed manifests; nothing to allow for one anyway.
    }
  }
  return [...origins].sort();
}

/**
 * The Content-Security-Policy of every answer (docs/adr/017-hardening.md#security-headers):
 * scripts only from this origin and the remotes' origins (no inline script, no eval); styles
 * also inline, because styled-components injects `<style>` elements at run time; images and
 * fonts also as data: URLs (the shell's icon); no framing, no plugins.
 */
export function contentSecurityPolicy(remotes: RemotesManifest | undefined, reportUri?: string): Record<string, string[]> {
  const remote = remoteOrigins(remotes);
  const policy: Record<string, string[]> = {
    ...(reportUri ? { 'report-uri': [reportUri] } : {}),
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remote],
    'style-src': ["'self'", "'unsafe-inline'", ...remote],
    'img-src': ["'self'", 'data:', 'blob:', ...remote],
    'font-src': ["'self'", 'data:', ...remote],
    'connect-src': ["'self'", ...remote],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return policy;
}

/** The directives that name the remotes' origins (the others are the same whatever /remotes.json says). */
export const REMOTE_DIRECTIVES = ['script-src', 'style-src', 'img-src', 'font-src', 'connect-src'] as const;

/**
 * contentSecurityPolicy() for helmet, with the remotes' origins computed per answer from what
 * /remotes.json says at that moment: a page loaded after a release to a new origin allows it.
 */
function liveDirectives(remotes: RemotesSource, reportUri?: string): Record<string, Array<string | (() => string)>> {
  const origins = () => remoteOrigins(remotes.current()).join(' ');
  const fixed = contentSecurityPolicy(undefined, reportUri);
  return Object.fromEntries(
    Object.entries(fixed).map(([name, values]) => [name, (REMOTE_DIRECTIVES as readonly string[]).includes(name) ? [...values, origins] : values]),
  );
}

/** A year, as browsers' preload lists expect. */
const HSTS = 'max-age=31536000; includeSubDomains';

export interface SecurityHeadersOptions {
  /** The remotes now: the policy follows /remotes.json as it changes (REMOTES_FILE). */
  remotes: RemotesSource;
  /** Where browsers report violations (development: the dev module's collector). */
  reportUri?: string;
}

async function securityHeaders(app: FastifyInstance, { remotes, reportUri }: SecurityHeadersOptions) {
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: liveDirectives(remotes, reportUri) },
    // Share tokens travel in page URLs (print and delivery pages): no page tells another site its address.
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    // Remote files may be loaded by a shell on another site (docs/adr/002-one-port-portal.md).
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Only over HTTPS (below): an HSTS header on plain HTTP is ignored at best, sticky at worst.
    strictTransportSecurity: false,
  });
  app.addHook('onSend', async (request, reply) => {
    // request.protocol is X-Forwarded-Proto only when TRUST_PROXY trusts the proxy that set it.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    // API answers carry tokens and personal data: no cache keeps them unless a route says otherwise.
    if (request.url.startsWith('/v1/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}

export const securityHeadersPluginFp = fp(securityHeaders, { name: 'security-headers' });
