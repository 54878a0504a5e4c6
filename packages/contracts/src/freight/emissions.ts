import { legDistanceKm, type Coordinates } from './distance';
import {
  EMISSION_FACTORS, EMISSION_FACTORS_VERSION, emissionFactorFor, HUB_FACTORS, hubFactorFor, type EmissionFactor, type HubFactor,
} from './emission-factors';

/**
 * CO2e of a shipment following ISO 14083 and the GLEC Framework
 * (docs/product/freight.md#emissions): per leg, gross mass in tonnes (not chargeable weight) ×
 * distance (air: great-circle + 95 km; sea: the sea route when known, else great-circle × 1.15)
 * × the intensity factor, well-to-wheel and tank-to-wheel; plus the hubs the cargo passes
 * (terminal handling at origin and destination, transshipment between legs). One pure module:
 * the booking form's estimate and the API's stored figures (module `emissions`) count with it.
 */
export const EMISSIONS_METHOD = 'ISO 14083:2023 / GLEC Framework v3, well-to-wheel (WTW)';

/**
 * Where a figure comes from (ISO 14083 data quality): a default factor of the table, a modelled
 * factor (a route or an aircraft/vessel model), or primary data the carrier reported.
 */
export const EMISSION_DATA_QUALITIES = ['DEFAULT', 'MODELLED', 'PRIMARY'] as const;
export type EmissionDataQuality = (typeof EMISSION_DATA_QUALITIES)[number];

/** How a leg's distance was found. */
export const DISTANCE_METHODS = ['GREAT_CIRCLE_PLUS_95_KM', 'GREAT_CIRCLE_X_1_15', 'SEA_ROUTE'] as const;
export type DistanceMethod = (typeof DISTANCE_METHODS)[number];

export interface EmissionLegInput {
  from: string;
  to: string;
  fromCoordinates: Coordinates | null;
  toCoordinates: Coordinates | null;
  /** Sea: the port-to-port sea route's length, when a route function knows it. */
  seaRouteKm?: number | null;
  /** The carrier's own figure for the leg (kg CO2e WTW): primary data, used as it is. */
  primaryCo2eKg?: number | null;
}

export interface EmissionLeg {
  from: string;
  to: string;
  /** Null when a place has no coordinates: the leg cannot be counted. */
  distanceKm: number | null;
  distanceMethod: DistanceMethod | null;
  tonneKm: number | null;
  factorId: string | null;
  kgCo2ePerTonneKm: number | null;
  /** Well-to-wheel. */
  co2eKg: number | null;
  /** Tank-to-wheel. */
  ttwCo2eKg: number | null;
  dataQuality: EmissionDataQuality | null;
}

export interface EmissionHub {
  place: string;
  kind: 'ORIGIN' | 'TRANSSHIPMENT' | 'DESTINATION';
  factorId: string;
  kgCo2ePerTonne: number;
  /** WTW; hubs have no TTW figure (emission-factors.ts, HubFactor). */
  co2eKg: number;
}

export interface Emissions {
  /** WTW total of the legs that could be counted and the hubs; null when no leg could. */
  co2eKg: number | null;
  /** TTW total of the legs (hubs have none). */
  ttwCo2eKg: number | null;
  /** WTW of the hubs alone (part of co2eKg). */
  hubCo2eKg: number | null;
  distanceKm: number | null;
  tonneKm: number | null;
  /** g CO2e (WTW, legs and hubs) per tonne-km (the "co2e-intensity" report); null without tonne-km. */
  intensityGPerTonneKm: number | null;
  legs: EmissionLeg[];
  hubs: EmissionHub[];
  /** Every leg could be counted. */
  complete: boolean;
  /** The weakest quality among the counted legs (DEFAULT < MODELLED < PRIMARY); null when none. */
  dataQuality: EmissionDataQuality | null;
  method: string;
  factorsVersion: string;
}

export interface EmissionsInput {
  mode: 'AIR' | 'SEA';
  grossWeightKg: number;
  /** Sea: cargo in reefer containers (or temperature-controlled LCL) uses the reefer factor. */
  reefer: boolean;
  /** Cold-chain handling at the hubs (default: as `reefer`). */
  temperatureControlled?: boolean;
  legs: readonly EmissionLegInput[];
}

const round = (value: number, decimals = 3) => Math.round(value * 10 ** decimals) / 10 ** decimals;
const QUALITY_RANK: Record<EmissionDataQuality, number> = { DEFAULT: 0, MODELLED: 1, PRIMARY: 2 };

