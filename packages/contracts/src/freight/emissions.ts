import { legDistanceKm, type Coordinates } from './distance';
import { EMISSION_FACTORS, EMISSION_FACTORS_VERSION, emissionFactorFor, type EmissionFactor } from './emission-factors';

/**
 * CO2e of a shipment following ISO 14083 and the GLEC Framework
 * (docs/product/freight.md#emissions): per leg, gross mass in tonnes (not chargeable weight) ×
 * distance (air: great-circle + 95 km; sea: great-circle × 1.15) × the well-to-wheel intensity
 * factor. One pure module: bookings and the sustainability reports both count with it.
 */
export const EMISSIONS_METHOD = 'ISO 14083:2023 / GLEC Framework v3, well-to-wheel (WTW)';

export interface EmissionLegInput {
  from: string;
  to: string;
  fromCoordinates: Coordinates | null;
  toCoordinates: Coordinates | null;
}

export interface EmissionLeg {
  from: string;
  to: string;
  /** Null when a place has no coordinates: the leg cannot be counted. */
  distanceKm: number | null;
  tonneKm: number | null;
  factorId: string | null;
  kgCo2ePerTonneKm: number | null;
  co2eKg: number | null;
}

export interface Emissions {
  /** Total of the legs that could be counted; null when none could. */
  co2eKg: number | null;
  distanceKm: number | null;
  tonneKm: number | null;
  /** g CO2e per tonne-km (the "co2e-intensity" report); null without tonne-km. */
  intensityGPerTonneKm: number | null;
  legs: EmissionLeg[];
  /** Every leg could be counted. */
  complete: boolean;
  method: string;
  factorsVersion: string;
}

export interface EmissionsInput {
  mode: 'AIR' | 'SEA';
  grossWeightKg: number;
  /** Sea: cargo in reefer containers (or temperature-controlled LCL) uses the reefer factor. */
  reefer: boolean;
  legs: readonly EmissionLegInput[];
}

const round = (value: number, decimals = 3) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function shipmentEmissions({ mode, grossWeightKg, reefer, legs }: EmissionsInput, factors: readonly EmissionFactor[] = EMISSION_FACTORS): Emissions {
  const tonnes = Math.max(0, grossWeightKg) / 1000;
  const counted = legs.map((leg): EmissionLeg => {
    if (!leg.fromCoordinates || !leg.toCoordinates) {
      return { from: leg.from, to: leg.to, distanceKm: null, tonneKm: null, factorId: null, kgCo2ePerTonneKm: null, co2eKg: null };
    }
    const distanceKm = legDistanceKm(mode, leg.fromCoordinates, leg.toCoordinates);
    const factor = emissionFactorFor(mode, distanceKm, reefer, factors);
    const tonneKm = tonnes * distanceKm;
    return { from: leg.from, to: leg.to, distanceKm: round(distanceKm, 1), tonneKm: round(tonneKm), factorId: factor.id, kgCo2ePerTonneKm: factor.kgCo2ePerTonneKm, co2eKg: round(tonneKm * factor.kgCo2ePerTonneKm) };
  });
  const known = counted.filter((l) => l.co2eKg !== null);
  const sum = (pick: (l: EmissionLeg) => number | null) => (known.length ? round(known.reduce((s, l) => s + (pick(l) ?? 0), 0)) : null);
  const co2eKg = sum((l) => l.co2eKg);
  const tonneKm = sum((l) => l.tonneKm);
  return {
    co2eKg,
    distanceKm: known.length ? round(known.reduce((s, l) => s + (l.distanceKm ?? 0), 0), 1) : null,
    tonneKm,
    intensityGPerTonneKm: co2eKg !== null && tonneKm ? round((co2eKg * 1000) / tonneKm, 2) : null,
    legs: counted,
    complete: legs.length > 0 && known.length === legs.length,
    method: EMISSIONS_METHOD,
    factorsVersion: EMISSION_FACTORS_VERSION,
  };
}

/** Intensity of several shipments together (reports): g CO2e per tonne-km. */
export function intensityGPerTonneKm(co2eKg: number, tonneKm: number): number | null {
  return tonneKm > 0 ? round((co2eKg * 1000) / tonneKm, 2) : null;
}
