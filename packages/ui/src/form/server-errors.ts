import { errorCode, errorModal } from '../error-modal';
import { labelOf, namedMessage, type FieldLabels } from './field-messages';

export interface FieldIssueOptions {
  /** The form's name for an API path (`administrator.phone` → `administrator.phoneNumber`). */
  fieldOf?: (path: string) => string;
  /** Whether the form has this field; a detail naming another is left to the error modal. */
  isField?: (field: string) => boolean;
  /**
   * The form's labels: a server message that follows its field ("is not served") is named as the
   * form's own are ("Consignee's city is not served", docs/product/forms.md#messages).
   */
  labels?: FieldLabels;
}

/**
 * The field messages of a `VALIDATION_ERROR` (its `details`, `{ path, message }` each), keyed by
 * the form's field name, the first message of a field kept; null when the error is of another
 * code or names none of the form's fields. The only errors a form shows on its fields
 * (docs/product/errors.md#where-errors-show).
 */
export function validationIssues(error: unknown, { fieldOf = (p) => p, isField = () => true, labels }: FieldIssueOptions = {}): Record<string, string> | null {
  if (errorCode(error) !== 'VALIDATION_ERROR') return null;
  const details = (error as { details?: unknown }).details;
  if (!Array.isArray(details)) return null;
  const found: Record<string, string> = {};
  for (const d of details as { path?: unknown; message?: unknown }[]) {
    if (typeof d?.path !== 'string' || typeof d.message !== 'string') continue;
    const field = fieldOf(d.path);
    const label = labels && (labelOf(labels, field) ?? labelOf(labels, d.path));
    if (isField(field)) found[field] ??= label ? namedMessage(label, d.message) : d.message;
  }
  return Object.keys(found).length > 0 ? found : null;
}

/**
 * The one rule for a refused form (docs/product/errors.md#where-errors-show): a `VALIDATION_ERROR`
 * naming the form's fields marks those fields (`markFields`); every other error, each catalogue
 * code included (`USER_ALREADY_EXISTS`, `ORGANIZATION_ALREADY_EXISTS`…), goes to the Error modal.
 */
export function showFormError(error: unknown, markFields: (issues: Record<string, string>) => void, options?: FieldIssueOptions): void {
  const issues = validationIssues(error, options);
  if (issues) markFields(issues);
  else errorModal.show(error);
}
