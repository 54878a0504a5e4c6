import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTION_PERMISSIONS, ImpersonateBodySchema, LoginBodySchema, LoginResponseSchema, LogoutBodySchema, RefreshBodySchema, TokenPairSchema,
  TWO_FA_CODE_HEADER, TWO_FA_TOKEN_HEADER, TwoFaSendBodySchema, TwoFaSendResponseSchema, UnimpersonateBodySchema,
} from '@freightdeck/contracts';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { PUBLIC, SIGNED_IN, withPermission } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { ImpersonationService } from './impersonation-service';
import { LoginHeadersSchema } from './schemas';
import type { AuthService } from './service';

export interface AuthRoutesOptions {
  authService: AuthService;
  impersonationService: ImpersonationService;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { authService, impersonationService }) => {
  app.post('/auth/login', {
    config: PUBLIC,
    schema: {
      tags: ['auth'],
      summary: 'Sign in; a user with two-factor on gets a challenge, then repeats with X-2FA-Token and X-2FA-Code',
      headers: LoginHeadersSchema,
      body: LoginBodySchema,
      response: { 200: LoginResponseSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) =>
      authService.login(request.body, { token: request.headers[TWO_FA_TOKEN_HEADER], code: request.headers[TWO_FA_CODE_HEADER] }, request.ip),
  });

  app.post('/auth/two-fa/send', {
    config: PUBLIC,
    schema: {
      tags: ['auth'],
      summary: 'Send a new two-factor code by e-mail (cooldown 60 s); not for authenticator-app users',
      body: TwoFaSendBodySchema,
      response: { 200: TwoFaSendResponseSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => authService.sendTwoFa(request.body),
  });

  app.post('/auth/token/refresh', {
    config: PUBLIC,
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh token and get a new access token',
      body: RefreshBodySchema,
      response: { 200: TokenPairSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => authService.refresh(request.body.refreshToken),
  });

  app.post('/auth/logout', {
    config: PUBLIC,
    schema: {
      tags: ['auth'],
      summary: 'Revoke the session of this refresh token',
      body: LogoutBodySchema,
      response: { 204: z.undefined().describe('Signed out'), ...errorResponses(400) },
    },
    handler: async (request, reply) => {
      await authService.logout(request.body.refreshToken);
      return reply.status(204).send();
    },
  });

  app.post('/auth/impersonate', {
    config: withPermission(ACTION_PERMISSIONS.userImpersonate),
    schema: {
      tags: ['auth'],
      summary: 'Act as another user: tokens of a new session carrying impersonatedById (ends the caller\'s session)',
      headers: BearerHeadersSchema,
      body: ImpersonateBodySchema,
      response: { 200: TokenPairSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => impersonationService.start(authOf(request), request.body.userId),
  });

  // Any signed-in user: only an impersonation session can stop (403 otherwise), and it needs no permission to end.
  app.post('/auth/unimpersonate', {
    config: SIGNED_IN,
    schema: {
      tags: ['auth'],
      summary: 'Stop impersonating: ends the impersonation session and returns the staff user\'s own new tokens',
      headers: BearerHeadersSchema,
      body: UnimpersonateBodySchema,
      response: { 200: TokenPairSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => impersonationService.stop(authOf(request), request.body.refreshToken),
  });
};
