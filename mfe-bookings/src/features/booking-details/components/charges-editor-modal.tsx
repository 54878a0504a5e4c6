import { Fragment } from 'react';
import { chargeTotals, FREIGHT_CHARGE_CODE } from '@freightdeck/contracts';
import { Button, Form, FormActions, Modal, useForm } from '@freightdeck/ui';
import { formatMoney } from '../../shared';
import { updateBooking } from '../api/booking';
import type { ActionModalProps } from '../types';
import { ChargeLineEditor } from './charge-line-editor';
import {
  CHARGE_FIELDS, chargeCount, chargeLinesOf, chargeRules, emptyCharge, MAX_CHARGE_LINES, toChargesPatch, toChargeValues,
} from './charges-values';
import { Dl, Muted, Row } from './details.styles';
import { addLine, removeLine, type FlatValues } from './line-values';

/**
 * Staff set the final charges (`editCharges`): the whole list replaces the booking's with
 * `PATCH { charges, expectedVersion }`, and the server marks them as set by operations.
 * Amounts and totals follow the typing; the server computes them again the same way.
 */
export function ChargesEditorModal({ booking, onChange, onClose }: ActionModalProps) {
  const form = useForm<FlatValues>({
    initialValues: toChargeValues(booking),
    rules: chargeRules(),
    onSubmit: async (values) => {
      await onChange(await updateBooking(booking, toChargesPatch(booking, values)));
    },
  });
  const lines = chargeLinesOf(form.values);
  const totals = chargeTotals(lines);
  const currency = lines.at(-1)?.currency || booking.chargeTotals[0]?.currency || 'USD';
  const full = chargeCount(form.values) >= MAX_CHARGE_LINES;
  return (
    <Modal open title={`Charges of ${booking.ref}`} onClose={onClose} style={{ maxWidth: 1100 }}>
      <Form form={form}>
        {lines.length === 0 && <Muted>No charge lines: add the freight and the surcharges.</Muted>}
        {lines.map((line, i) => (
          <ChargeLineEditor key={i} form={form} index={i} line={line} onRemove={() => removeLine(form, 'charges', 'code', i, CHARGE_FIELDS)} />
        ))}
        <Row>
          <Button variant="secondary" disabled={full} onClick={() => addLine(form, 'charges', 'code', emptyCharge(currency))}>Add charge</Button>
          <Button variant="secondary" disabled={full} onClick={() => addLine(form, 'charges', 'code', { ...emptyCharge(currency, FREIGHT_CHARGE_CODE), basis: 'PER_KG' })}>Add freight line</Button>
        </Row>
        <Dl aria-label="Totals per currency">
          {totals.map((t) => (
            <Fragment key={t.currency}>
              <dt>Total {t.currency}</dt>
              <dd>{formatMoney(t.amount, t.currency)}</dd>
            </Fragment>
          ))}
        </Dl>
        <FormActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          <Button type="submit" disabled={form.submitting}>Save charges</Button>
        </FormActions>
      </Form>
    </Modal>
  );
}
