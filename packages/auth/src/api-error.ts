import { errorMessage, type ApiErrorBody } from '@freightdeck/contracts';

/**
 * A failed call (docs/product/errors.md#error-body): the server's `{ code, message, details }` and
 * the HTTP status.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly details: ApiErrorBody['details'];
  readonly status: number;

  constructor(code: string, message: string, details: ApiErrorBody['details'] = null, status = 0) {
    super(message);
    this.code = code;
    this.details = details;
    this.status = status;
  }

  /**
   * The catalogued text for the user (docs/product/errors.md#error-catalogue); unknown codes get
   * the unknown-error text.
   */
  get userMessage(): string {
    return errorMessage(this.code);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
