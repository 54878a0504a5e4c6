import { Button, Form, FormActions, Modal, rules, TextAreaField, useForm } from '@freightdeck/ui';
import { rejectRegistration } from '../api/registrations';
import { showDecisionError, type DecisionProps } from './decision-props';

/** A rejection says why (RejectRegistrationRequestSchema: at least 3 characters); the applicant is e-mailed the reason. */
export function RejectModal({ registration, onDecided, onStale, onClose }: DecisionProps) {
  const form = useForm({
    initialValues: { reason: '' },
    rules: {
      reason: [
        rules.required('Say why the application is rejected'),
        (v: string) => (v.trim().length < 3 ? 'Say why in at least 3 characters' : undefined),
        rules.maxLength(1000, 'Use at most 1000 characters'),
      ],
    },
    onSubmit: async ({ reason }) => {
      onDecided(await rejectRegistration(registration.id, reason.trim()));
      onClose();
    },
    onError: (error) => {
      showDecisionError(error, onStale);
      onClose();
    },
  });
  return (
    <Modal open title="Reject application" onClose={onClose}>
      <Form form={form} aria-label="Reject application">
        <p>{registration.administrator.email} is e-mailed that the application of {registration.company.name} was rejected, with this reason.</p>
        <TextAreaField label="Reason" required maxLength={1000} {...form.field('reason')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Keep pending</Button>
          <Button type="submit" variant="danger" disabled={form.submitting}>Reject application</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
