import type { SharedBooking } from '@freightdeck/contracts';
import { formatInstant } from '../../shared';
import { Confirmation, Muted } from './delivery.styles';
import { ReceiptForm } from './receipt-form';

export interface ReceiptSectionProps {
  token: string;
  booking: SharedBooking;
  onConfirmed: (booking: SharedBooking) => void;
  onStale: () => void;
}

function notYet(status: string): string {
  if (status === 'CANCELLED') return 'This booking was cancelled: there is no receipt to confirm.';
  return 'Receipt can be confirmed here once the shipment has arrived.';
}

export function ReceiptSection({ token, booking, onConfirmed, onStale }: ReceiptSectionProps) {
  const { receipt } = booking;
  return (
    <section aria-labelledby="delivery-receipt">
      <h2 id="delivery-receipt">Receipt</h2>
      {/* Present before the confirmation arrives, so screen readers announce it. */}
      <Confirmation role="status" aria-label="Receipt confirmation">
        {receipt && (
          <>
            <strong>Receipt confirmed by {receipt.confirmedBy}</strong> on {formatInstant(receipt.confirmedAt)}.
            {receipt.remarks && <p>Remarks: {receipt.remarks}</p>}
          </>
        )}
      </Confirmation>
      {!receipt && (booking.canConfirmReceipt
        ? <ReceiptForm token={token} onConfirmed={onConfirmed} onStale={onStale} />
        : <Muted>{notYet(booking.status)}</Muted>)}
    </section>
  );
}
