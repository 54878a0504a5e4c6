import { errorMessage } from '@freightdeck/contracts';
import { errorCode } from '@freightdeck/ui';
import type { ApplicationValues } from './application-values';

type Issue = { path: string; message: string };

/** The API's paths that the form holds under another name: the phone is typed in two parts. */
const FIELD_OF_PATH: Record<string, keyof ApplicationValues> = { 'administrator.phone': 'administrator.phoneNumber' };

/** Refusals whose catalogue message is the one to show on the field they name. */
const CONFLICTS = new Set(['ORGANIZATION_ALREADY_EXISTS', 'USER_ALREADY_EXISTS']);

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const issuesOf = (error: unknown): Issue[] => {
  const details = (error as { details?: unknown } | null)?.details;
  return Array.isArray(details) ? details.filter((d): d is Issue => typeof d?.path === 'string' && typeof d?.message === 'string') : [];
};

/**
 * A refused application whose details name fields (409 ORGANIZATION_ALREADY_EXISTS on
 * `company.name`, USER_ALREADY_EXISTS on `administrator.email`, 400 VALIDATION_ERROR), as the
 * VALIDATION_ERROR the form marks its fields with (and scrolls to the first); null when no
 * field of the form is named (the error modal then says what happened).
 */
export function asFieldErrors(error: unknown, values: ApplicationValues): { code: 'VALIDATION_ERROR'; details: Issue[] } | null {
  const code = errorCode(error);
  if (code !== 'VALIDATION_ERROR' && !CONFLICTS.has(code ?? '')) return null;
  const details = issuesOf(error)
    .map((issue) => ({
      path: FIELD_OF_PATH[issue.path] ?? issue.path,
      message: code === 'VALIDATION_ERROR' ? sentence(issue.message) : errorMessage(code),
    }))
    .filter((issue) => issue.path in values);
  return details.length > 0 ? { code: 'VALIDATION_ERROR', details } : null;
}
