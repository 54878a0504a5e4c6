import type { BookingRow } from './access';
import { bookingData, type ReceiptData } from './booking-data';
import { contentOf } from './content';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A booking row as every view of it shows the shipment: its content (less the customer's
 * remarks), status, totals, emissions, carrier reference, milestones and the consignee's
 * receipt. The booking (GET /v1/bookings/{id}) adds the business around it; a share link's
 * page adds only what the link's holder may see.
 */
export function shipmentOf(row: BookingRow) {
  const { remarks: _remarks, ...content } = contentOf(row);
  const data = bookingData(row);
  return {
    ref: row.ref,
    status: row.status,
    ...content,
    totals: data.totals,
    emissions: data.emissions,
    carrierReference: row.carrierReference,
    confirmedAt: iso(row.confirmedAt),
    departedAt: iso(row.departedAt),
    arrivedAt: iso(row.arrivedAt),
    receipt: (row.receipt as ReceiptData | null) ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
