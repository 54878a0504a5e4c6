import { useState } from 'react';
import { isApiError } from '@freightdeck/auth';
import type { SharedBooking } from '@freightdeck/contracts';
import { Button, Form, FormActions, TextField, rules, useForm, validationIssues } from '@freightdeck/ui';
import { confirmReceipt } from '../api/confirm-receipt';
import { isInvalidLink } from '../components/link-problem';
import { InlineError } from './delivery.styles';

type Values = { receivedBy: string; remarks: string };

/** Field errors of a `VALIDATION_ERROR` that name this form's fields. */
const fieldErrors = (error: unknown): Partial<Values> | null =>
  validationIssues(error, { isField: (field) => field === 'receivedBy' || field === 'remarks' });

export function receiptProblem(error: unknown): string {
  if (!isApiError(error)) return 'Unknown error, please contact us for assistance.';
  if (error.status === 0) return 'Freightdeck could not be reached. Check your connection and try again.';
  // Field errors were handled before; a 400 left over is about the token in the path.
  if (isInvalidLink(error)) return 'This link is not valid or has expired, so receipt cannot be confirmed through it. Ask the sender for a new link.';
  if (error.status === 409) return 'Receipt can no longer be confirmed through this link: it was confirmed already, or the shipment’s status changed. The page now shows the booking as it is.';
  return error.userMessage;
}

export interface ReceiptFormProps {
  token: string;
  onConfirmed: (booking: SharedBooking) => void;
  /** The booking changed under the form (409): load it again. */
  onStale: () => void;
}

/**
 * The consignee confirms receipt. Errors stay inline beside the form rather than in the
 * shell's error modal: the visitor is outside the portal, the message is about this form, and
 * what they typed stays in place for another try.
 */
export function ReceiptForm({ token, onConfirmed, onStale }: ReceiptFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { receivedBy: '', remarks: '' },
    rules: {
      receivedBy: [rules.required('Enter the name of the person who received the goods'), rules.maxLength(200, 'Use at most 200 characters')],
      remarks: [rules.maxLength(1000, 'Use at most 1,000 characters')],
    },
    onSubmit: async (values) => {
      setProblem(null);
      onConfirmed(await confirmReceipt(token, values));
    },
    onError: (error) => {
      const fields = fieldErrors(error);
      if (fields) return form.setErrors(fields);
      setProblem(receiptProblem(error));
      if (isApiError(error) && error.status === 409) onStale();
    },
  });
  return (
    <Form form={form} aria-label="Confirm receipt">
      <TextField label="Received by" autoComplete="name" required {...form.field('receivedBy')} />
      <TextField label="Remarks (optional)" {...form.field('remarks')} />
      {problem && <InlineError role="alert">{problem}</InlineError>}
      <FormActions>
        <Button type="submit" disabled={form.submitting}>{form.submitting ? 'Confirming…' : 'Confirm receipt'}</Button>
      </FormActions>
    </Form>
  );
}
