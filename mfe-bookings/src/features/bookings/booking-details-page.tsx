import { RemotePage } from '../../components/remote-page';

export default function BookingDetailsPage() {
  return <RemotePage title="Booking details" param={{ name: 'id', label: 'Booking' }} />;
}
