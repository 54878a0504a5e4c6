import { CHARGE_BASIS_LABELS } from '@freightdeck/contracts';
import { chargesNote, formatMoney, formatNumber } from '../../shared';
import { Note, Table } from './print.styles';
import type { PrintCharges } from './printable';

export function ChargesSection({ charges }: { charges: PrintCharges }) {
  return (
    <section aria-labelledby="print-charges">
      <h2 id="print-charges">Charges</h2>
      {charges.charges.length === 0 ? (
        <Note>No charges yet.</Note>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Description</th>
              <th scope="col">Basis</th>
              <th scope="col" data-num>Quantity</th>
              <th scope="col" data-num>Rate</th>
              <th scope="col" data-num>Amount</th>
            </tr>
          </thead>
          <tbody>
            {charges.charges.map((line, i) => (
              <tr key={`${line.code}-${i}`}>
                <td>{line.code}</td>
                <td>{line.description}</td>
                <td>{CHARGE_BASIS_LABELS[line.basis]}</td>
                <td data-num>{formatNumber(line.quantity, 3)}</td>
                <td data-num>{formatNumber(line.rate, 4)}</td>
                <td data-num>{formatMoney(line.amount, line.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {/* One total per currency: amounts in different currencies are never added up. */}
            {charges.chargeTotals.map((total) => (
              <tr key={total.currency}>
                <th scope="row" colSpan={5}>Total</th>
                <td data-num>{formatMoney(total.amount, total.currency)}</td>
              </tr>
            ))}
          </tfoot>
        </Table>
      )}
      <Note>{chargesNote(charges)}</Note>
    </section>
  );
}
