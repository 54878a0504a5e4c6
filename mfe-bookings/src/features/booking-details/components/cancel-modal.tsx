import { ReasonModal } from '@freightdeck/ui';
import { cancelBooking, reloadingOnConflict } from '../api/booking';
import type { ActionModalProps } from '../types';

/** Cancelling needs a reason (CancelBookingSchema: at least 3 characters); the server records it in the history. */
export function CancelModal({ booking, onChange, onClose, onReload }: ActionModalProps) {
  return (
    <ReasonModal
      title={`Cancel booking ${booking.ref}`} requiredMessage="Say why the booking is cancelled" minLength={3} maxLength={500}
      keepLabel="Keep booking" confirmLabel="Cancel booking" onClose={onClose}
      onSubmit={async (reason) => onChange(await reloadingOnConflict(cancelBooking(booking, { reason }), onReload))}
    />
  );
}
