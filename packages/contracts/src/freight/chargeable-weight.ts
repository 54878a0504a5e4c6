import { CONTAINER_TYPES, type ContainerType, type SeaLoad } from './cargo';
import type { TransportMode } from '../api/references';

/**
 * IATA volumetric rule: volume in cm³ ÷ 6000 gives kilograms (≈ 166.67 kg per m³;
 * docs/product/freight.md#chargeable-weight). Couriers divide by 5000; air freight does not.
 */
export const AIR_VOLUMETRIC_DIVISOR_CM3 = 6000;

export interface PieceLine {
  count: number;
  lengthCm: number;
  widthCm: number;
  heightCm: number;
  /** Weight of one piece. */
  weightKg: number;
}

export interface ContainerLine {
  type: ContainerType;
  count: number;
  /** Gross cargo weight in one container. */
  cargoWeightKg: number;
}

export type ChargeableUnit = 'KG' | 'RT' | 'CONTAINER';

export interface CargoTotals {
  /** Pieces (air, LCL) or containers (FCL). */
  pieces: number;
  grossWeightKg: number;
  /** Cargo volume (air, LCL); for FCL the internal volume of the containers booked. */
  volumeM3: number;
  /** Air: kg (greater of gross and volumetric, up to the next half kg); LCL: revenue tonnes (W/M, minimum 1); FCL: containers. */
  chargeable: { value: number; unit: ChargeableUnit };
  /** Twenty-foot equivalent units of an FCL booking; 0 otherwise. */
  teu: number;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * f) / f;
};

/** Rounded up to the next half kilogram (IATA). */
export const roundUpToHalfKg = (kg: number): number => Math.ceil(round(kg, 6) * 2) / 2;

export const pieceVolumeM3 = (p: Pick<PieceLine, 'lengthCm' | 'widthCm' | 'heightCm'>): number => (p.lengthCm * p.widthCm * p.heightCm) / 1_000_000;

/** Air chargeable weight: the greater of gross and volumetric weight, up to the next half kg. */
export function airChargeableWeightKg(grossWeightKg: number, volumeCm3: number): number {
  return roundUpToHalfKg(Math.max(grossWeightKg, volumeCm3 / AIR_VOLUMETRIC_DIVISOR_CM3));
}

/** Sea LCL: revenue tonnes (W/M), the greater of gross tonnes and cubic metres, at least 1. */
export function revenueTonnes(grossWeightKg: number, volumeM3: number): number {
  return round(Math.max(1, grossWeightKg / 1000, volumeM3), 3);
}

const valid = (n: unknown): number => (typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : 0);

/** Totals of a booking's cargo. Missing or invalid numbers count as zero (a form half filled in). */
export function cargoTotals(input: { mode: TransportMode; seaLoad?: SeaLoad | null; pieces?: readonly Partial<PieceLine>[]; containers?: readonly Partial<ContainerLine>[] }): CargoTotals {
  if (input.mode === 'SEA' && input.seaLoad === 'FCL') {
    let count = 0;
    let gross = 0;
    let volume = 0;
    let teu = 0;
    for (const c of input.containers ?? []) {
      const info = c.type ? CONTAINER_TYPES[c.type] : undefined;
      const n = Math.floor(valid(c.count));
      count += n;
      gross += n * valid(c.cargoWeightKg);
      volume += n * (info?.internalVolumeM3 ?? 0);
      teu += n * (info?.teu ?? 0);
    }
    return { pieces: count, grossWeightKg: round(gross, 3), volumeM3: round(volume, 3), chargeable: { value: count, unit: 'CONTAINER' }, teu };
  }
  let count = 0;
  let gross = 0;
  let volumeCm3 = 0;
  for (const p of input.pieces ?? []) {
    const n = Math.floor(valid(p.count));
    count += n;
    gross += n * valid(p.weightKg);
    volumeCm3 += n * valid(p.lengthCm) * valid(p.widthCm) * valid(p.heightCm);
  }
  const volumeM3 = round(volumeCm3 / 1_000_000, 3);
  const grossWeightKg = round(gross, 3);
  if (input.mode === 'AIR') {
    return { pieces: count, grossWeightKg, volumeM3, chargeable: { value: count ? airChargeableWeightKg(gross, volumeCm3) : 0, unit: 'KG' }, teu: 0 };
  }
  return { pieces: count, grossWeightKg, volumeM3, chargeable: { value: count ? revenueTonnes(gross, volumeCm3 / 1_000_000) : 0, unit: 'RT' }, teu: 0 };
}
