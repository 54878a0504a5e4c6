import { errorCode } from '@freightdeck/ui';
import { errorMessage } from '@freightdeck/contracts';

/**
 * A refusal that belongs to one field (ORGANIZATION_ALREADY_EXISTS on the name,
 * CONTACT_EMAIL_ALREADY_USED on the e-mail): the field shows the catalogue message and true is
 * returned. Anything else is for the form's default handling (field details or the error modal).
 */
export function showOnField<F extends string>(error: unknown, byCode: Record<string, F>, setError: (field: F, message: string) => void): boolean {
  const code = errorCode(error);
  const field = code ? byCode[code] : undefined;
  if (!field) return false;
  setError(field, errorMessage(code));
  return true;
}
