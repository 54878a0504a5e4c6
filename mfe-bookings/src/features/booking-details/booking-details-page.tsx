import { BookingDetails } from './booking-details';

export default function BookingDetailsPage() {
  return <BookingDetails />;
}
