import { Button, DateTimeField, Form, FormActions, Modal, rules, TextAreaField, TextField, useForm } from '@freightdeck/ui';
import { deliverBooking, reloadingOnConflict } from '../api/booking';
import type { ActionModalProps } from '../types';
import { localNow, toInstant } from './date-time';

/** Proof of delivery (staff): who received the goods, when, and remarks. */
export function DeliverModal({ booking, onChange, onClose, onReload }: ActionModalProps) {
  const form = useForm({
    initialValues: { receivedBy: '', deliveredAt: localNow(), remarks: '' },
    rules: {
      receivedBy: [rules.required('Enter who received the goods')],
      deliveredAt: [(v: string) => (toInstant(v) ? undefined : 'Enter when the goods were delivered')],
    },
    onSubmit: async ({ receivedBy, deliveredAt, remarks }) =>
      onChange(await reloadingOnConflict(deliverBooking(booking, { receivedBy: receivedBy.trim(), deliveredAt: toInstant(deliveredAt) ?? '', remarks: remarks.trim() }), onReload)),
  });
  return (
    <Modal open title={`Proof of delivery: ${booking.ref}`} onClose={onClose}>
      <Form form={form}>
        <TextField label="Received by" required maxLength={200} {...form.field('receivedBy')} />
        <DateTimeField label="Delivered at" required {...form.control('deliveredAt')} />
        <TextAreaField label="Remarks" maxLength={1000} {...form.field('remarks')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>Record delivery</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
