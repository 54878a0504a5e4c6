import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldIssue } from '@freightdeck/contracts';
import { AppError, messageFor, type AppErrorCode } from '../lib/app-error';

/** Where a field lives: body fields are named bare (`email`), others with their part (`params.id`). */
const CONTEXT_PREFIX: Record<string, string> = { body: '', querystring: 'query', params: 'params', headers: 'headers' };

function fieldPath(context: string | undefined, instancePath: string): string {
  const prefix = CONTEXT_PREFIX[context ?? 'body'] ?? context ?? '';
  const inner = instancePath.replace(/^\//, '').split('/').filter(Boolean).join('.');
  if (!inner) return prefix || 'body';
  return prefix ? `${prefix}.${inner}` : inner;
}

/** Fastify's own 4xx errors (body parsing, content type, size) mapped to our codes. */
const FASTIFY_CODES: Record<string, { status: number; code: AppErrorCode; field?: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', field: 'body must be valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', field: 'body must not be empty when content-type is application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', field: 'body length does not match content-length' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  // @fastify/multipart's limits: a second file, or more fields or parts than an upload has.
  FST_FILES_LIMIT: { status: 400, code: 'TOO_MANY_PARTS' },
  FST_FIELDS_LIMIT: { status: 400, code: 'TOO_MANY_PARTS' },
  FST_PARTS_LIMIT: { status: 400, code: 'TOO_MANY_PARTS' },
};

const STATUS_CODES: Record<number, AppErrorCode> = {
  400: 'VALIDATION_ERROR', 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 404: 'NOT_FOUND', 405: 'NOT_FOUND',
  409: 'CONFLICT', 413: 'PAYLOAD_TOO_LARGE', 415: 'UNSUPPORTED_MEDIA_TYPE', 429: 'RATE_LIMITED',
};

/** PostgreSQL unique_violation, from either driver (drizzle wraps it in `cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

function send(reply: FastifyReply, status: number, code: AppErrorCode, message: string, details: AppError['details']) {
  return reply.status(status).type('application/json; charset=utf-8').send({ code, message, details });
}

/** What an error means for the caller: the status and the `{ code, message, details }` it answers. */
export interface DescribedError { status: number; code: AppErrorCode; message: string; details: AppError['details'] }

/**
 * Maps any error raised while answering a request to what the caller is told (docs/product/errors.md);
 * an error the server did not expect is logged whole and described as INTERNAL_ERROR.
 */
export function describeError(error: FastifyError | Error, request: FastifyRequest): DescribedError {
  const described = (status: number, code: AppErrorCode, details: AppError['details'] = null, message = messageFor(code)) => ({ status, code, message, details });
  if (error instanceof AppError) return described(error.status, error.code, error.details, error.message);
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as FastifyError).validationContext;
    const details: FieldIssue[] = error.validation.map((v) => ({ path: fieldPath(context, v.instancePath), message: v.message ?? 'is not valid' }));
    return described(400, 'VALIDATION_ERROR', details);
  }
  // Two writers raced past the service's own check: the second one conflicts.
  if (isUniqueViolation(error)) return described(409, 'CONFLICT');
  const fastifyError = error as FastifyError;
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return described(known.status, known.code, known.field ? [{ path: 'body', message: known.field }] : null);
  const status = fastifyError.statusCode ?? 500;
  // A path parameter over the router's length limit: an invalid id like any other.
  if (status === 414) return described(400, 'VALIDATION_ERROR', [{ path: 'params', message: 'is too long' }]);
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'VALIDATION_ERROR';
    return described(status === 405 ? 404 : status, code, code === 'VALIDATION_ERROR' ? [{ path: 'request', message: fastifyError.message }] : null);
  }
  // Anything else is our fault: log it whole, tell the caller nothing about it.
  request.log.error({ err: error }, 'unhandled error');
  return described(500, 'INTERNAL_ERROR');
}

export function handleError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  return sendDescribed(reply, describeError(error, request));
}

/** Answers a described error in the portal's shape (with Retry-After on a 429 that knows it). */
export function sendDescribed(reply: FastifyReply, { status, code, message, details }: DescribedError) {
  if (status === 429 && details && 'retryAfterSeconds' in details) reply.header('retry-after', String(details.retryAfterSeconds));
  return send(reply, status, code, message, details);
}

export function sendNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 404, 'NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}`, null);
}

/**
 * Requests the HTTP parser refuses never reach Fastify's routing (a 20,000-character path, a
 * malformed request line, conflicting Content-Length and Transfer-Encoding): Node hands the raw
 * socket to this handler, which writes the same `{ code, message, details }` as everything else
 * (Fastify's default writes `{ error, statusCode }`).
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, code]: [number, string, AppErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large', 'REQUEST_HEADERS_TOO_LARGE']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout', 'MALFORMED_REQUEST']
        : [400, 'Bad Request', 'MALFORMED_REQUEST'];
  const details = code === 'MALFORMED_REQUEST' && error.code ? [{ path: 'request', message: error.code }] : null;
  const body = JSON.stringify({ code, message: messageFor(code), details });
  if (socket.writable) {
    socket.write(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
  }
  socket.destroy(error);
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

export const errorsPluginFp = fp(errorsPlugin, { name: 'errors' });
