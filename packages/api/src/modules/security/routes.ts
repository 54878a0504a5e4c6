import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  SecurityPatchBodySchema, SecurityPatchResponseSchema, SecuritySettingsSchema, TotpEnrolmentSchema,
  TWO_FA_CODE_HEADER, TWO_FA_TOKEN_HEADER,
} from '@freightdeck/contracts';
import { BearerHeadersSchema, errorResponses } from '../../lib/route-schemas';
import { SIGNED_IN } from '../../plugins/access';
import { authOf } from '../../plugins/auth';
import type { SecurityService } from './service';

const SecurityHeadersSchema = BearerHeadersSchema.extend({
  [TWO_FA_TOKEN_HEADER]: z.string().max(256).optional(),
  [TWO_FA_CODE_HEADER]: z.string().max(16).optional(),
});

/** The signed-in user's own security settings: any signed-in user, for themself only. */
export const securityRoutes: FastifyPluginAsyncZod<{ securityService: SecurityService }> = async (app, { securityService }) => {
  app.get('/auth/security', {
    config: SIGNED_IN,
    schema: {
      tags: ['security'],
      summary: 'The signed-in user\'s security settings',
      headers: BearerHeadersSchema,
      response: { 200: SecuritySettingsSchema, ...errorResponses(401) },
    },
    handler: async (request) => securityService.get(authOf(request).userId),
  });

  app.patch('/auth/security', {
    config: SIGNED_IN,
    schema: {
      tags: ['security'],
      summary: 'Change password or two-factor settings; with two-factor on, confirmed through X-2FA-Token and X-2FA-Code',
      headers: SecurityHeadersSchema,
      body: SecurityPatchBodySchema,
      response: { 200: SecurityPatchResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      securityService.update(authOf(request), request.body, { token: request.headers[TWO_FA_TOKEN_HEADER], code: request.headers[TWO_FA_CODE_HEADER] }),
  });

  app.post('/auth/security/totp', {
    config: SIGNED_IN,
    schema: {
      tags: ['security'],
      summary: 'Start setting up an authenticator app: a pending secret and its QR code (SVG)',
      headers: BearerHeadersSchema,
      response: { 200: TotpEnrolmentSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => securityService.startTotpEnrolment(authOf(request)),
  });
};
