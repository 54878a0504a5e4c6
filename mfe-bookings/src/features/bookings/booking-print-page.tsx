import { RemotePage } from '@freightdeck/ui';

export default function BookingPrintPage() {
  return <RemotePage remote="bookings" title="Booking print" param={{ name: 'ref', label: 'Booking reference' }} />;
}
