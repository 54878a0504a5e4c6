import { RemotePage } from '@freightdeck/ui';

export default function BookingsPage() {
  return <RemotePage remote="bookings" title="Bookings" />;
}
