import { BookingDrafts } from '../booking-drafts/booking-drafts';

export default function BookingDraftsPage() {
  return <BookingDrafts />;
}
