import type { Cargo, ChargeLine, Emissions, Leg, Party, CargoTotals } from '@freightdeck/contracts';

/**
 * The layout of `bookings.data` (jsonb): the booking's parts as the API answers them. Columns
 * of `bookings` beside it (status, route, totals, search text) are derived from it on every
 * write by the bookings service, never written on their own.
 */
export interface BookingData {
  legs: Leg[];
  cargo: Cargo;
  shipper: Party;
  consignee: Party;
  notifyParty: Party | null;
  remarks: string;
  charges: ChargeLine[];
  chargesSource: 'STANDARD_TARIFF' | 'QUOTATION' | 'OPERATIONS';
  totals: CargoTotals;
  emissions: Emissions;
}

export const bookingData = (row: { data: unknown }): BookingData => row.data as BookingData;

/** `bookings.cancellation` */
export interface CancellationData { reason: string; at: string; byId: string | null }
/** `bookings.delivery`: proof of delivery. `recordedById` null when the consignee confirmed through a share link. */
export interface DeliveryData { receivedBy: string; deliveredAt: string; remarks: string; recordedById: string | null; recordedAt: string }
/** `bookings.receipt`: the consignee's confirmation through a share link. */
export interface ReceiptData { confirmedBy: string; confirmedAt: string; remarks: string }
