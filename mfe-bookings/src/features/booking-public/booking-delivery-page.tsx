import { BookingDeliveryView } from './delivery/booking-delivery-view';

/** /bookings/:ref/delivery (public): delivery details and the consignee's receipt confirmation, by share link. */
export default function BookingDeliveryPage() {
  return <BookingDeliveryView />;
}
