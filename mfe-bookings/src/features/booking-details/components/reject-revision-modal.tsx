import type { BookingRevision } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, TextAreaField, useForm } from '@freightdeck/ui';
import { decideRevision } from '../api/booking';
import type { ActionModalProps } from '../types';

/** A rejection says why (RevisionDecisionSchema: at least 3 characters); the requester reads it in the revisions. */
export function RejectRevisionModal({ booking, revision, onChange, onClose }: ActionModalProps & { revision: BookingRevision }) {
  const form = useForm({
    initialValues: { reason: '' },
    rules: { reason: [rules.required('Say why the revision is rejected'), (v: string) => (v.trim().length < 3 ? 'Say why in at least 3 characters' : undefined)] },
    onSubmit: async ({ reason }) => onChange(await decideRevision(booking, revision.id, { status: 'REJECTED', reason: reason.trim() })),
  });
  return (
    <Modal open title="Reject revision" onClose={onClose}>
      <Form form={form}>
        <TextAreaField label="Reason" required maxLength={500} {...form.field('reason')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" variant="danger" disabled={form.submitting}>Reject revision</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
