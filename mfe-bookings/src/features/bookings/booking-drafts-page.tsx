import { RemotePage } from '@freightdeck/ui';

export default function BookingDraftsPage() {
  return <RemotePage remote="bookings" title="Booking drafts" />;
}
