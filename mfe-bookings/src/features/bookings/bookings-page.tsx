import { BookingsListPage } from '../bookings-list';

/** /bookings (lazily loaded by routes.tsx). */
export default function BookingsPage() {
  return <BookingsListPage />;
}
