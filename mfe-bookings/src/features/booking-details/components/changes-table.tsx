import type { FieldChange } from '@freightdeck/contracts';
import { formatPath, formatValue } from '../format-value';
import { Table } from './details.styles';

/** Field changes as "from → to" rows. */
export function ChangesTable({ changes, label }: { changes: FieldChange[]; label: string }) {
  if (changes.length === 0) return null;
  return (
    <Table aria-label={label}>
      <thead><tr><th>Field</th><th>From</th><th>To</th></tr></thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.path}>
            <td>{formatPath(c.path)}</td>
            <td><del>{formatValue(c.from)}</del></td>
            <td><ins>{formatValue(c.to)}</ins></td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
