import { useState } from 'react';
import { CHARGE_BASIS_LABELS } from '@freightdeck/contracts';
import { Button } from '@freightdeck/ui';
import { chargesNote, formatMoney, formatNumber } from '../../shared';
import { ChargesEditorModal } from '../components/charges-editor-modal';
import { Muted } from '../components/details.styles';
import { Table } from '../components/table-scroll';
import { SectionCard } from '../components/section-card';
import type { SectionProps } from '../types';

/** The charge lines; staff with `editCharges` set the final ones here. */
export function ChargesSection({ booking, onChange }: SectionProps) {
  const [editing, setEditing] = useState(false);
  const done = async (next?: Parameters<typeof onChange>[0]) => {
    setEditing(false);
    await onChange(next);
  };
  const editable = booking.allowedActions.includes('editCharges');
  return (
    <SectionCard title="Charges" actions={editable && <Button variant="secondary" onClick={() => setEditing(true)}>Edit charges</Button>}>
      {editing && <ChargesEditorModal booking={booking} onChange={done} onClose={() => setEditing(false)} />}
      <Muted>{chargesNote(booking)}</Muted>
      {booking.charges.length > 0 && (
        <Table aria-label="Charge lines">
          <thead>
            <tr><th>Code</th><th>Description</th><th>Basis</th><th data-numeric>Quantity</th><th data-numeric>Rate</th><th data-numeric>Amount</th></tr>
          </thead>
          <tbody>
            {booking.charges.map((line, i) => (
              <tr key={i}>
                <td>{line.code}</td>
                <td>{line.description}</td>
                <td>{CHARGE_BASIS_LABELS[line.basis]}</td>
                <td data-numeric>{formatNumber(line.quantity)}</td>
                <td data-numeric>{formatNumber(line.rate, 4)}</td>
                <td data-numeric>{formatMoney(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {booking.chargeTotals.map((total) => (
              <tr key={total.currency}>
                <th colSpan={5} scope="row">Total {total.currency}</th>
                <td data-numeric>{formatMoney(total.amount, total.currency)}</td>
              </tr>
            ))}
          </tfoot>
        </Table>
      )}
    </SectionCard>
  );
}
