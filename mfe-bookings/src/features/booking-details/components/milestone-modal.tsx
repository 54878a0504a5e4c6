import { Button, DateTimeField, Form, FormActions, Modal, TextAreaField, useForm } from '@freightdeck/ui';
import { recordMilestone, reloadingOnConflict } from '../api/booking';
import type { ActionModalProps } from '../types';
import { localNow, toInstant } from './date-time';

const TEXT = {
  depart: { title: 'Record departure', at: 'Departed at', submit: 'Depart' },
  arrive: { title: 'Record arrival', at: 'Arrived at', submit: 'Arrive' },
} as const;

/** Staff record departure or arrival (until tracking events do it): when, and remarks. */
export function MilestoneModal({ booking, onChange, onClose, onReload, milestone }: ActionModalProps & { milestone: 'depart' | 'arrive' }) {
  const text = TEXT[milestone];
  const form = useForm({
    initialValues: { at: localNow(), remarks: '' },
    rules: { at: [(v: string) => (toInstant(v) ? undefined : 'Enter a date and time')] },
    onSubmit: async ({ at, remarks }) => onChange(await reloadingOnConflict(recordMilestone(booking, milestone, { at: toInstant(at) ?? undefined, remarks: remarks.trim() }), onReload)),
  });
  return (
    <Modal open title={`${text.title}: ${booking.ref}`} onClose={onClose}>
      <Form form={form}>
        <DateTimeField label={text.at} required {...form.control('at')} />
        <TextAreaField label="Remarks" maxLength={1000} {...form.field('remarks')} />
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>{text.submit}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
