import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasPermission, PUBLIC_KEY_HEADER, type AccessTokenClaims, type OrganizationRef, type PermissionRequirement } from '@freightdeck/contracts';
import { errors } from '../lib/app-error';
import { safeEqual } from '../lib/crypto';

export interface AuthContext {
  userId: string;
  sessionId: string;
  impersonatedById: string | null;
  organizations: OrganizationRef[];
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** A valid bearer token with its session's X-Public-Key, else 401 INVALID_ACCESS_TOKEN (routes get it through config.access). */
    authenticate: preHandlerAsyncHookHandler;
  }
}

/**
 * What the plugin asks of the auth module, which the app passes in (a plugin imports no
 * module): the claims of a valid access token, and the caller behind its session.
 */
export interface AuthPluginOptions {
  signer: { verifyAccessToken(token: string): Promise<Pick<AccessTokenClaims, 'sub' | 'sid'> | null> };
  authService: {
    requestContext(sessionId: string, userId: string, publicKey: string, keysMatch: (a: string, b: string) => boolean): Promise<Omit<AuthContext, 'sessionId'> | undefined>;
  };
}

/** The OpenAPI security requirement of routes that call `authenticate`. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

async function authPlugin(app: FastifyInstance, { signer, authService }: AuthPluginOptions) {
  app.decorateRequest('auth', null);
  // Filled by the route contract as /v1 routes register (plugins/route-contract.ts).
  app.decorate('routeAccess', []);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const token = bearerToken(request);
    const publicKey = request.headers[PUBLIC_KEY_HEADER];
    const claims = token ? await signer.verifyAccessToken(token) : null;
    if (!claims || typeof publicKey !== 'string') throw errors.unauthorized('INVALID_ACCESS_TOKEN');
    // The access token is only good together with the public key issued to its session, for an
    // active user (and, when impersonating, an active staff member): one statement, see request-context.ts.
    const context = await authService.requestContext(claims.sid, claims.sub, publicKey, safeEqual);
    if (!context) throw errors.unauthorized('INVALID_ACCESS_TOKEN');
    request.auth = { sessionId: claims.sid, ...context };
  });
}

export const authPluginFp = fp(authPlugin, { name: 'auth' });

/** After `authenticate`: 403 FORBIDDEN unless the caller's roles grant the requirement (routes get it through config.access). */
export function requirePermission(requirement: PermissionRequirement): preHandlerAsyncHookHandler {
  return async function checkPermission(request: FastifyRequest) {
    if (!request.auth) throw errors.unauthorized('INVALID_ACCESS_TOKEN');
    if (!hasPermission(request.auth.permissions, requirement)) throw errors.forbidden();
  };
}

/** The authenticated caller (after `authenticate`). */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw errors.unauthorized('INVALID_ACCESS_TOKEN');
  return request.auth;
}
