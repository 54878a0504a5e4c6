import { RemotePage } from '../../components/remote-page';

export default function BookingsPage() {
  return <RemotePage title="Bookings" />;
}
