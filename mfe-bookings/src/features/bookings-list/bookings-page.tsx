import { BookingsListPage } from './bookings-list-page';

/** /bookings (lazily loaded by routes.tsx). */
export default function BookingsPage() {
  return <BookingsListPage />;
}
