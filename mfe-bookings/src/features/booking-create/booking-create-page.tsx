import { BookingCreate } from './booking-create';

export default function BookingCreatePage() {
  return <BookingCreate />;
}
