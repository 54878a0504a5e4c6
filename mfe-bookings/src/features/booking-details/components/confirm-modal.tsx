import { airWaybillProblem, parseAirWaybill } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, rules, TextField, useForm } from '@freightdeck/ui';
import { confirmBooking, reloadingOnConflict } from '../api/booking';
import type { ActionModalProps } from '../types';
import { carrierReferenceLabel } from './booking-header';
import { LegsEditor } from './legs-editor';
import { legCount, legRules, proposedLegs, toLegs, toLegValues } from './legs-values';
import type { FlatValues } from './line-values';

const AWB_PROBLEMS = {
  FORMAT: 'Enter 11 digits: the 3-digit airline prefix and the 8-digit serial (e.g. 020-12345675)',
  CHECK_DIGIT: 'The last digit does not match: it must be the first seven serial digits mod 7',
} as const;

/**
 * Staff confirm and assign the carrier reference. An air waybill is checked here (check digit,
 * docs/product/freight.md#air-waybill-numbers) before the call; the server checks again and its
 * refusal shows on the field or in the error modal. They may add the flights or sailings booked
 * (`legs`, replacing the requested ones), pre-filled from the request; without any, the booking
 * keeps its legs.
 */
export function ConfirmModal({ booking, onChange, onClose, onReload }: ActionModalProps) {
  const air = booking.mode === 'AIR';
  const label = carrierReferenceLabel(booking.mode);
  const form = useForm<FlatValues>({
    initialValues: { carrierReference: '' },
    rules: {
      carrierReference: [
        rules.required(`Enter the ${label.toLowerCase()}`),
        (v: string) => {
          if (air) {
            const problem = airWaybillProblem(v);
            return problem ? AWB_PROBLEMS[problem] : undefined;
          }
          return v.trim().length < 4 ? 'Enter at least 4 characters' : undefined;
        },
      ],
      ...legRules(booking.mode, booking.origin, booking.destination),
    },
    onSubmit: async (values) => {
      const { carrierReference = '' } = values;
      const value = air ? parseAirWaybill(carrierReference)?.formatted ?? carrierReference : carrierReference.trim();
      const legs = legCount(values) > 0 ? { legs: toLegs(values) } : {};
      await onChange(await reloadingOnConflict(confirmBooking(booking, { carrierReference: value, ...legs }), onReload));
    },
  });
  const what = air ? 'flights' : 'sailings';
  const addBooked = () => {
    for (const [key, value] of Object.entries(toLegValues(proposedLegs(booking)))) form.setValue(key, value);
  };
  return (
    <Modal open title={`Confirm booking ${booking.ref}`} onClose={onClose} style={legCount(form.values) ? { maxWidth: 880 } : undefined}>
      <Form form={form}>
        <TextField label={label} required autoComplete="off" {...form.field('carrierReference')} />
        {legCount(form.values) > 0
          ? <LegsEditor form={form} booking={booking} title={`Booked ${what}`} />
          : <Button variant="secondary" onClick={addBooked}>Add the booked {what}</Button>}
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>Confirm</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
