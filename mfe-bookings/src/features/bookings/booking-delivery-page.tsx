import { RemotePage } from '../../components/remote-page';

export default function BookingDeliveryPage() {
  return <RemotePage title="Booking delivery" param={{ name: 'ref', label: 'Booking reference' }} />;
}
