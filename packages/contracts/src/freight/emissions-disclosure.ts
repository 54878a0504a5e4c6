import type { EmissionsDisclosure } from '../api/reports';
import { EMISSION_FACTORS, EMISSION_FACTORS_VERSION, HUB_FACTORS } from './emission-factors';
import { DISTANCE_METHODS, EMISSION_DATA_QUALITIES, EMISSIONS_METHOD } from './emissions';

const round = (v: number, d: number) => Math.round(v * 10 ** d) / 10 ** d;

/**
 * What the sustainability report states about its method (ISO 14083 disclosure): the standard,
 * the factor table's version with the source of each row (and whether each hub row was
 * confirmed), the distance methods in use. The API answers it with `monthly-co2e`; the canned
 * answers of mfe-reports use the same one.
 */
export function emissionsDisclosure(): EmissionsDisclosure {
  return {
    method: EMISSIONS_METHOD,
    standard: 'ISO 14083:2023',
    framework: 'GLEC Framework v3.0',
    factorsVersion: EMISSION_FACTORS_VERSION,
    factors: EMISSION_FACTORS.map((f) => ({
      id: f.id, mode: f.mode, description: f.description, wtwKgCo2ePerTonneKm: f.kgCo2ePerTonneKm, ttwKgCo2ePerTonneKm: round(f.ttwKgCo2ePerTonneKm, 6), source: f.source,
    })),
    hubFactors: HUB_FACTORS.map((h) => ({ id: h.id, mode: h.mode, description: h.description, wtwKgCo2ePerTonne: h.kgCo2ePerTonne, confirmed: h.confirmed, source: h.source })),
    distanceMethods: [...DISTANCE_METHODS],
    dataQualities: [...EMISSION_DATA_QUALITIES],
    seaRoute: 'Sea legs count the shortest feasible route over the Eurostat marine network (through the Suez and Panama canals, across the Pacific), from each port to its nearest network node by great circle; a port further than 600 km from the network falls back to great-circle × 1.15. Air legs count great-circle + 95 km.',
  };
}
