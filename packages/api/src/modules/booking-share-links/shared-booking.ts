import type { SharedBooking } from '@freightdeck/contracts';
import { bookingData, type DeliveryData, type ReceiptData } from '../bookings/booking-data';
import type { BookingRow } from '../bookings/access';

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The booking may take the consignee's confirmation now: it has arrived, and nobody confirmed yet. */
export const mayConfirmReceipt = (row: Pick<BookingRow, 'status' | 'receipt'>) => (row.status === 'ARRIVED' || row.status === 'DELIVERED') && !row.receipt;

/**
 * What a link's holder sees: the shipment, not the business around it — no charges, no
 * documents, no history actors (milestones carry status and time only), and the proof of
 * delivery without the staff member who recorded it.
 */
export function toSharedBooking(row: BookingRow, extra: { organizationName: string; milestones: SharedBooking['milestones']; linkExpiresAt: Date }): SharedBooking {
  const data = bookingData(row);
  const delivery = row.delivery as DeliveryData | null;
  return {
    ref: row.ref,
    mode: row.mode,
    seaLoad: row.seaLoad,
    status: row.status,
    origin: row.origin,
    destination: row.destination,
    cargoReadyDate: row.cargoReadyDate,
    legs: data.legs,
    cargo: data.cargo,
    shipper: data.shipper,
    consignee: data.consignee,
    notifyParty: data.notifyParty,
    customerReference: row.customerReference,
    totals: data.totals,
    emissions: data.emissions,
    carrierReference: row.carrierReference,
    confirmedAt: iso(row.confirmedAt),
    departedAt: iso(row.departedAt),
    arrivedAt: iso(row.arrivedAt),
    delivery: delivery ? { receivedBy: delivery.receivedBy, deliveredAt: delivery.deliveredAt, remarks: delivery.remarks, recordedBy: null, recordedAt: delivery.recordedAt } : null,
    receipt: (row.receipt as ReceiptData | null) ?? null,
    createdAt: row.createdAt.toISOString(),
    organization: { name: extra.organizationName },
    milestones: extra.milestones,
    linkExpiresAt: extra.linkExpiresAt.toISOString(),
    canConfirmReceipt: mayConfirmReceipt(row),
  };
}
