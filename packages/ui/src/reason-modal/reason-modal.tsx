import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Button } from '../button';
import { Form, FormActions, rules, useForm, type Rule } from '../form';
import { Modal } from '../modal';
import { TextAreaField } from '../text-field';

type Values = { reason: string };

export type ReasonModalProps = Omit<ComponentPropsWithRef<'div'>, 'title' | 'onSubmit' | 'onError'> & {
  /** The dialog's title and accessible name: "Cancel booking FD-AIR-0042". */
  title: string;
  /** Names the form too (a form landmark), when the title names the thing rather than the act. */
  formLabel?: string;
  /** A sentence above the field on what the decision does (who is told, what stops). */
  children?: ReactNode;
  /** The field's label (default "Reason"). */
  label?: string;
  /** The error when no reason is given: "Say why the booking is cancelled". */
  requiredMessage: string;
  /** The fewest characters the server takes, trimmed (none unless told). */
  minLength?: number;
  /** The most characters the server takes (default 500). */
  maxLength?: number;
  /** The button that acts, shown as dangerous: "Cancel booking". */
  confirmLabel: string;
  /** The button that closes without acting: "Keep booking". */
  keepLabel: string;
  /** Called with the trimmed reason; a failure shows as any form's does, unless `onError` takes it. */
  onSubmit: (reason: string) => unknown;
  onError?: (error: unknown) => void;
  onClose: () => void;
};

/**
 * A decision that needs a reason in words (cancel a booking, suspend an organization, reject a
 * registration or a revision): a modal with one labelled text field, checked on submit, and a
 * dangerous confirm button. Focus moves to the field when it opens (as every Modal does).
 */
export function ReasonModal({
  title, formLabel, children, label = 'Reason', requiredMessage, minLength, maxLength = 500,
  confirmLabel, keepLabel, onSubmit, onError, onClose, ...props
}: ReasonModalProps) {
  const reasonRules: Rule<Values, string>[] = [rules.required(requiredMessage)];
  if (minLength) reasonRules.push((v) => (v.trim().length < minLength ? `Say why in at least ${minLength} characters` : undefined));
  reasonRules.push(rules.maxLength(maxLength, `Use at most ${maxLength} characters`));
  const form = useForm<Values>({
    initialValues: { reason: '' },
    rules: { reason: reasonRules },
    onSubmit: ({ reason }) => onSubmit(reason.trim()),
    onError,
  });
  return (
    <Modal open title={title} onClose={onClose} {...props}>
      <Form form={form} aria-label={formLabel}>
        {children && <p>{children}</p>}
        <TextAreaField label={label} required maxLength={maxLength} {...form.field('reason')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>{keepLabel}</Button>
          <Button type="submit" variant="danger" disabled={form.submitting}>{confirmLabel}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
