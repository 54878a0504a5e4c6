import { CONTAINER_TYPES, HANDLING_CODES, type Quotation } from '@freightdeck/contracts';
import { CARGO_TYPE_LABELS, DescriptionList, formatChargeable, formatCount, formatDate, formatVolume, formatWeight } from '@freightdeck/ui';
import { formatMode, formatMoney, formatRoute } from './format';

type Request = Pick<Quotation, 'mode' | 'seaLoad' | 'origin' | 'destination' | 'cargoReadyDate' | 'cargo' | 'totals' | 'declaredValue' | 'currency'> & { remarks?: string };

function cargoLines(q: Request): string {
  if (q.cargo.containers.length) return q.cargo.containers.map((c) => `${c.count} × ${CONTAINER_TYPES[c.type]?.name ?? c.type}, ${formatWeight(c.cargoWeightKg)} each`).join('; ');
  return q.cargo.pieces.map((p) => `${p.count} × ${p.lengthCm}×${p.widthCm}×${p.heightCm} cm, ${formatWeight(p.weightKg)} each`).join('; ');
}

/** What was asked: mode, route, ready date, cargo with its totals, declared value and remarks. */
export function RequestSummary({ quotation: q }: { quotation: Request }) {
  const { cargo, totals } = q;
  const temperature = cargo.temperature ? `${cargo.temperature.minC} to ${cargo.temperature.maxC} °C` : '';
  return (
    <DescriptionList items={[
      { term: 'Mode', value: formatMode(q.mode, q.seaLoad) },
      { term: 'Route', value: formatRoute(q.origin, q.destination) },
      { term: 'Cargo ready', value: formatDate(q.cargoReadyDate, 'date') },
      { term: 'Cargo type', value: CARGO_TYPE_LABELS[cargo.type] },
      { term: 'Commodity', value: [cargo.commodity, cargo.hsCode && `HS ${cargo.hsCode}`].filter(Boolean).join(' · ') },
      { term: 'Temperature', value: temperature },
      { term: 'Dangerous goods', value: cargo.dangerousGoods ? `${cargo.dangerousGoods.unNumber}, class ${cargo.dangerousGoods.hazardClass}` : 'None' },
      { term: 'Handling', value: cargo.handlingCodes.map((c) => `${c} (${(HANDLING_CODES as Record<string, string>)[c] ?? c})`).join(', ') },
      { term: cargo.containers.length ? 'Containers' : 'Pieces', value: cargoLines(q), wide: true },
      { term: 'Totals', value: `${formatCount(totals.pieces)} ${cargo.containers.length ? 'containers' : 'pieces'} · ${formatWeight(totals.grossWeightKg)} · ${formatVolume(totals.volumeM3)} · chargeable ${formatChargeable(totals.chargeable)}`, wide: true },
      { term: 'Declared value', value: q.declaredValue ? formatMoney(q.declaredValue.amount, q.declaredValue.currency) : '' },
      { term: 'Prices in', value: q.currency },
      ...(q.remarks ? [{ term: 'Remarks', value: q.remarks, wide: true }] : []),
    ]} />
  );
}
