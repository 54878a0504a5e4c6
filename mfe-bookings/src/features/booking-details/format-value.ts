import { formatDate } from '@freightdeck/ui';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const when = (iso: unknown) => (typeof iso === 'string' && iso ? formatDate(iso, 'dateTime') : '');

/**
 * The parts of a booking a history entry or revision can name whole (a leg, a piece, a charge
 * line, a party…), each as a person would write it rather than as JSON.
 */
const SHAPES: { test: (o: Obj) => boolean; show: (o: Obj) => string }[] = [
  {
    test: (o) => 'transportId' in o && 'from' in o && 'to' in o,
    show: (o) => [`${str(o.carrier)} ${str(o.transportId)}`.trim(), str(o.vesselName), `${str(o.from)} → ${str(o.to)}`, when(o.departureAt) && `dep ${when(o.departureAt)}`, when(o.arrivalAt) && `arr ${when(o.arrivalAt)}`]
      .filter(Boolean).join(', '),
  },
  {
    test: (o) => 'lengthCm' in o && 'weightKg' in o,
    show: (o) => `${str(o.count)} × ${str(o.lengthCm)}×${str(o.widthCm)}×${str(o.heightCm)} cm, ${str(o.weightKg)} kg each${o.description ? ` (${str(o.description)})` : ''}`,
  },
  { test: (o) => 'type' in o && 'cargoWeightKg' in o, show: (o) => `${str(o.count)} × ${str(o.type)}, ${str(o.cargoWeightKg)} kg each` },
  {
    test: (o) => 'code' in o && 'rate' in o && 'currency' in o,
    show: (o) => `${str(o.code)} ${str(o.description)}: ${str(o.quantity)} × ${str(o.rate)} ${str(o.currency)}${typeof o.amount === 'number' ? ` = ${o.amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${str(o.currency)}` : ''}`,
  },
  { test: (o) => 'company' in o && 'address' in o, show: (o) => [str(o.company), str(o.address), [str(o.postalCode), str(o.city)].filter(Boolean).join(' '), str(o.country)].filter(Boolean).join(', ') },
  { test: (o) => 'minC' in o && 'maxC' in o, show: (o) => `${str(o.minC)} to ${str(o.maxC)} °C` },
  { test: (o) => 'country' in o && 'number' in o, show: (o) => `${str(o.number)} (${str(o.country)})` },
];

/** A field value of a history entry or revision as a person reads it. */
export function formatValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map(formatValue).join('; ');
  if (isObj(value)) {
    const shape = SHAPES.find((s) => s.test(value));
    if (shape) return shape.show(value);
    return Object.entries(value).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => `${k}: ${formatValue(v)}`).join(', ');
  }
  return String(value);
}

/** `cargo.pieces.0.weightKg` → `cargo › pieces › 1 › weightKg` (positions counted from 1 for people). */
export const formatPath = (path: string): string => path.split('.').map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part)).join(' › ');
