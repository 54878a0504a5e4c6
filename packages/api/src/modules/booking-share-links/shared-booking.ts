import type { SharedBooking } from '@freightdeck/contracts';
import { type BookingRow, type DeliveryData, shipmentOf } from '../bookings';

/** The booking may take the consignee's confirmation now: it has arrived, and nobody confirmed yet. */
export const mayConfirmReceipt = (row: Pick<BookingRow, 'status' | 'receipt'>) => (row.status === 'ARRIVED' || row.status === 'DELIVERED') && !row.receipt;

/**
 * What a link's holder sees: the shipment, not the business around it — no charges, no
 * documents, no history actors (milestones carry status and time only), and the proof of
 * delivery without the staff member who recorded it.
 */
export function toSharedBooking(row: BookingRow, extra: { organizationName: string; milestones: SharedBooking['milestones']; linkExpiresAt: Date }): SharedBooking {
  const delivery = row.delivery as DeliveryData | null;
  return {
    ...shipmentOf(row),
    delivery: delivery ? { receivedBy: delivery.receivedBy, deliveredAt: delivery.deliveredAt, remarks: delivery.remarks, recordedBy: null, recordedAt: delivery.recordedAt } : null,
    organization: { name: extra.organizationName },
    milestones: extra.milestones,
    linkExpiresAt: extra.linkExpiresAt.toISOString(),
    canConfirmReceipt: mayConfirmReceipt(row),
  };
}
