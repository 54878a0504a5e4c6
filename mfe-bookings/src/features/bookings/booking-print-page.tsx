import { RemotePage } from '../../components/remote-page';

export default function BookingPrintPage() {
  return <RemotePage title="Booking print" param={{ name: 'ref', label: 'Booking reference' }} />;
}
