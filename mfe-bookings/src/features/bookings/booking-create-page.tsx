import { RemotePage } from '@freightdeck/ui';

export default function BookingCreatePage() {
  return <RemotePage remote="bookings" title="Create booking" />;
}
