import type { Booking, UpdateBookingInput } from '@freightdeck/contracts';
import { containersOf, byContainer, cargoLineRules, piecesOf, toCargoLineValues } from './cargo-values';
import { legRules, toLegs, toLegValues } from './legs-values';
import type { FlatRules } from './line-values';
import { hasNotifyParty, PARTIES, partyOf, partyRules, partyValues } from './party-values';

/** The editor's flat form values: `shipper.company`, `cargo.commodity`… (the API's field paths, so its validation details land on the fields). */
export type EditValues = Record<string, string>;

const num = (n: number | undefined) => (n === undefined ? '' : String(n));

export function toValues(b: Booking): EditValues {
  const values: EditValues = {
    cargoReadyDate: b.cargoReadyDate,
    customerReference: b.customerReference,
    remarks: b.remarks,
    'cargo.commodity': b.cargo.commodity,
    'cargo.hsCode': b.cargo.hsCode ?? '',
    'cargo.temperature.minC': num(b.cargo.temperature?.minC),
    'cargo.temperature.maxC': num(b.cargo.temperature?.maxC),
  };
  return {
    ...values, ...partyValues('shipper', b.shipper), ...partyValues('consignee', b.consignee), ...partyValues('notifyParty', b.notifyParty),
    ...toCargoLineValues(b), ...toLegValues(b.legs),
  };
}

function temperatureOf(v: EditValues): Booking['cargo']['temperature'] {
  const min = v['cargo.temperature.minC']?.trim() ?? '';
  const max = v['cargo.temperature.maxC']?.trim() ?? '';
  if (min === '' && max === '') return null;
  return { minC: Number(min), maxC: Number(max) };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Only the parts that changed (a part such as `cargo` is sent whole), with the version read, so a concurrent change is refused. */
export function toPatch(b: Booking, v: EditValues): UpdateBookingInput | null {
  const patch: UpdateBookingInput = {};
  if (v.cargoReadyDate !== b.cargoReadyDate) patch.cargoReadyDate = v.cargoReadyDate;
  if ((v.customerReference ?? '').trim() !== b.customerReference) patch.customerReference = (v.customerReference ?? '').trim();
  if ((v.remarks ?? '').trim() !== b.remarks) patch.remarks = (v.remarks ?? '').trim();
  for (const party of PARTIES) {
    const next = partyOf(b, party, v);
    if (!same(next, b[party])) patch[party] = next;
  }
  const notifyParty = hasNotifyParty(v) ? partyOf(b, 'notifyParty', v) : null;
  if (!same(notifyParty, b.notifyParty)) patch.notifyParty = notifyParty;
  const cargo = {
    ...b.cargo, commodity: (v['cargo.commodity'] ?? '').trim(), hsCode: v['cargo.hsCode']?.trim() || null, temperature: temperatureOf(v),
    ...(byContainer(b) ? { containers: containersOf(v) } : { pieces: piecesOf(v) }),
  };
  if (!same(cargo, b.cargo)) patch.cargo = cargo;
  const legs = toLegs(v, b.legs);
  if (!same(legs, b.legs)) patch.legs = legs;
  if (Object.keys(patch).length === 0) return null;
  return { ...patch, expectedVersion: b.version };
}

const isTemperature = (s: string | undefined) => s === undefined || s.trim() === '' || (Number.isFinite(Number(s)) && Number(s) >= -80 && Number(s) <= 60);

/** Checks of the editor before the call (the server checks everything again). */
export function editRules(b: Booking): FlatRules {
  const required = (message: string) => (value: string) => (value.trim() === '' ? message : undefined);
  const found: FlatRules = {
    cargoReadyDate: [required('Enter the cargo-ready date')],
    'cargo.commodity': [required('Enter the commodity')],
    'cargo.hsCode': [(v) => (v.trim() === '' || /^\d{4,10}$/.test(v.trim()) ? undefined : 'Enter 4 to 10 digits')],
    'cargo.temperature.minC': [(v) => (isTemperature(v) ? undefined : 'Enter a temperature from -80 to 60 °C')],
    'cargo.temperature.maxC': [
      (v) => (isTemperature(v) ? undefined : 'Enter a temperature from -80 to 60 °C'),
      (v, all) => {
        const min = all['cargo.temperature.minC']?.trim() ?? '';
        if ((min === '') !== (v.trim() === '')) return 'Enter both ends of the range, or neither';
        return min !== '' && Number(v) < Number(min) ? 'Must not be below the minimum' : undefined;
      },
    ],
  };
  return {
    ...found, ...partyRules('shipper'), ...partyRules('consignee'), ...partyRules('notifyParty'),
    ...cargoLineRules(), ...legRules(b.mode, b.origin, b.destination),
  };
}