function countLeg(mode: 'AIR' | 'SEA', tonnes: number, reefer: boolean, leg: EmissionLegInput, factors: readonly EmissionFactor[]): EmissionLeg {
  if (!leg.fromCoordinates || !leg.toCoordinates) {
    return { from: leg.from, to: leg.to, distanceKm: null, distanceMethod: null, tonneKm: null, factorId: null, kgCo2ePerTonneKm: null, co2eKg: null, ttwCo2eKg: null, dataQuality: null };
  }
  const seaRoute = mode === 'SEA' && leg.seaRouteKm != null && leg.seaRouteKm > 0 ? leg.seaRouteKm : null;
  const distanceKm = seaRoute ?? legDistanceKm(mode, leg.fromCoordinates, leg.toCoordinates);
  const distanceMethod: DistanceMethod = mode === 'AIR' ? 'GREAT_CIRCLE_PLUS_95_KM' : seaRoute !== null ? 'SEA_ROUTE' : 'GREAT_CIRCLE_X_1_15';
  const factor = emissionFactorFor(mode, distanceKm, reefer, factors);
  const tonneKm = tonnes * distanceKm;
  const primary = leg.primaryCo2eKg != null && leg.primaryCo2eKg >= 0 ? leg.primaryCo2eKg : null;
  const co2eKg = primary ?? tonneKm * factor.kgCo2ePerTonneKm;
  // A primary WTW figure keeps the fuel's TTW share of the factor it replaces.
  const ttwCo2eKg = co2eKg * (factor.ttwKgCo2ePerTonneKm / factor.kgCo2ePerTonneKm);
  return {
    from: leg.from, to: leg.to, distanceKm: round(distanceKm, 1), distanceMethod, tonneKm: round(tonneKm), factorId: factor.id,
    kgCo2ePerTonneKm: factor.kgCo2ePerTonneKm, co2eKg: round(co2eKg), ttwCo2eKg: round(ttwCo2eKg),
    dataQuality: primary !== null ? 'PRIMARY' : 'DEFAULT',
  };
}

/** The hubs a route passes: its first place, each place between two legs, its last place. */
function countHubs(mode: 'AIR' | 'SEA', tonnes: number, legs: readonly EmissionLegInput[], factor: HubFactor): EmissionHub[] {
  if (!legs.length) return [];
  const hub = (place: string, kind: EmissionHub['kind']): EmissionHub => ({ place, kind, factorId: factor.id, kgCo2ePerTonne: factor.kgCo2ePerTonne, co2eKg: round(tonnes * factor.kgCo2ePerTonne) });
  return [
    hub(legs[0]!.from, 'ORIGIN'),
    ...legs.slice(1).map((leg) => hub(leg.from, 'TRANSSHIPMENT')),
    hub(legs[legs.length - 1]!.to, 'DESTINATION'),
  ];
}

export function shipmentEmissions(
  { mode, grossWeightKg, reefer, temperatureControlled = reefer, legs }: EmissionsInput,
  factors: readonly EmissionFactor[] = EMISSION_FACTORS,
  hubFactors: readonly HubFactor[] = HUB_FACTORS,
): Emissions {
  const tonnes = Math.max(0, grossWeightKg) / 1000;
  const counted = legs.map((leg) => countLeg(mode, tonnes, reefer, leg, factors));
  const known = counted.filter((l) => l.co2eKg !== null);
  const hubs = known.length ? countHubs(mode, tonnes, legs, hubFactorFor(mode, temperatureControlled, hubFactors)) : [];
  const sum = (values: number[]) => round(values.reduce((s, v) => s + v, 0));
  const hubCo2eKg = known.length ? sum(hubs.map((h) => h.co2eKg)) : null;
  const co2eKg = known.length ? round(sum(known.map((l) => l.co2eKg!)) + (hubCo2eKg ?? 0)) : null;
  const tonneKm = known.length ? sum(known.map((l) => l.tonneKm!)) : null;
  const dataQuality = known.length
    ? known.map((l) => l.dataQuality!).reduce((worst, q) => (QUALITY_RANK[q] < QUALITY_RANK[worst] ? q : worst))
    : null;
  return {
    co2eKg,
    ttwCo2eKg: known.length ? sum(known.map((l) => l.ttwCo2eKg!)) : null,
    hubCo2eKg,
    distanceKm: known.length ? round(known.reduce((s, l) => s + (l.distanceKm ?? 0), 0), 1) : null,
    tonneKm,
    intensityGPerTonneKm: co2eKg !== null && tonneKm ? round((co2eKg * 1000) / tonneKm, 2) : null,
    legs: counted,
    hubs,
    complete: legs.length > 0 && known.length === legs.length,
    dataQuality,
    method: EMISSIONS_METHOD,
    factorsVersion: EMISSION_FACTORS_VERSION,
  };
}

/** Intensity of several shipments together (reports): g CO2e per tonne-km. */
export function intensityGPerTonneKm(co2eKg: number, tonneKm: number): number | null {
  return tonneKm > 0 ? round((co2eKg * 1000) / tonneKm, 2) : null;
}
