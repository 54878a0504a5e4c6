import { CONTAINER_TYPES, HANDLING_CODES, type Booking, type HandlingCode } from '@freightdeck/contracts';
import { formatCelsius, formatNumber, formatWeight } from '../../shared';
import { Dl } from '../components/details.styles';
import { Table } from '../components/table-scroll';
import { SectionCard } from '../components/section-card';

const CARGO_TYPE_LABELS = { PARCEL: 'Parcel', GENERAL: 'General', PERISHABLE: 'Perishable', PHARMACEUTICAL: 'Pharmaceutical' } as const;

export function CargoSection({ booking }: { booking: Booking }) {
  const { cargo } = booking;
  return (
    <SectionCard title="Cargo">
      <Dl>
        <dt>Type</dt>
        <dd>{CARGO_TYPE_LABELS[cargo.type]}</dd>
        <dt>Commodity</dt>
        <dd>{cargo.commodity}{cargo.hsCode ? ` (HS ${cargo.hsCode})` : ''}</dd>
        <dt>Temperature range</dt>
        <dd>{cargo.temperature ? `${formatCelsius(cargo.temperature.minC)} to ${formatCelsius(cargo.temperature.maxC)}` : 'None'}</dd>
        <dt>Dangerous goods</dt>
        <dd>{cargo.dangerousGoods ? `${cargo.dangerousGoods.unNumber}, class ${cargo.dangerousGoods.hazardClass}` : 'None'}</dd>
        <dt>Handling codes</dt>
        <dd>{cargo.handlingCodes.length === 0 ? 'None' : cargo.handlingCodes.map((c) => `${c} (${HANDLING_CODES[c as HandlingCode] ?? c})`).join(', ')}</dd>
      </Dl>
      {cargo.pieces.length > 0 && (
        <Table aria-label="Pieces">
          <thead><tr><th data-numeric>Count</th><th>Dimensions (L × W × H cm)</th><th data-numeric>Weight each</th><th>Description</th></tr></thead>
          <tbody>
            {cargo.pieces.map((p, i) => (
              <tr key={i}>
                <td data-numeric>{p.count}</td>
                <td>{formatNumber(p.lengthCm, 1)} × {formatNumber(p.widthCm, 1)} × {formatNumber(p.heightCm, 1)}</td>
                <td data-numeric>{formatWeight(p.weightKg)}</td>
                <td>{p.description || '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {cargo.containers.length > 0 && (
        <Table aria-label="Containers">
          <thead><tr><th>Type</th><th data-numeric>Count</th><th data-numeric>Cargo weight each</th></tr></thead>
          <tbody>
            {cargo.containers.map((c, i) => (
              <tr key={i}>
                <td>{c.type} {CONTAINER_TYPES[c.type as keyof typeof CONTAINER_TYPES]?.name ?? ''}</td>
                <td data-numeric>{c.count}</td>
                <td data-numeric>{formatWeight(c.cargoWeightKg)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </SectionCard>
  );
}
