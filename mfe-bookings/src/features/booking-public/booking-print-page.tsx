import { BookingPrintView } from './print/booking-print-view';

/** /bookings/print/:ref (public): the booking's A4 print layout, by share link or signed in. */
export default function BookingPrintPage() {
  return <BookingPrintView />;
}
