import type { FieldChange, TransportMode } from '@freightdeck/contracts';
import { BOOKING_FIELD_LABELS } from '../../shared';
import { formatPath, formatValue } from '../format-value';
import { carrierReferenceLabel } from './booking-header';
import { Table } from './table-scroll';

/** Field changes as "from → to" rows, each field by the page's label and each value in the page's format. */
export function ChangesTable({ changes, label, mode }: { changes: FieldChange[]; label: string; mode: TransportMode }) {
  if (changes.length === 0) return null;
  const labels = { ...BOOKING_FIELD_LABELS, carrierReference: { label: carrierReferenceLabel(mode) } };
  return (
    <Table aria-label={label}>
      <thead><tr><th>Field</th><th>From</th><th>To</th></tr></thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <td>{formatPath(c.path, labels)}</td>
            <td><del>{formatValue(c.from, c.path)}</del></td>
            <td><ins>{formatValue(c.to, c.path)}</ins></td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
