import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LoginBodySchema, LoginResponseSchema, LogoutBodySchema, RefreshBodySchema, TokenPairSchema,
  TWO_FA_CODE_HEADER, TWO_FA_TOKEN_HEADER, TwoFaSendBodySchema, TwoFaSendResponseSchema,
} from '@freightdeck/contracts';
import { errorResponses } from '../../lib/route-schemas';
import { LoginHeadersSchema } from './schemas';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.post('/auth/login', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in; a user with two-factor on gets a challenge, then repeats with X-2FA-Token and X-2FA-Code',
      headers: LoginHeadersSchema,
      body: LoginBodySchema,
      response: { 200: LoginResponseSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) =>
      authService.login(request.body, { token: request.headers[TWO_FA_TOKEN_HEADER], code: request.headers[TWO_FA_CODE_HEADER] }),
  });

  app.post('/auth/two-fa/send', {
    schema: {
      tags: ['auth'],
      summary: 'Send a new two-factor code (cooldown 60 s)',
      body: TwoFaSendBodySchema,
      response: { 200: TwoFaSendResponseSchema, ...errorResponses(400, 401, 429) },
    },
    handler: async (request) => authService.sendTwoFa(request.body),
  });

  app.post('/auth/token/refresh', {
    schema: {
      tags: ['auth'],
      summary: 'Rotate the refresh token and get a new access token',
      body: RefreshBodySchema,
      response: { 200: TokenPairSchema, ...errorResponses(400, 401) },
    },
    handler: async (request) => authService.refresh(request.body.refreshToken),
  });

  app.post('/auth/logout', {
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
};
