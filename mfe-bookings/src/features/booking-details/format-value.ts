import { CARGO_TYPES } from '@freightdeck/contracts';
import {
  CARGO_TYPE_LABELS, formatCountry, formatDay, formatInstant, formatMoney, formatNumber, formatPhone, formatPlaceTime, formatWeight,
  labelKey, labelOf, type FieldLabels,
} from '@freightdeck/ui';
import { BOOKING_FIELD_LABELS, formatCelsius, formatTemperatureRange, MODE_LABELS, statusLabel } from '../shared';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const num = (v: unknown) => (typeof v === 'number' ? formatNumber(v, 3) : str(v));
const kg = (v: unknown) => (typeof v === 'number' ? formatWeight(v) : str(v));
const placeTime = (iso: unknown) => (typeof iso === 'string' && iso ? formatPlaceTime(iso) : '');
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const CHARGES_SOURCE_LABELS: Record<string, string> = { STANDARD_TARIFF: 'Standard tariff', QUOTATION: 'The quotation', OPERATIONS: 'Operations' };

/**
 * The parts of a booking a history entry or revision can name whole (a leg, a piece, a charge
 * line, a party…), each as the rest of the page writes it rather than as JSON.
 */
const SHAPES: { test: (o: Obj) => boolean; show: (o: Obj) => string }[] = [
  {
    test: (o) => 'transportId' in o && 'from' in o && 'to' in o,
    show: (o) => [`${str(o.carrier)} ${str(o.transportId)}`.trim(), str(o.vesselName), `${str(o.from)} → ${str(o.to)}`, placeTime(o.departureAt) && `dep ${placeTime(o.departureAt)}`, placeTime(o.arrivalAt) && `arr ${placeTime(o.arrivalAt)}`]
      .filter(Boolean).join(', '),
  },
  {
    test: (o) => 'lengthCm' in o && 'weightKg' in o,
    show: (o) => `${num(o.count)} × ${num(o.lengthCm)} × ${num(o.widthCm)} × ${num(o.heightCm)} cm, ${kg(o.weightKg)} each${o.description ? ` (${str(o.description)})` : ''}`,
  },
  { test: (o) => 'type' in o && 'cargoWeightKg' in o, show: (o) => `${num(o.count)} × ${str(o.type)}, ${kg(o.cargoWeightKg)} each` },
  {
    test: (o) => 'code' in o && 'rate' in o && 'currency' in o,
    show: (o) => `${str(o.code)} ${str(o.description)}: ${num(o.quantity)} × ${typeof o.rate === 'number' ? formatMoney(o.rate, str(o.currency)) : str(o.rate)}${typeof o.amount === 'number' ? ` = ${formatMoney(o.amount, str(o.currency))}` : ''}`,
  },
  {
    test: (o) => 'company' in o && 'address' in o,
    show: (o) => [str(o.company), str(o.contactName), str(o.email), isObj(o.phone) ? formatPhone(o.phone as { country: string; number: string }) : '', str(o.address), [str(o.postalCode), str(o.city)].filter(Boolean).join(' '), o.country ? formatCountry(str(o.country)) : '']
      .filter(Boolean).join(', '),
  },
  { test: (o) => 'minC' in o && 'maxC' in o && typeof o.minC === 'number' && typeof o.maxC === 'number', show: (o) => formatTemperatureRange({ minC: o.minC as number, maxC: o.maxC as number }) },
  { test: (o) => 'country' in o && 'number' in o, show: (o) => formatPhone({ country: str(o.country), number: str(o.number) }) },
  { test: (o) => 'unNumber' in o && 'hazardClass' in o, show: (o) => `${str(o.unNumber)}, class ${str(o.hazardClass)}` },
];

/** A leaf value by the field it belongs to (the last part of its path), in the page's format. */
const BY_FIELD: Record<string, (v: unknown) => string> = {
  weightKg: kg, cargoWeightKg: kg,
  lengthCm: (v) => `${num(v)} cm`, widthCm: (v) => `${num(v)} cm`, heightCm: (v) => `${num(v)} cm`,
  minC: (v) => (typeof v === 'number' ? formatCelsius(v) : str(v)), maxC: (v) => (typeof v === 'number' ? formatCelsius(v) : str(v)),
  departureAt: placeTime, arrivalAt: placeTime,
  cargoReadyDate: (v) => formatDay(str(v)),
  country: (v) => formatCountry(str(v)),
  mode: (v) => MODE_LABELS[v as 'AIR' | 'SEA'] ?? str(v),
  status: (v) => statusLabel(str(v)),
  type: (v) => ((CARGO_TYPES as readonly string[]).includes(str(v)) ? CARGO_TYPE_LABELS[v as keyof typeof CARGO_TYPE_LABELS] : str(v)),
  chargesSource: (v) => CHARGES_SOURCE_LABELS[str(v)] ?? str(v),
};

/** A field value of a history entry or revision as the page writes it; `path` picks the format of a leaf. */
export function formatValue(value: unknown, path = ''): string {
  if (value === null || value === undefined || value === '') return '—';
  const field = path.split('.').at(-1) ?? '';
  const byField = BY_FIELD[field];
  if (byField && !isObj(value) && !Array.isArray(value)) return byField(value) || '—';
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? formatInstant(value) : value;
  if (typeof value === 'number') return formatNumber(value, 3);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length === 0 ? 'none' : value.map((v) => formatValue(v)).join('; ');
  if (isObj(value)) {
    const shape = SHAPES.find((s) => s.test(value));
    if (shape) return shape.show(value);
    return Object.entries(value).filter(([, v]) => v !== null && v !== '' && !(Array.isArray(v) && v.length === 0))
      .map(([k, v]) => `${labelOf(BOOKING_FIELD_LABELS, path ? `${path}.${k}` : k)?.label ?? k}: ${formatValue(v, k)}`).join(', ');
  }
  return String(value);
}

/**
 * A changed field by the page's label, with its line: `cargo.pieces.0.weightKg` → "Weight per
 * piece (kg), line 1"; `legs.1.departureAt` → "Departure, leg 2". `labels` overrides a few for
 * the booking at hand (the carrier reference is an air waybill for air).
 */
export function formatPath(path: string, labels: FieldLabels = BOOKING_FIELD_LABELS): string {
  const label = labels[labelKey(path)]?.label ?? BOOKING_FIELD_LABELS[labelKey(path)]?.label ?? labelOf(labels, path)?.label ?? path;
  const position = /\.(\d+)(?:\.|$)/.exec(path)?.[1];
  if (position === undefined) return label;
  const n = Number(position) + 1;
  return `${label}, ${path.startsWith('legs.') ? 'leg' : 'line'} ${n}`;
}
