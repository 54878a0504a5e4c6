import { RemotePage } from '@freightdeck/ui';

export default function BookingDetailsPage() {
  return <RemotePage remote="bookings" title="Booking details" param={{ name: 'id', label: 'Booking' }} />;
}
