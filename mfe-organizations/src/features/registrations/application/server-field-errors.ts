import { validationIssues } from '@freightdeck/ui';
import type { ApplicationValues } from './application-values';

type Issue = { path: string; message: string };

/** The API's paths that the form holds under another name: the phone is typed in two parts. */
const FIELD_OF_PATH: Record<string, keyof ApplicationValues> = { 'administrator.phone': 'administrator.phoneNumber' };

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A refused application's VALIDATION_ERROR with the API's paths renamed to the form's fields and
 * each message a sentence, for useForm to mark them (and scroll to the first); null when it names
 * no field of the form. A catalogue refusal (ORGANIZATION_ALREADY_EXISTS, USER_ALREADY_EXISTS)
 * is not a field error: it goes to the Error modal, as in every form
 * (docs/product/errors.md#where-errors-show).
 */
export function asFieldErrors(error: unknown, values: ApplicationValues): { code: 'VALIDATION_ERROR'; details: Issue[] } | null {
  const issues = validationIssues(error, { fieldOf: (path) => FIELD_OF_PATH[path] ?? path, isField: (field) => field in values });
  if (!issues) return null;
  return { code: 'VALIDATION_ERROR', details: Object.entries(issues).map(([path, message]) => ({ path, message: sentence(message) })) };
}
