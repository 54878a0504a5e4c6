import { RemotePage } from '../../components/remote-page';

export default function BookingCreatePage() {
  return <RemotePage title="Create booking" />;
}
