import { useState } from 'react';
import { editModeFor } from '@freightdeck/contracts';
import { Button, DatePicker, Form, FormActions, Modal, TextAreaField, TextField, useForm } from '@freightdeck/ui';
import { updateBooking } from '../api/booking';
import type { ActionModalProps } from '../types';
import { CargoEditor } from './cargo-editor';
import { Columns, Muted } from './details.styles';
import { editRules, toPatch, toValues, type EditValues } from './edit-booking-values';
import { LegsEditor } from './legs-editor';
import { NotifyPartyEditor } from './notify-party-editor';
import { PartyEditor } from './party-editor';

/**
 * One editor for both: PENDING applies the PATCH at once; CONFIRMED turns it into a revision
 * that staff approve or reject (the server decides by the booking's status).
 */
export function EditBookingModal({ booking, onChange, onClose }: ActionModalProps) {
  const revision = editModeFor(booking.status) === 'revision';
  const [unchanged, setUnchanged] = useState(false);
  const form = useForm<EditValues>({
    initialValues: toValues(booking),
    rules: editRules(booking),
    onSubmit: async (values) => {
      const patch = toPatch(booking, values);
      setUnchanged(patch === null);
      if (patch) await onChange(await updateBooking(booking, patch));
    },
  });
  return (
    <Modal open title={revision ? `Request a revision of ${booking.ref}` : `Edit booking ${booking.ref}`} onClose={onClose} style={{ maxWidth: 980 }}>
      <Form form={form}>
        {revision && <Muted>The booking is confirmed: your changes go to operations for approval.</Muted>}
        <Columns>
          <DatePicker label="Cargo-ready date" required {...form.control('cargoReadyDate')} />
          <TextField label="Customer reference" maxLength={50} {...form.field('customerReference')} />
        </Columns>
        <Columns>
          <PartyEditor form={form} name="shipper" />
          <PartyEditor form={form} name="consignee" />
          <NotifyPartyEditor form={form} />
        </Columns>
        <CargoEditor form={form} booking={booking} />
        <LegsEditor form={form} booking={booking} title={booking.mode === 'AIR' ? 'Flights' : 'Sailings'} />
        <TextAreaField label="Remarks" maxLength={2000} {...form.field('remarks')} />
        {unchanged && <Muted role="status">Nothing has changed.</Muted>}
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>{revision ? 'Request revision' : 'Save changes'}</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
