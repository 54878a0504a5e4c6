import {
  CONTAINER_TYPES, estimateCharges, legDistanceKm, needsTemperatureRange, shipmentEmissions,
  type CargoTotals, type ChargeLine, type Coordinates, type Emissions,
} from '@freightdeck/contracts';
import { useAirports, useSeaports } from '@freightdeck/references';
import { byContainer, containerLine, shipmentTotals } from '@freightdeck/ui';
import type { BookingFormFields } from './form-values';

/** Live totals of what is typed so far (the shared shipment form's count). */
export const formTotals = shipmentTotals;

export interface Estimate {
  totals: CargoTotals;
  distanceKm: number | null;
  charges: ChargeLine[];
  emissions: Emissions;
}

/** Sea freight in reefer containers (or temperature-controlled LCL) counts with the reefer factor. */
function isReefer(v: BookingFormFields): boolean {
  if (v.mode !== 'SEA') return false;
  if (byContainer(v)) return v['cargo.containers'].some((c) => c.type !== '' && CONTAINER_TYPES[c.type].reefer);
  return v['cargo.type'] !== '' && needsTemperatureRange(v['cargo.type']);
}

/** Charges by the standard tariff and CO2e (ISO 14083), with the distance from the reference coordinates. */
export function estimate(v: BookingFormFields, from: Coordinates | null, to: Coordinates | null): Estimate {
  const mode = v.mode || 'AIR';
  const totals = formTotals(v);
  const distanceKm = from && to ? legDistanceKm(mode, from, to) : null;
  const charges = estimateCharges({
    mode, seaLoad: v.seaLoad || null, totals, containers: v['cargo.containers'].map(containerLine), distanceKm,
    dangerousGoods: v['cargo.dangerousGoods.unNumber'].trim() !== '',
  });
  const emissions = shipmentEmissions({
    mode, grossWeightKg: totals.grossWeightKg, reefer: isReefer(v),
    legs: [{ from: v.origin, to: v.destination, fromCoordinates: from, toCoordinates: to }],
  });
  return { totals, distanceKm, charges, emissions };
}

/** The estimate, recomputed when the airports or seaports (their coordinates) arrive. */
export function useEstimate(v: BookingFormFields): Estimate {
  const airports = useAirports();
  const seaports = useSeaports();
  const place = (code: string): Coordinates | null => {
    const found = v.mode === 'SEA' ? seaports.get(code) : airports.get(code);
    return found && found.latitude !== null && found.longitude !== null ? { latitude: found.latitude, longitude: found.longitude } : null;
  };
  return estimate(v, place(v.origin), place(v.destination));
}
