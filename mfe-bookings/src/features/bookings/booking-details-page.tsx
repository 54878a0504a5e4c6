import { BookingDetails } from '../booking-details/booking-details';

export default function BookingDetailsPage() {
  return <BookingDetails />;
}
