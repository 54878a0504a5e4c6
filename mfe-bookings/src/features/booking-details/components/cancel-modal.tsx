import { Button, Form, FormActions, Modal, rules, TextAreaField, useForm } from '@freightdeck/ui';
import { cancelBooking, reloadingOnConflict } from '../api/booking';
import type { ActionModalProps } from '../types';

/** Cancelling needs a reason (CancelBookingSchema: at least 3 characters); the server records it in the history. */
export function CancelModal({ booking, onChange, onClose, onReload }: ActionModalProps) {
  const form = useForm({
    initialValues: { reason: '' },
    rules: {
      reason: [rules.required('Say why the booking is cancelled'), (v: string) => (v.trim().length < 3 ? 'Say why in at least 3 characters' : undefined)],
    },
    onSubmit: async ({ reason }) => onChange(await reloadingOnConflict(cancelBooking(booking, { reason: reason.trim() }), onReload)),
  });
  return (
    <Modal open title={`Cancel booking ${booking.ref}`} onClose={onClose}>
      <Form form={form}>
        <TextAreaField label="Reason" required maxLength={500} {...form.field('reason')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Keep booking</Button>
          <Button type="submit" variant="danger" disabled={form.submitting}>Cancel booking</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
