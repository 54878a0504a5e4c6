import { ERROR_MESSAGES, type FieldIssue } from '@freightdeck/contracts';

/** Codes the API answers with: the contracts catalogue (docs/product/errors.md#error-catalogue). */
export type AppErrorCode = keyof typeof ERROR_MESSAGES;

export type ErrorDetails = FieldIssue[] | Record<string, unknown> | null;

/** A failure a caller can act on: mapped as is to `{ code, message, details }` and `status`. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: AppErrorCode,
    message?: string,
    readonly details: ErrorDetails = null,
  ) {
    super(message ?? messageFor(code));
    this.name = 'AppError';
  }
}

export function messageFor(code: AppErrorCode): string {
  return (ERROR_MESSAGES as Record<string, string>)[code] ?? ERROR_MESSAGES.INTERNAL_ERROR;
}

export const errors = {
  validation: (details: FieldIssue[], message?: string) => new AppError(400, 'VALIDATION_ERROR', message, details),
  /** 400 with a catalogue code: a request a signed-in caller can fix (never 401, which makes clients refresh). */
  badRequest: (code: AppErrorCode, message?: string) => new AppError(400, code, message),
  unauthorized: (code: AppErrorCode = 'UNAUTHORIZED', details: ErrorDetails = null) => new AppError(401, code, undefined, details),
  forbidden: () => new AppError(403, 'FORBIDDEN'),
  notFound: (message?: string) => new AppError(404, 'NOT_FOUND', message),
  conflict: (code: AppErrorCode = 'CONFLICT', message?: string) => new AppError(409, code, message),
  rateLimited: (retryAfterSeconds: number) => new AppError(429, 'RATE_LIMITED', undefined, { retryAfterSeconds }),
};
