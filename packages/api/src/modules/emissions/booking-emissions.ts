import { CONTAINER_TYPES, shipmentEmissions, type Cargo, type Coordinates, type Emissions, type SeaLoad } from '@freightdeck/contracts';
import type { Located } from '../references';
import { EMISSIONS_REVISION } from './revision';
import { seaRouteKm } from './sea-route';

/**
 * The length of the sea route between two ports in km, or null when unknown (the leg then counts
 * great-circle × 1.15). By default the shortest route over the marine network (sea-route.ts;
 * docs/adr/016-reports-and-emissions.md); the ports' coordinates come with the codes.
 */
export type SeaRouteKm = (from: string, to: string, fromCoordinates?: Coordinates | null, toCoordinates?: Coordinates | null) => number | null;

/** The marine network's shortest route between the two ports' coordinates. */
export const networkSeaRouteKm: SeaRouteKm = (_from, _to, a, b) => (a && b ? seaRouteKm(a, b) : null);

export interface BookingEmissionsInput {
  mode: 'AIR' | 'SEA';
  seaLoad: SeaLoad | null;
  origin: string;
  destination: string;
  legs: readonly { from: string; to: string }[];
  cargo: Pick<Cargo, 'containers' | 'temperature'>;
  grossWeightKg: number;
}

/** Reefer factor (GLEC): cargo in reefer containers, or temperature-controlled LCL in a shared reefer. */
export function isReefer(input: Pick<BookingEmissionsInput, 'mode' | 'seaLoad' | 'cargo'>): boolean {
  if (input.mode !== 'SEA') return false;
  if (input.seaLoad === 'FCL') return input.cargo.containers.some((c) => CONTAINER_TYPES[c.type as keyof typeof CONTAINER_TYPES]?.reefer);
  return input.cargo.temperature !== null;
}

/**
 * A booking's CO2e per ISO 14083 / GLEC v3 (docs/product/freight.md#emissions): per leg (without
 * legs, one leg origin → destination) and per hub, WTW and TTW, with each figure's data quality.
 * Stored with the booking on every write (bookings' `data.emissions`, `co2e_kg`, `tonne_km`).
 */
export function bookingEmissions(input: BookingEmissionsInput, located: Located, routeKm: SeaRouteKm = networkSeaRouteKm): Emissions & { revision: string } {
  const path = input.legs.length ? input.legs.map((l) => ({ from: l.from, to: l.to })) : [{ from: input.origin, to: input.destination }];
  const emissions = shipmentEmissions({
    mode: input.mode,
    grossWeightKg: input.grossWeightKg,
    reefer: isReefer(input),
    // Cold-chain handling at the hubs: reefers, and any cargo with a temperature range.
    temperatureControlled: isReefer(input) || input.cargo.temperature !== null,
    legs: path.map((l) => {
      const fromCoordinates = located.get(l.from) ?? null;
      const toCoordinates = located.get(l.to) ?? null;
      return { ...l, fromCoordinates, toCoordinates, seaRouteKm: input.mode === 'SEA' ? routeKm(l.from, l.to, fromCoordinates, toCoordinates) : null };
    }),
  });
  // Stamped with what it was counted with, so a later change of method recounts it (recount.ts).
  return { ...emissions, revision: EMISSIONS_REVISION };
}
