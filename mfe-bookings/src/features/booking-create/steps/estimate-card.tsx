import { CHARGE_BASIS_LABELS, type ChargeLine } from '@freightdeck/contracts';
import { Card, DescriptionList, Table, type TableColumn } from '@freightdeck/ui';
import { formatChargeable, formatCo2e, formatMoney, formatMoneyTotals, formatVolume, formatWeight } from '../../shared';
import { Note } from '../create.styles';
import type { Estimate } from '../estimate';

const km = (n: number | null) => (n === null ? '' : `${Math.round(n).toLocaleString('en')} km`);

type EstimatedLine = ChargeLine & { key: string };

const CHARGE_COLUMNS: TableColumn<EstimatedLine>[] = [
  { key: 'charge', header: 'Charge', rowHeader: true, cell: (l) => `${l.code} – ${l.description}` },
  { key: 'basis', header: 'Basis', cell: (l) => CHARGE_BASIS_LABELS[l.basis] },
  { key: 'quantity', header: 'Quantity', align: 'end', cell: (l) => l.quantity.toLocaleString('en') },
  { key: 'rate', header: 'Rate', align: 'end', cell: (l) => formatMoney(l.rate, l.currency) },
  { key: 'amount', header: 'Amount', align: 'end', cell: (l) => formatMoney(l.amount, l.currency) },
];

function ChargesTable({ lines }: { lines: ChargeLine[] }) {
  const rows = lines.map((l, i) => ({ ...l, key: `${l.code}-${i}` }));
  return <Table caption="Estimated charges" captionHidden columns={CHARGE_COLUMNS} rows={rows} rowKey={(l) => l.key} />;
}

/** What the booking will weigh, cost (standard tariff, indicative) and emit. */
export function EstimateCard({ estimate, totals }: { estimate: Estimate; totals: { currency: string; amount: number }[] }) {
  const { emissions } = estimate;
  return (
    <Card title="Estimate" level={3}>
      <DescriptionList items={[
        { term: 'Gross weight', value: formatWeight(estimate.totals.grossWeightKg) },
        { term: 'Volume', value: formatVolume(estimate.totals.volumeM3) },
        { term: 'Chargeable', value: formatChargeable(estimate.totals.chargeable) },
        { term: 'Distance', value: km(estimate.distanceKm) },
        { term: 'Estimated charges', value: totals.length ? formatMoneyTotals(totals) : 'Not available until the route and cargo are complete' },
        { term: 'CO2e', value: emissions.co2eKg === null ? 'Not available without the coordinates of both ends' : formatCo2e(emissions.co2eKg) },
        { term: 'Method', value: `${emissions.method}; factors ${emissions.factorsVersion}`, wide: true },
      ]} />
      {estimate.charges.length > 0 && <ChargesTable lines={estimate.charges} />}
      <Note>Charges follow the standard tariff and are indicative; operations confirm the final charges with the booking.</Note>
    </Card>
  );
}
