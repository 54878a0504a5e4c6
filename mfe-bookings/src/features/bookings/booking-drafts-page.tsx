import { RemotePage } from '../../components/remote-page';

export default function BookingDraftsPage() {
  return <RemotePage title="Booking drafts" />;
}
