import {
  cargoTotals, estimateCharges,
  type Cargo, type ChargeLine, type Leg, type Party, type SeaLoad,
} from '@freightdeck/contracts';
import { bookingEmissions } from '../emissions';
import type { bookings } from '../../db/schema';
import type { BookingData } from './booking-data';
import type { Located } from '../references';

/** What a booking holds that its owner writes; everything else is derived from it. */
export interface BookingContent {
  mode: 'AIR' | 'SEA';
  seaLoad: SeaLoad | null;
  origin: string;
  destination: string;
  cargoReadyDate: string;
  legs: Leg[];
  cargo: Cargo;
  shipper: Party;
  consignee: Party;
  notifyParty: Party | null;
  customerReference: string;
  remarks: string;
}

export interface ChargesChoice {
  /** Kept as they are (a quotation's or operations' charges); null: estimate by the standard tariff. */
  charges: ChargeLine[] | null;
  source: BookingData['chargesSource'];
}

type DerivedColumns = Pick<typeof bookings.$inferInsert,
  'mode' | 'seaLoad' | 'origin' | 'destination' | 'cargoReadyDate' | 'cargoType' | 'shipperCompany' | 'consigneeCompany' | 'customerReference'
  | 'pieces' | 'grossWeightKg' | 'volumeM3' | 'chargeableValue' | 'chargeableUnit' | 'teu' | 'distanceKm' | 'tonneKm' | 'co2eKg' | 'searchText'> & { data: BookingData };

/** The free-text filter's haystack: lower case, one line. */
export const searchText = (parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' ').toLowerCase();

/**
 * The booking's `data` and the columns beside it, recomputed from its content on every write
 * (bookings.data layout, booking-data.ts). Without legs the route is one leg origin → destination.
 */
export function deriveBooking(content: BookingContent, located: Located, choice: ChargesChoice, refs: { ref: string; carrierReference: string | null }): DerivedColumns {
  const { cargo } = content;
  const totals = cargoTotals({ mode: content.mode, seaLoad: content.seaLoad, pieces: cargo.pieces, containers: cargo.containers as never });
  // CO2e belongs to the emissions module (docs/adr/016-reports-and-emissions.md).
  const emissions = bookingEmissions({ ...content, grossWeightKg: totals.grossWeightKg }, located);
  const charges = choice.charges ?? estimateCharges({
    mode: content.mode, seaLoad: content.seaLoad, totals, containers: cargo.containers as never,
    distanceKm: emissions.complete ? emissions.distanceKm : null, dangerousGoods: cargo.dangerousGoods !== null,
  });
  const data: BookingData = {
    legs: content.legs, cargo, shipper: content.shipper, consignee: content.consignee, notifyParty: content.notifyParty,
    remarks: content.remarks, charges, chargesSource: choice.source, totals, emissions,
  };
  return {
    mode: content.mode,
    seaLoad: content.seaLoad,
    origin: content.origin,
    destination: content.destination,
    cargoReadyDate: content.cargoReadyDate,
    cargoType: cargo.type,
    shipperCompany: content.shipper.company,
    consigneeCompany: content.consignee.company,
    customerReference: content.customerReference,
    pieces: totals.pieces,
    grossWeightKg: totals.grossWeightKg,
    volumeM3: totals.volumeM3,
    chargeableValue: totals.chargeable.value,
    chargeableUnit: totals.chargeable.unit,
    teu: totals.teu,
    distanceKm: emissions.distanceKm,
    tonneKm: emissions.tonneKm,
    co2eKg: emissions.co2eKg,
    searchText: searchText([refs.ref, refs.carrierReference, content.customerReference, content.shipper.company, content.consignee.company]),
    data,
  };
}

/** Every code a booking names, with the field that names it (for VALIDATION_ERROR details). */
export function placeFields(content: Pick<BookingContent, 'origin' | 'destination' | 'legs'>): { path: string; code: string }[] {
  return [
    { path: 'origin', code: content.origin },
    { path: 'destination', code: content.destination },
    ...content.legs.flatMap((l, i) => [{ path: `legs.${i}.from`, code: l.from }, { path: `legs.${i}.to`, code: l.to }]),
  ];
}
