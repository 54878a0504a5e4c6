import { ErrorBodySchema } from '@freightdeck/contracts';
import { z } from 'zod';

type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** Response schemas of the failures a route may answer with (all `{ code, message, details }`). */
export function errorResponses<S extends ErrorStatus>(...statuses: S[]): Record<S | 500, typeof ErrorBodySchema> {
  const out = { 500: ErrorBodySchema } as Record<S | 500, typeof ErrorBodySchema>;
  for (const status of statuses) out[status] = ErrorBodySchema;
  return out;
}

/** `Authorization: Bearer …` and `X-Public-Key`, declared for the OpenAPI document of signed-in routes. */
export const BearerHeadersSchema = z.looseObject({
  authorization: z.string().optional(),
  'x-public-key': z.string().optional(),
});
