import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { describeError, sendDescribed } from './errors';

/**
 * DCSA's error envelope (packages/api/standards/dcsa): the routes that publish a DCSA standard
 * answer a bad request in the standard's shape, not the portal's `{ code, message, details }`
 * (docs/adr/017-hardening.md#errors-below-the-routes). The envelope is common; the items differ per standard.
 */
const envelope = <I extends z.ZodType>(item: I) => z.object({
  httpMethod: z.string(), requestUri: z.string(), statusCode: z.number().int(), statusCodeText: z.string(), errorDateTime: z.string(),
  errors: z.array(item),
});

/** Track and Trace 2.2: `{ reason, message }` items. */
export const DcsaTntErrorSchema = envelope(z.object({ reason: z.string(), message: z.string() }));
/** Commercial Schedules 1.0.3: `{ property?, value?, errorCodeText, errorCodeMessage }` items. */
export const DcsaCsErrorSchema = envelope(z.object({ property: z.string().optional(), value: z.string().optional(), errorCodeText: z.string(), errorCodeMessage: z.string() }));

export type DcsaTntError = z.infer<typeof DcsaTntErrorSchema>['errors'][number];
export type DcsaCsError = z.infer<typeof DcsaCsErrorSchema>['errors'][number];

/** Sends a 400 in DCSA's envelope with the given items. */
export function sendDcsaBadRequest<E>(request: FastifyRequest, reply: FastifyReply, errors: E[], at = new Date()) {
  return reply.status(400).type('application/json; charset=utf-8').send({
    httpMethod: request.method, requestUri: request.url.split('?')[0]!, statusCode: 400, statusCodeText: 'Bad Request', errorDateTime: at.toISOString(), errors,
  });
}

/**
 * A route error handler for a DCSA route: every 400 the edge or the schemas raise (a NUL byte in a
 * filter, an over-long value) is told in the standard's envelope, with `toItem` making its items
 * from the portal's field issues; every other status keeps the portal's shape. Every answer names
 * the standard's `API-Version`, as the standard asks.
 */
export function dcsaErrorHandler<E>(apiVersion: string, toItem: (issue: { path: string; message: string }) => E) {
  return (error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) => {
    reply.header('API-Version', apiVersion);
    const described = describeError(error, request);
    if (described.status !== 400) return sendDescribed(reply, described);
    const issues = Array.isArray(described.details) && described.details.length > 0 ? described.details : [{ path: 'request', message: described.message }];
    return sendDcsaBadRequest(request, reply, issues.map(toItem));
  };
}
