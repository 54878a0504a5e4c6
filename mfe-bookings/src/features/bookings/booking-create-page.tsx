import { BookingCreate } from '../booking-create/booking-create';

export default function BookingCreatePage() {
  return <BookingCreate />;
}
