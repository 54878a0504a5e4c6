import { CHARGE_BASIS_LABELS, type ChargeLine, type DistanceMethod } from '@freightdeck/contracts';
import { Card, DescriptionList, Table, type TableColumn } from '@freightdeck/ui';
import { formatChargeable, formatCo2e, formatMoney, formatMoneyTotals, formatVolume, formatWeight } from '../../shared';
import { Note } from '../create.styles';
import type { Estimate } from '../estimate';
import type { QuotationSource } from '../from-quotation';

const km = (n: number | null) => (n === null ? '' : `${Math.round(n).toLocaleString('en')} km`);
const DISTANCE_METHODS: Record<DistanceMethod, string> = {
  GREAT_CIRCLE_PLUS_95_KM: 'great circle + 95 km',
  SEA_ROUTE: 'sea route',
  GREAT_CIRCLE_X_1_15: 'great circle × 1.15, no sea route known',
};
const COUNTING = 'Counting the sea route…';

type EstimatedLine = ChargeLine & { key: string };

const CHARGE_COLUMNS: TableColumn<EstimatedLine>[] = [
  { key: 'charge', header: 'Charge', rowHeader: true, cell: (l) => `${l.code} – ${l.description}` },
  { key: 'basis', header: 'Basis', cell: (l) => CHARGE_BASIS_LABELS[l.basis] },
  { key: 'quantity', header: 'Quantity', align: 'end', cell: (l) => l.quantity.toLocaleString('en') },
  { key: 'rate', header: 'Rate', align: 'end', cell: (l) => formatMoney(l.rate, l.currency) },
  { key: 'amount', header: 'Amount', align: 'end', cell: (l) => formatMoney(l.amount, l.currency) },
];

function ChargesTable({ lines, caption = 'Estimated charges' }: { lines: readonly ChargeLine[]; caption?: string }) {
  const rows = lines.map((l, i) => ({ ...l, key: `${l.code}-${i}` }));
  return <Table caption={caption} captionHidden columns={CHARGE_COLUMNS} rows={rows} rowKey={(l) => l.key} />;
}

/** What the booking will weigh, cost (standard tariff, indicative) and emit. */
export function EstimateCard({ estimate, totals }: { estimate: Estimate; totals: { currency: string; amount: number }[] }) {
  const { emissions, pending } = estimate;
  const method = emissions.legs[0]?.distanceMethod;
  const distance = estimate.distanceKm === null ? '' : `${km(estimate.distanceKm)}${method ? ` (${DISTANCE_METHODS[method]})` : ''}`;
  return (
    <Card title="Estimate" level={3}>
      <DescriptionList items={[
        { term: 'Gross weight', value: formatWeight(estimate.totals.grossWeightKg) },
        { term: 'Volume', value: formatVolume(estimate.totals.volumeM3) },
        { term: 'Chargeable', value: formatChargeable(estimate.totals.chargeable) },
        { term: 'Distance', value: pending ? COUNTING : distance },
        { term: 'Estimated charges', value: pending ? COUNTING : totals.length ? formatMoneyTotals(totals) : 'Not available until the route and cargo are complete' },
        { term: 'CO2e', value: pending ? COUNTING : emissions.co2eKg === null ? 'Not available without the coordinates of both ends' : formatCo2e(emissions.co2eKg) },
        { term: 'Method', value: `${emissions.method}; factors ${emissions.factorsVersion}`, wide: true },
      ]} />
      {!pending && estimate.charges.length > 0 && <ChargesTable lines={estimate.charges} />}
      <Note>Charges follow the standard tariff and are indicative; operations confirm the final charges with the booking.</Note>
    </Card>
  );
}

/**
 * A booking of a quotation: the charges are the quoted option's, kept as they are (the API books
 * them with `chargesSource` QUOTATION), so the review shows those with their breakdown and says
 * where they come from; the standard tariff's estimate would be a second, wrong price.
 */
export function QuotedChargesCard({ quotation, estimate }: { quotation: QuotationSource; estimate: Estimate }) {
  const { option } = quotation;
  // The option's CO2e counts its legs as the booking will; the estimate's when it has none.
  const co2eKg = option?.co2eKg ?? estimate.emissions.co2eKg;
  return (
    <Card title="Quoted charges" level={3}>
      <Note role="note">These charges come from quotation {quotation.ref}{option ? ` (${option.carrierName}, ${option.routing})` : ''}.</Note>
      <DescriptionList items={[
        { term: 'Gross weight', value: formatWeight(estimate.totals.grossWeightKg) },
        { term: 'Volume', value: formatVolume(estimate.totals.volumeM3) },
        { term: 'Chargeable', value: formatChargeable(estimate.totals.chargeable) },
        { term: 'Quoted total', value: option ? formatMoney(option.total.amount, option.total.currency) : 'The quoted option could not be found' },
        { term: 'CO2e', value: co2eKg !== null ? formatCo2e(co2eKg) : estimate.pending ? COUNTING : 'Not available without the coordinates of both ends' },
      ]} />
      {option && option.charges.length > 0 && <ChargesTable lines={option.charges} caption={`Charges of quotation ${quotation.ref}`} />}
    </Card>
  );
}
