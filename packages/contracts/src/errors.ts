/** Error codes and their user-facing messages (docs/product/errors.md#error-catalogue). */
export const ERROR_MESSAGES = {
  INVALID_CREDENTIAL: 'Invalid email or password',
  INVALID_RESET_PASSWORD_TOKEN: 'Invalid reset password token',
  INVALID_TWO_FA_TOKEN: 'Invalid verification code',
  INVALID_ACTIVATION_TOKEN: 'Invalid invitation, please verify the link with invitation email',
  RESET_PASSWORD_TOKEN_EXPIRED: 'Reset password link expired, please submit a new request',
  TWO_FA_TOKEN_EXPIRED: 'Verification code expired, please click "Resend" to obtain new code',
  ACTIVATION_TOKEN_EXPIRED: 'Your invitation has been expired, please contact us to get a new invitation',
  INVALID_PASSWORD: 'Current password not matched',
  NOTHING_TO_CHANGE: 'No valid changes applied',
  CONTACT_EMAIL_ALREADY_USED: 'The email already used by other contact',
  USER_ALREADY_EXISTS: 'User already exists',
  INVALID_REGISTRATION_TOKEN: 'Invalid registration link, please verify the link with email',
  REGISTRATION_TOKEN_EXPIRED: 'This registration link has been expired, please contact us to get a new link',
  DATA_LOGGER_ALREADY_EXISTS: 'This data logger already added',
  // The API's own codes: the server always sends a message; these are the browser's wording.
  VALIDATION_ERROR: 'Some fields are not valid',
  UNAUTHORIZED: 'Please sign in again',
  INVALID_ACCESS_TOKEN: 'Your session has expired, please sign in again',
  INVALID_REFRESH_TOKEN: 'Your session has expired, please sign in again',
  FORBIDDEN: 'You do not have permission to do this',
  NOT_FOUND: 'Not found',
  CONFLICT: 'This change conflicts with the current state, please reload',
  INVALID_STATUS_TRANSITION: 'This action is not possible in the current status',
  PAYLOAD_TOO_LARGE: 'The upload is too large',
  UNSUPPORTED_MEDIA_TYPE: 'This kind of content is not accepted here',
  RATE_LIMITED: 'Too many attempts, please wait a moment and try again',
  ORGANIZATION_ALREADY_EXISTS: 'An organization with this name already exists',
  ORGANIZATION_SUSPENDED: 'This organization is suspended, please contact us',
  ROLE_ALREADY_EXISTS: 'A role with this name already exists in the organization',
  ROLE_IN_USE: 'This role is still assigned to users',
  TOO_MANY_PARTS: 'Send one file and its type, nothing more',
  MALFORMED_REQUEST: 'The request is not valid HTTP',
  REQUEST_HEADERS_TOO_LARGE: 'The address or the headers of the request are too long',
  QUOTATION_EXPIRED: 'This quotation has expired, please request a new one',
  RATE_CARD_ALREADY_EXISTS: 'A rate card with this reference already exists',
  INTERNAL_ERROR: 'Unknown error, please contact us for assistance.',
} as const;

export type ErrorCode = keyof typeof ERROR_MESSAGES;

export const UNKNOWN_ERROR_MESSAGE = 'Unknown error, please contact us for assistance.';

/** Codes the catalogue maps to a message; any other shows the unknown-error text. */
const CATALOGUED = new Set<string>(Object.keys(ERROR_MESSAGES));

export function errorMessage(code: string | null | undefined): string {
  if (!code || !CATALOGUED.has(code)) return UNKNOWN_ERROR_MESSAGE;
  return ERROR_MESSAGES[code as ErrorCode];
}

/** One field that failed validation: `path` is dotted (`legs.0.carrier`), `message` says why. */
export interface FieldIssue {
  path: string;
  message: string;
}

/** Every failed API response: `{ code, message, details }`. */
export interface ApiErrorBody {
  code: string;
  message: string;
  details: FieldIssue[] | Record<string, unknown> | null;
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  return (
    typeof value === 'object' && value !== null &&
    typeof (value as ApiErrorBody).code === 'string' &&
    typeof (value as ApiErrorBody).message === 'string'
  );
}
