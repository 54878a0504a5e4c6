import {
  cargoTotals, type CargoTotals, type CargoType, type ContainerType, type HandlingCode, type SchedulePrefill,
} from '@freightdeck/contracts';

/** One line of pieces as typed (text until it is sent): `key` keeps React rows stable. */
export interface PieceRow {
  key: string;
  count: string;
  lengthCm: string;
  widthCm: string;
  heightCm: string;
  weightKg: string;
}

export interface ContainerRow {
  key: string;
  type: ContainerType | '';
  count: string;
  cargoWeightKg: string;
}

/** A leg of the schedule option a form was opened with (docs/product/schedules.md#book-and-quote). */
export interface ScheduleLegRow {
  carrier: string;
  transportId: string;
  vesselName: string;
  from: string;
  to: string;
  departureAt: string;
  arrivalAt: string;
}

/**
 * The shipment part of a booking or quotation request, flat: each key is the API path of its
 * field (`cargo.commodity`, `cargo.pieces.0.weightKg`), so a VALIDATION_ERROR detail names the
 * field it belongs to. The booking form and the quotation request form hold these fields and
 * add their own (parties; nothing more for a quotation).
 */
export interface ShipmentFields {
  mode: 'AIR' | 'SEA' | '';
  seaLoad: 'FCL' | 'LCL' | '';
  origin: string;
  destination: string;
  cargoReadyDate: string;
  'cargo.type': CargoType | '';
  'cargo.commodity': string;
  'cargo.hsCode': string;
  'cargo.dangerousGoods.unNumber': string;
  'cargo.dangerousGoods.hazardClass': string;
  'cargo.temperature.minC': string;
  'cargo.temperature.maxC': string;
  'cargo.handlingCodes': HandlingCode[];
  'cargo.pieces': PieceRow[];
  'cargo.containers': ContainerRow[];
  /** The legs of a schedule option the form was opened with; sent while the route still matches. */
  legs: ScheduleLegRow[];
  scheduleOptionId: string;
}

/** The fields plus any error path (`cargo.pieces.0.count`) for the form kit's error map. */
export type ShipmentFormValues = ShipmentFields & Record<string, unknown>;

let rowSeq = 0;
const rowKey = () => `row-${Date.now().toString(36)}-${(rowSeq += 1)}`;

export const emptyPiece = (): PieceRow => ({ key: rowKey(), count: '1', lengthCm: '', widthCm: '', heightCm: '', weightKg: '' });
export const emptyContainer = (): ContainerRow => ({ key: rowKey(), type: '', count: '1', cargoWeightKg: '' });

export function emptyShipmentFields(): ShipmentFields {
  return {
    mode: '', seaLoad: '', origin: '', destination: '', cargoReadyDate: '',
    'cargo.type': '', 'cargo.commodity': '', 'cargo.hsCode': '',
    'cargo.dangerousGoods.unNumber': '', 'cargo.dangerousGoods.hazardClass': '',
    'cargo.temperature.minC': '', 'cargo.temperature.maxC': '',
    'cargo.handlingCodes': [], 'cargo.pieces': [emptyPiece()], 'cargo.containers': [emptyContainer()],
    legs: [], scheduleOptionId: '',
  };
}

/** The shipment of a schedule option (from /schedules): mode, route, cargo-ready date and its legs. */
export function shipmentFromSchedule(prefill: SchedulePrefill): Pick<ShipmentFields, 'mode' | 'origin' | 'destination' | 'cargoReadyDate' | 'legs' | 'scheduleOptionId'> {
  return {
    mode: prefill.mode, origin: prefill.origin, destination: prefill.destination, cargoReadyDate: prefill.cargoReadyDate,
    legs: prefill.legs, scheduleOptionId: prefill.scheduleOptionId,
  };
}

/** Pieces travel for air and LCL; full container loads go by container (ISO 6346 type). */
export const byContainer = (v: Pick<ShipmentFields, 'mode' | 'seaLoad'>) => v.mode === 'SEA' && v.seaLoad === 'FCL';

/** A typed number: blank is missing (undefined), anything else is what Number() makes of it. */
export const toNumber = (text: string): number | undefined => (text.trim() === '' ? undefined : Number(text.trim().replace(',', '.')));

const orNull = <T,>(filled: boolean, value: T): T | null => (filled ? value : null);

/**
 * The `cargo` of a request body (bookings and quotations describe cargo alike): numbers parsed,
 * blank optional parts null, and only the lines the mode books (pieces, or containers for FCL).
 */
export function toCargoInput(v: ShipmentFields) {
  const fcl = byContainer(v);
  const dg = { unNumber: v['cargo.dangerousGoods.unNumber'].trim(), hazardClass: v['cargo.dangerousGoods.hazardClass'].trim() };
  const minC = v['cargo.temperature.minC'];
  const maxC = v['cargo.temperature.maxC'];
  return {
    type: v['cargo.type'] || undefined,
    commodity: v['cargo.commodity'].trim(),
    hsCode: orNull(v['cargo.hsCode'].trim() !== '', v['cargo.hsCode'].trim()),
    dangerousGoods: orNull(Boolean(dg.unNumber || dg.hazardClass), dg),
    temperature: orNull(Boolean(minC.trim() || maxC.trim()), { minC: toNumber(minC), maxC: toNumber(maxC) }),
    handlingCodes: v['cargo.handlingCodes'],
    pieces: fcl ? [] : v['cargo.pieces'].map((p) => ({
      count: toNumber(p.count), lengthCm: toNumber(p.lengthCm), widthCm: toNumber(p.widthCm), heightCm: toNumber(p.heightCm), weightKg: toNumber(p.weightKg),
    })),
    containers: fcl ? v['cargo.containers'].map((c) => ({ type: c.type || undefined, count: toNumber(c.count), cargoWeightKg: toNumber(c.cargoWeightKg) })) : [],
  };
}

/** The schedule option's legs still run from the form's origin to its destination by its mode (the user may have changed the route). */
export const scheduleStillFits = (v: ShipmentFields) =>
  v.legs.length > 0 && v.scheduleOptionId !== '' && v.legs[0]!.from === v.origin && v.legs.at(-1)!.to === v.destination
  && (v.mode === 'AIR' ? /^[A-Z]{3}$/ : /^[A-Z]{5}$/).test(v.origin);

const num = (text: string) => toNumber(text) ?? 0;
const pieceLine = (p: PieceRow) => ({ count: num(p.count), lengthCm: num(p.lengthCm), widthCm: num(p.widthCm), heightCm: num(p.heightCm), weightKg: num(p.weightKg) });
/** A container line as numbers (half-typed parts count as zero). */
export const containerLine = (c: ContainerRow) => ({ ...(c.type ? { type: c.type } : {}), count: num(c.count), cargoWeightKg: num(c.cargoWeightKg) });

/** Live totals of what is typed so far (cargoTotals counts half-filled lines as zero). */
export function shipmentTotals(v: Pick<ShipmentFields, 'mode' | 'seaLoad' | 'cargo.pieces' | 'cargo.containers'>): CargoTotals {
  return cargoTotals({
    mode: v.mode || 'AIR',
    seaLoad: v.seaLoad || null,
    pieces: v['cargo.pieces'].map(pieceLine),
    containers: v['cargo.containers'].map(containerLine),
  });
}

/** Totals of one line of pieces, as the whole shipment counts them. */
export const pieceLineTotals = (mode: ShipmentFields['mode'], p: PieceRow) => cargoTotals({ mode: mode || 'AIR', pieces: [pieceLine(p)] });
