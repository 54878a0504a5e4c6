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
  /** Well-to-wheel: fuel production and combustion. */
  kgCo2ePerTonneKm: number;
  /** Tank-to-wheel: combustion only (the WTW factor × the fuel's TTW share). */
  ttwKgCo2ePerTonneKm: number;
  source: string;
}

/**
 * The tank-to-wheel share of a fuel's well-to-wheel emission factor (kg CO2e per kg of fuel):
 * jet kerosene 3.18 of 3.88, heavy fuel oil 3.15 of 3.58 (GLEC Framework v3.0, fuel emission
 * factors). TTW factors are the WTW ones × this share (docs/adr/016-reports-and-emissions.md).
 */
export const TTW_SHARE = { JET_KEROSENE: 3.18 / 3.88, HEAVY_FUEL_OIL: 3.15 / 3.58 } as const;

export const EMISSION_FACTORS_VERSION = 'GLEC Framework v3.0 (2023) default intensities, WTW and TTW; hubs: GLEC v3.0 default logistics-site intensities (table 2026-2)';

/** GLEC v3 assumes 10 tonnes of cargo per loaded TEU to turn per-TEU-km factors into per-t-km ones. */
export const TONNES_PER_TEU = 10;

export const EMISSION_FACTORS: readonly EmissionFactor[] = [
  { id: 'air-short', mode: 'AIR', description: 'Air, aircraft unknown, under 1,000 km', minKm: 0, maxKm: 1000, reefer: false, kgCo2ePerTonneKm: 1.13, ttwKgCo2ePerTonneKm: (1.13) * TTW_SHARE.JET_KEROSENE, source: 'GLEC Framework v3.0, Table 41 (air, unknown aircraft, < 1000 km), WTW' },
  { id: 'air-medium', mode: 'AIR', description: 'Air, aircraft unknown, 1,000–3,700 km', minKm: 1000, maxKm: 3700, reefer: false, kgCo2ePerTonneKm: 0.7, ttwKgCo2ePerTonneKm: (0.7) * TTW_SHARE.JET_KEROSENE, source: 'GLEC Framework v3.0, Table 41 (air, unknown aircraft, 1000–3700 km), WTW' },
  { id: 'air-long', mode: 'AIR', description: 'Air, aircraft unknown, over 3,700 km', minKm: 3700, maxKm: null, reefer: false, kgCo2ePerTonneKm: 0.63, ttwKgCo2ePerTonneKm: (0.63) * TTW_SHARE.JET_KEROSENE, source: 'GLEC Framework v3.0, Table 41 (air, unknown aircraft, > 3700 km), WTW' },
  { id: 'sea-dry', mode: 'SEA', description: 'Sea, dry container, global average (76 g CO2e / TEU-km at 10 t per TEU)', minKm: 0, maxKm: null, reefer: false, kgCo2ePerTonneKm: 0.076 / TONNES_PER_TEU, ttwKgCo2ePerTonneKm: (0.076 / TONNES_PER_TEU) * TTW_SHARE.HEAVY_FUEL_OIL, source: 'GLEC Framework v3.0, Table 45 (container, global average, dry), WTW' },
  { id: 'sea-reefer', mode: 'SEA', description: 'Sea, reefer container, global average (139 g CO2e / TEU-km at 10 t per TEU)', minKm: 0, maxKm: null, reefer: true, kgCo2ePerTonneKm: 0.139 / TONNES_PER_TEU, ttwKgCo2ePerTonneKm: (0.139 / TONNES_PER_TEU) * TTW_SHARE.HEAVY_FUEL_OIL, source: 'GLEC Framework v3.0, Table 45 (container, global average, reefer), WTW' },
];

/**
 * Emissions of a logistics site the cargo passes (terminal handling at origin and destination,
 * transshipment between legs), WTW, in kg CO2e per tonne handled (ISO 14083 hub operation
 * categories; GLEC Framework v3.0 default logistics-site intensities). Sites run mostly on
 * electricity, so they have no tank-to-wheel figure: a booking's TTW covers its transport legs only.
 * `confirmed` says whether value and unit were checked against a copy of the GLEC table; the
 * sustainability report names every row that was not (docs/adr/016-reports-and-emissions.md#hub-factors).
 */
export interface HubFactor {
  id: string;
  mode: 'AIR' | 'SEA';
  /** Cold chain: temperature-controlled handling. */
  temperatureControlled: boolean;
  description: string;
  kgCo2ePerTonne: number;
  confirmed: boolean;
  source: string;
}

/** Where the hub rows were read: the GLEC v3 logistics-site table as a public repository transcribes it. */
const GLEC_HUB_TABLE = 'GLEC Framework v3.0 (Smart Freight Centre, 2023; edition updated 2 April 2024), Part 3, default logistics-site emission intensities, as transcribed in github.com/MMobir/calculate_shipping_emissions, file TransshipmentEmissionsFactors.md of its documentation folder (commit c99e536), which cites that edition\'s pages 75–124';

export const HUB_FACTORS: readonly HubFactor[] = [
  { id: 'hub-air-ambient', mode: 'AIR', temperatureControlled: false, description: 'Air cargo terminal, ambient (GLEC: transshipment, ambient)', kgCo2ePerTonne: 0.6, confirmed: true, source: `${GLEC_HUB_TABLE}: transshipment, ambient, 0.6 kg CO2e/t` },
  { id: 'hub-air-cold', mode: 'AIR', temperatureControlled: true, description: 'Air cargo terminal, temperature-controlled (GLEC: transshipment, mixed)', kgCo2ePerTonne: 2.2, confirmed: true, source: `${GLEC_HUB_TABLE}: transshipment, mixed ambient and temperature-controlled, 2.2 kg CO2e/t (the table has no temperature-controlled-only transshipment value)` },
  { id: 'hub-sea-dry', mode: 'SEA', temperatureControlled: false, description: 'Maritime container terminal, ambient', kgCo2ePerTonne: 10.7, confirmed: false, source: `${GLEC_HUB_TABLE}: maritime container terminal, ambient, 10.7, labelled kg CO2e/t. Unit not confirmed: the framework's own page could not be read, and container terminals publish intensities of this size per TEU handled (per TEU it would be 1.07 kg CO2e/t at 10 t per TEU)` },
  { id: 'hub-sea-reefer', mode: 'SEA', temperatureControlled: true, description: 'Maritime container terminal, temperature-controlled', kgCo2ePerTonne: 12.6, confirmed: false, source: `${GLEC_HUB_TABLE}: maritime container terminal, temperature-controlled, 12.6, labelled kg CO2e/t. Unit not confirmed, as for the ambient row (per TEU it would be 1.26 kg CO2e/t at 10 t per TEU)` },
];

export function hubFactorFor(mode: 'AIR' | 'SEA', temperatureControlled: boolean, table: readonly HubFactor[] = HUB_FACTORS): HubFactor {
  const found = table.find((f) => f.mode === mode && f.temperatureControlled === temperatureControlled);
  if (!found) throw new Error(`no hub factor for ${mode}`);
  return found;
}

/** The factor for a leg: air by distance band, sea by dry or reefer. */
export function emissionFactorFor(mode: 'AIR' | 'SEA', distanceKm: number, reefer: boolean, table: readonly EmissionFactor[] = EMISSION_FACTORS): EmissionFactor {
  const found = table.find((f) => f.mode === mode && (mode === 'AIR' || f.reefer === reefer) && distanceKm >= f.minKm && (f.maxKm === null || distanceKm < f.maxKm));
  if (!found) throw new Error(`no emission factor for ${mode} at ${distanceKm} km`);
  return found;
}
