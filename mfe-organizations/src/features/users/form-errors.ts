import { errorMessage } from '@freightdeck/contracts';
import { errorCode, errorModal, type FormApi } from '@freightdeck/ui';

type AnyForm = Pick<FormApi<Record<string, unknown>>, 'values' | 'setErrors'>;

/**
 * A failed submit: an error code that belongs to a field (USER_ALREADY_EXISTS → the e-mail)
 * and the fields a VALIDATION_ERROR names show on those fields; anything else goes to the
 * global error modal (spec §8).
 */
export function showSubmitError(form: AnyForm, error: unknown, fieldOfCode: Record<string, string> = {}): void {
  const code = errorCode(error);
  const field = code ? fieldOfCode[code] : undefined;
  if (code && field) {
    form.setErrors({ [field]: errorMessage(code) });
    return;
  }
  const details = (error as { details?: unknown } | null)?.details;
  const issues = code === 'VALIDATION_ERROR' && Array.isArray(details)
    ? details.filter((d): d is { path: string; message: string } => typeof d?.path === 'string' && typeof d?.message === 'string' && d.path in form.values)
    : [];
  if (issues.length > 0) form.setErrors(Object.fromEntries(issues.map((i) => [i.path, i.message])));
  else errorModal.show(error);
}
