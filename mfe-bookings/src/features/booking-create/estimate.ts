import {
  CONTAINER_TYPES, estimateCharges, needsTemperatureRange, shipmentEmissions,
  type CargoTotals, type ChargeLine, type Coordinates, type Emissions,
} from '@freightdeck/contracts';
import { useAirports, useSeaports } from '@freightdeck/references';
import { byContainer, containerLine, shipmentTotals } from '@freightdeck/ui';
import type { BookingFormFields } from './form-values';
import { useSeaRouteKm } from './sea-route';

/** Live totals of what is typed so far (the shared shipment form's count). */
export const formTotals = shipmentTotals;

export interface Estimate {
  totals: CargoTotals;
  distanceKm: number | null;
  charges: ChargeLine[];
  emissions: Emissions;
  /** Sea: the route's length is still being fetched from the API; distance, charges and CO2e wait for it. */
  pending: boolean;
}

/** Sea freight in reefer containers (or temperature-controlled LCL) counts with the reefer factor. */
function isReefer(v: BookingFormFields): boolean {
  if (v.mode !== 'SEA') return false;
  if (byContainer(v)) return v['cargo.containers'].some((c) => c.type !== '' && CONTAINER_TYPES[c.type].reefer);
  return v['cargo.type'] !== '' && needsTemperatureRange(v['cargo.type']);
}

/**
 * Charges by the standard tariff and CO2e (ISO 14083) as the API will store them: one leg origin →
 * destination, sea over the API's sea route (`seaRouteKm`; great-circle × 1.15 without one), air
 * great-circle + 95 km, and the charges' distance band from that same distance.
 */
export function estimate(v: BookingFormFields, from: Coordinates | null, to: Coordinates | null, seaRouteKm: number | null = null): Omit<Estimate, 'pending'> {
  const mode = v.mode || 'AIR';
  const totals = formTotals(v);
  const emissions = shipmentEmissions({
    mode, grossWeightKg: totals.grossWeightKg, reefer: isReefer(v),
    legs: [{ from: v.origin, to: v.destination, fromCoordinates: from, toCoordinates: to, seaRouteKm }],
  });
  const distanceKm = emissions.complete ? emissions.distanceKm : null;
  const charges = estimateCharges({
    mode, seaLoad: v.seaLoad || null, totals, containers: v['cargo.containers'].map(containerLine), distanceKm,
    dangerousGoods: v['cargo.dangerousGoods.unNumber'].trim() !== '',
  });
  return { totals, distanceKm, charges, emissions };
}

/** The estimate, recomputed when the airports or seaports (their coordinates) and a sea route arrive. */
export function useEstimate(v: BookingFormFields): Estimate {
  const airports = useAirports();
  const seaports = useSeaports();
  const place = (code: string): Coordinates | null => {
    const found = v.mode === 'SEA' ? seaports.get(code) : airports.get(code);
    return found && found.latitude !== null && found.longitude !== null ? { latitude: found.latitude, longitude: found.longitude } : null;
  };
  const from = place(v.origin);
  const to = place(v.destination);
  const route = useSeaRouteKm(v.origin, v.destination, v.mode === 'SEA' && from !== null && to !== null);
  return { ...estimate(v, from, to, route.km), pending: route.pending };
}
