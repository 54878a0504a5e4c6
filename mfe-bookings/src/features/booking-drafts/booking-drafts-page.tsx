import { BookingDrafts } from './booking-drafts';

export default function BookingDraftsPage() {
  return <BookingDrafts />;
}
