import { RemotePage } from '@freightdeck/ui';

export default function BookingDeliveryPage() {
  return <RemotePage remote="bookings" title="Booking delivery" param={{ name: 'ref', label: 'Booking reference' }} />;
}
