import { CONTAINER_TYPES, HANDLING_CODES, type Cargo } from '@freightdeck/contracts';
import { formatChargeable, formatCount, formatNumber, formatTemperatureRange, formatVolume, formatWeight, orDash } from '../../shared';
import { Facts, Table } from './print.styles';
import type { PrintableBooking } from './printable';

type Totals = PrintableBooking['totals'];

const CARGO_TYPE_LABELS: Record<string, string> = { PARCEL: 'Parcel', GENERAL: 'General cargo', PERISHABLE: 'Perishable', PHARMACEUTICAL: 'Pharmaceutical' };

function handlingText(codes: string[]): string {
  if (codes.length === 0) return '—';
  return codes.map((code) => `${code} (${HANDLING_CODES[code as keyof typeof HANDLING_CODES] ?? code})`).join(', ');
}

function Pieces({ cargo }: { cargo: Cargo }) {
  return (
    <Table>
      <caption>Pieces</caption>
      <thead>
        <tr>
          <th scope="col" data-num>Count</th>
          <th scope="col">Dimensions (L × W × H cm)</th>
          <th scope="col" data-num>Weight per piece (kg)</th>
          <th scope="col">Description</th>
        </tr>
      </thead>
      <tbody>
        {cargo.pieces.map((p, i) => (
          <tr key={i}>
            <td data-num>{p.count}</td>
            <td>{p.lengthCm} × {p.widthCm} × {p.heightCm}</td>
            <td data-num>{formatNumber(p.weightKg, 1)}</td>
            <td>{orDash(p.description)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function Containers({ cargo }: { cargo: Cargo }) {
  return (
    <Table>
      <caption>Containers</caption>
      <thead>
        <tr>
          <th scope="col">Type</th>
          <th scope="col" data-num>Count</th>
          <th scope="col" data-num>Cargo weight per container (kg)</th>
        </tr>
      </thead>
      <tbody>
        {cargo.containers.map((c, i) => (
          <tr key={i}>
            <td>{c.type} · {CONTAINER_TYPES[c.type]?.name ?? ''}</td>
            <td data-num>{c.count}</td>
            <td data-num>{formatNumber(c.cargoWeightKg, 1)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function TotalsFacts({ totals }: { totals: Totals }) {
  return (
    // The group around the list, not on it: a dl with a role loses its terms (axe: dlitem).
    <div role="group" aria-label="Cargo totals">
      <Facts>
        <div><dt>Pieces</dt><dd>{formatCount(totals.pieces)}</dd></div>
        <div><dt>Gross weight</dt><dd>{formatWeight(totals.grossWeightKg)}</dd></div>
        <div><dt>Volume</dt><dd>{formatVolume(totals.volumeM3)}</dd></div>
        <div><dt>Chargeable weight</dt><dd>{formatChargeable(totals.chargeable)}</dd></div>
        {totals.teu > 0 && <div><dt>TEU</dt><dd>{formatCount(totals.teu)}</dd></div>}
      </Facts>
    </div>
  );
}

export function CargoSection({ cargo, totals }: { cargo: Cargo; totals: Totals }) {
  const dg = cargo.dangerousGoods;
  return (
    <section aria-labelledby="print-cargo">
      <h2 id="print-cargo">Cargo</h2>
      <Facts>
        <div><dt>Type</dt><dd>{CARGO_TYPE_LABELS[cargo.type] ?? cargo.type}</dd></div>
        <div><dt>Commodity</dt><dd>{cargo.commodity}</dd></div>
        <div><dt>HS code</dt><dd>{orDash(cargo.hsCode)}</dd></div>
        <div><dt>Dangerous goods</dt><dd>{dg ? `${dg.unNumber}, class ${dg.hazardClass}` : 'None'}</dd></div>
        <div><dt>Temperature range</dt><dd>{formatTemperatureRange(cargo.temperature)}</dd></div>
        <div><dt>Handling codes</dt><dd>{handlingText(cargo.handlingCodes)}</dd></div>
      </Facts>
      {cargo.containers.length > 0 ? <Containers cargo={cargo} /> : <Pieces cargo={cargo} />}
      <TotalsFacts totals={totals} />
    </section>
  );
}
