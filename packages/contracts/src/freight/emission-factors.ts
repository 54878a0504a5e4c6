/**
 * Well-to-wheel (WTW) greenhouse-gas intensity factors, in kg CO2e per tonne-km: a versioned data
 * table with the source beside each row (docs/product/freight.md#emissions), so a newer GLEC
 * edition is a data change. Never mix WTW and tank-to-wheel figures.
 */
export interface EmissionFactor {
  id: string;
  mode: 'AIR' | 'SEA';
  description: string;
  /** Applies to legs of at least this distance (km, inclusive)… */
  minKm: number;
  /** …and below this one (km, exclusive); null: no upper bound. */
  maxKm: number | null;
  /** Sea: the factor for reefer (temperature-controlled) containers. */
  reefer: boolean;
  kgCo2ePerTonneKm: number;
  source: string;
}

export const EMISSION_FACTORS_VERSION = 'GLEC Framework v3.0 (2023) default intensities, WTW';

/** GLEC v3 assumes 10 tonnes of cargo per loaded TEU to turn per-TEU-km factors into per-t-km ones. */
export const TONNES_PER_TEU = 10;

export const EMISSION_FACTORS: readonly EmissionFactor[] = [
  { id: 'air-short', mode: 'AIR', description: 'Air, aircraft unknown, under 1,000 km', minKm: 0, maxKm: 1000, reefer: false, kgCo2ePerTonneKm: 1.13, source: 'GLEC Framework v3.0, Table 41 (air, unknown aircraft, < 1000 km), WTW' },
  { id: 'air-medium', mode: 'AIR', description: 'Air, aircraft unknown, 1,000–3,700 km', minKm: 1000, maxKm: 3700, reefer: false, kgCo2ePerTonneKm: 0.7, source: 'GLEC Framework v3.0, Table 41 (air, unknown aircraft, 1000–3700 km), WTW' },
  { id: 'air-long', mode: 'AIR', description: 'Air, aircraft unknown, over 3,700 km', minKm: 3700, maxKm: null, reefer: false, kgCo2ePerTonneKm: 0.63, source: 'GLEC Framework v3.0, Table 41 (air, unknown aircraft, > 3700 km), WTW' },
  { id: 'sea-dry', mode: 'SEA', description: 'Sea, dry container, global average (76 g CO2e / TEU-km at 10 t per TEU)', minKm: 0, maxKm: null, reefer: false, kgCo2ePerTonneKm: 0.076 / TONNES_PER_TEU, source: 'GLEC Framework v3.0, Table 45 (container, global average, dry), WTW' },
  { id: 'sea-reefer', mode: 'SEA', description: 'Sea, reefer container, global average (139 g CO2e / TEU-km at 10 t per TEU)', minKm: 0, maxKm: null, reefer: true, kgCo2ePerTonneKm: 0.139 / TONNES_PER_TEU, source: 'GLEC Framework v3.0, Table 45 (container, global average, reefer), WTW' },
];

/** The factor for a leg: air by distance band, sea by dry or reefer. */
export function emissionFactorFor(mode: 'AIR' | 'SEA', distanceKm: number, reefer: boolean, table: readonly EmissionFactor[] = EMISSION_FACTORS): EmissionFactor {
  const found = table.find((f) => f.mode === mode && (mode === 'AIR' || f.reefer === reefer) && distanceKm >= f.minKm && (f.maxKm === null || distanceKm < f.maxKm));
  if (!found) throw new Error(`no emission factor for ${mode} at ${distanceKm} km`);
  return found;
}
