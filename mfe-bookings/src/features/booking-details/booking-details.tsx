import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import type { Booking } from '@freightdeck/contracts';
import { Button, EmptyState, LoadingMask, RemotePage } from '@freightdeck/ui';
import { useBooking } from './api/booking';
import { BookingActions } from './components/booking-actions';
import { BookingHeader } from './components/booking-header';
import { Sections } from './components/details.styles';
import { BookingSections } from './sections/booking-sections';

/** /bookings/:id — one booking (by id or ref) with everything the API answers about it. */
export function BookingDetails() {
  const { id = '' } = useParams();
  const { data: booking, error, mutate } = useBooking(id);
  const onChange = useCallback(async (next?: Booking) => {
    await mutate(next, { revalidate: true });
  }, [mutate]);

  if (!booking) {
    const notFound = (error as { code?: string } | undefined)?.code === 'NOT_FOUND';
    return (
      <RemotePage remote="bookings" title="Booking details">
        {!error && <LoadingMask inline label="Loading the booking" />}
        {error && (
          <EmptyState role="alert" title={notFound ? 'Booking not found' : 'The booking could not be loaded'} description={notFound ? `There is no booking ${id} that you may see.` : undefined}>
            {!notFound && <Button variant="secondary" onClick={() => void mutate()}>Retry</Button>}
          </EmptyState>
        )}
      </RemotePage>
    );
  }
  return (
    <RemotePage remote="bookings" title={`Booking ${booking.ref}`} actions={<BookingActions booking={booking} onChange={onChange} />}>
      <BookingHeader booking={booking} onChange={onChange} />
      <Sections>
        <BookingSections booking={booking} onChange={onChange} />
      </Sections>
    </RemotePage>
  );
}
